import { useId } from 'react';
import styled from 'styled-components';
import {
  Dialog,
  formatDuration,
  getErrorMessage,
  notify,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type CreateReportRequest,
  type ReportItemKind,
  type ReportReason,
} from '@kinora/shared';
import { Checkbox, TextArea, useForm } from '@kinora/shared/forms';
import { createReport } from './api';
import { REPORT_ITEM_NOUNS, REPORT_REASON_LABELS, REPORT_THANKS } from './report-texts';

export const REPORT_CHOOSE_REASON = 'Choose a reason.';
export const REPORT_FAILED = 'Could not send your report. Please try again.';

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
  const ids = { reasons: useId(), reasonError: useId() };
  const form = useForm<ReportValues>({ reason: null, text: '', atTime: false });
  const sending = form.submitting;
  const noun = REPORT_ITEM_NOUNS[kind];

  const send = async ({ reason, text, atTime }: ReportValues) => {
    if (!reason) {
      form.setErrors({ reason: REPORT_CHOOSE_REASON });
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
      notify.success(REPORT_THANKS);
      onClose();
      return 'leaving';
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, REPORT_FAILED) });
      return;
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={sending}
      title={`Report ${noun}`}
      description="The moderators will look at it, and let you know what they decided."
      width={520}
      actions={{ confirmLabel: sending ? 'Sending...' : 'Report' }}
      onSubmit={form.handleSubmit(send)}
      error={form.errors.form}
    >
      <Reasons
        aria-describedby={form.errors.reason ? ids.reasonError : undefined}
        disabled={sending}
      >
        <legend id={ids.reasons}>What is wrong with this {noun}?</legend>
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
        label="Details (optional)"
        hint="What should the moderators look at?"
        rows={3}
        maxLength={REPORT_TEXT_MAX_LENGTH}
        showCount
        disabled={sending}
        {...form.field('text')}
      />
      {kind === 'video' && startAt >= 1 ? (
        <Checkbox
          label={<>At {formatDuration(startAt)} in the video</>}
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
