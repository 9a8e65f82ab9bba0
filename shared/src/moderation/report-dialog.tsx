import { useId } from 'react';
import styled from 'styled-components';
import {
  Dialog,
  formatDuration,
  getErrorMessage,
  notify,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  useSharedT,
  type CreateReportRequest,
  type ReportItemKind,
  type ReportReason,
  type Translate,
} from '@kinora/shared';
import { Checkbox, TextArea, useForm } from '@kinora/shared/forms';
import { createReport } from './api';
import { REPORT_REASON_LABELS } from './report-texts';

/**
 * The dialog's title and question for a kind of item: whole sentences, since other languages
 * agree their words with the item's noun.
 */
function kindTexts(kind: ReportItemKind, t: Translate): { title: string; question: string } {
  switch (kind) {
    case 'video':
      return { title: t('Report video'), question: t('What is wrong with this video?') };
    case 'comment':
      return { title: t('Report comment'), question: t('What is wrong with this comment?') };
    case 'post':
      return { title: t('Report post'), question: t('What is wrong with this post?') };
    case 'channel':
      return { title: t('Report channel'), question: t('What is wrong with this channel?') };
  }
}

export interface ReportDialogProps {
  kind: ReportItemKind;
  itemId: string;
  /** For a video: the second the player was at; from 1 up the report may name that moment. */
  startAt?: number;
  onClose: () => void;
}

interface ReportValues {
  reason: ReportReason | null;
  text: string;
  atTime: boolean;
}

/**
 * Reports a video, comment, post or channel: a reason, optional details and, for a video, the
 * moment it is about. Loaded only when someone reports (see `ReportMenu`).
 */
export default function ReportDialog({ kind, itemId, startAt = 0, onClose }: ReportDialogProps) {
  const t = useSharedT();
  const ids = { reasons: useId(), reasonError: useId() };
  const form = useForm<ReportValues>({ reason: null, text: '', atTime: false });
  const sending = form.submitting;
  const texts = kindTexts(kind, t);

  const send = async ({ reason, text, atTime }: ReportValues) => {
    if (!reason) {
      form.setErrors({ reason: t('Choose a reason.') });
      return;
    }
    form.setErrors({});
    const details = text.trim();
    const body: CreateReportRequest = {
      itemKind: kind,
      itemId,
      reason,
      ...(details ? { text: details } : {}),
      ...(atTime && startAt >= 1 ? { startAt } : {}),
    };
    try {
      await createReport(body);
      notify.success(t('Thanks for reporting'));
      onClose();
      return 'leaving';
    } catch (failure) {
      form.setErrors({
        form: getErrorMessage(failure, t('Could not send your report. Please try again.')),
      });
      return;
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={sending}
      title={texts.title}
      description={t('The moderators will look at it, and let you know what they decided.')}
      width={520}
      actions={{ confirmLabel: sending ? t('Sending...') : t('Report') }}
      onSubmit={form.handleSubmit(send)}
      error={form.errors.form}
    >
      <Reasons
        aria-describedby={form.errors.reason ? ids.reasonError : undefined}
        disabled={sending}
      >
        <legend id={ids.reasons}>{texts.question}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason}>
            <input
              type="radio"
              name={ids.reasons}
              value={reason}
              checked={form.values.reason === reason}
              onChange={() => {
                form.setValue('reason', reason);
                form.setErrors(({ reason: _answered, ...others }) => others);
              }}
            />
            {REPORT_REASON_LABELS[reason]}
          </label>
        ))}
        {form.errors.reason ? (
          <ReasonError id={ids.reasonError} role="alert">
            {form.errors.reason}
          </ReasonError>
        ) : null}
      </Reasons>
      <TextArea
        label={t('Details (optional)')}
        hint={t('What should the moderators look at?')}
        rows={3}
        maxLength={REPORT_TEXT_MAX_LENGTH}
        showCount
        disabled={sending}
        {...form.field('text')}
      />
      {kind === 'video' && startAt >= 1 ? (
        <Checkbox
          label={t('At {{time}} in the video', { time: formatDuration(startAt) })}
          checked={form.values.atTime}
          disabled={sending}
          onChange={(event) => form.setValue('atTime', event.target.checked)}
        />
      ) : null}
    </Dialog>
  );
}

const Reasons = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 6px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 32px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }

  input {
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const ReasonError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
