import {
  Dialog,
  getErrorMessage,
  MODERATION_NOTE_MAX_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  notify,
  SegmentedControl,
  SUSPENSION_DURATIONS,
  type ModerationAction,
  type ModerationActionRequest,
  type ReportedItem,
  type SuspensionDuration,
  type Translate,
} from '@kinora/shared';
import { TextArea, TextField, useForm } from '@kinora/shared/forms';
import { actOnReport } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { actionLabels, durationLabels } from '../texts';

/** What a sensitive mark does, said before a moderator sets or lifts theirs. */
function sensitiveMarkText(t: Translate, action: ModerationAction): string | null {
  if (action === 'mark-sensitive') {
    return t(
      'Its thumbnail is blurred and viewers are warned before it plays, unless they chose to see such videos. Only a moderator can take this mark off.',
    );
  }
  if (action === 'unmark-sensitive') {
    return t(
      'Only the moderators’ mark comes off: if the owner marked it sensitive too, it stays so.',
    );
  }
  return null;
}

interface ModerationActionDialogProps {
  entry: ReportedItem;
  action: ModerationAction;
  onClose: () => void;
  /** The item as the action left it. */
  onDone: (entry: ReportedItem) => void;
}

interface ActionValues {
  note: string;
  reason: string;
  duration: SuspensionDuration;
}

/**
 * The dialog's title: what is about to happen, to what or whom. Each kind has its own sentences,
 * since other languages agree their words with the noun ('cette vidéo', 'ce commentaire').
 */
function titleOf(t: Translate, action: ModerationAction, entry: ReportedItem): string {
  const { kind } = entry.item;
  const owner = { owner: `@${entry.item.owner.username}` };
  switch (action) {
    case 'dismiss':
      return {
        video: t('Dismiss the reports of this video'),
        comment: t('Dismiss the reports of this comment'),
        post: t('Dismiss the reports of this post'),
        channel: t('Dismiss the reports of this channel'),
      }[kind];
    case 'remove':
      return {
        video: t('Remove this video'),
        comment: t('Remove this comment'),
        post: t('Remove this post'),
        channel: t('Remove this channel'),
      }[kind];
    case 'restore':
      return {
        video: t('Restore this video'),
        comment: t('Restore this comment'),
        post: t('Restore this post'),
        channel: t('Restore this channel'),
      }[kind];
    case 'suspend':
      return t('Suspend {{owner}}', owner);
    case 'unsuspend':
      return t('Lift the suspension of {{owner}}', owner);
    case 'mark-sensitive':
      return {
        video: t('Mark this video sensitive'),
        comment: t('Mark this comment sensitive'),
        post: t('Mark this post sensitive'),
        channel: t('Mark this channel sensitive'),
      }[kind];
    case 'unmark-sensitive':
      return {
        video: t('Take the sensitive mark off this video'),
        comment: t('Take the sensitive mark off this comment'),
        post: t('Take the sensitive mark off this post'),
        channel: t('Take the sensitive mark off this channel'),
      }[kind];
  }
}

/** What was done, for the toast. */
function doneMessage(t: Translate, action: ModerationAction, entry: ReportedItem): string {
  const { kind } = entry.item;
  const owner = { owner: `@${entry.item.owner.username}` };
  switch (action) {
    case 'dismiss':
      return t('Reports dismissed');
    case 'remove':
      return {
        video: t('Video removed'),
        comment: t('Comment removed'),
        post: t('Post removed'),
        channel: t('Channel removed'),
      }[kind];
    case 'restore':
      return {
        video: t('Video restored'),
        comment: t('Comment restored'),
        post: t('Post restored'),
        channel: t('Channel restored'),
      }[kind];
    case 'suspend':
      return t('{{owner}} suspended', owner);
    case 'unsuspend':
      return t('{{owner}} may sign in again', owner);
    case 'mark-sensitive':
      return {
        video: t('Video marked sensitive'),
        comment: t('Comment marked sensitive'),
        post: t('Post marked sensitive'),
        channel: t('Channel marked sensitive'),
      }[kind];
    case 'unmark-sensitive':
      return {
        video: t('Video no longer marked sensitive'),
        comment: t('Comment no longer marked sensitive'),
        post: t('Post no longer marked sensitive'),
        channel: t('Channel no longer marked sensitive'),
      }[kind];
  }
}

/**
 * One action on a reported item, with a note for the other moderators (kept in the log) and, for a
 * removal or a suspension, the reason the owner is shown. Acting resolves the item's open reports.
 */
export function ModerationActionDialog({
  entry,
  action,
  onClose,
  onDone,
}: ModerationActionDialogProps) {
  const t = useT();
  const form = useForm<ActionValues>({ note: '', reason: '', duration: '7d' });
  const busy = form.submitting;
  const asksReason = action === 'remove' || action === 'suspend';

  const act = async ({ note, reason, duration }: ActionValues) => {
    const cleanReason = reason.trim();
    if (action === 'suspend' && !cleanReason) {
      form.setErrors({ reason: t('Say why: the owner reads it when they try to sign in.') });
      return;
    }
    form.setErrors({});
    const cleanNote = note.trim();
    const body: ModerationActionRequest = {
      action,
      ...(cleanNote ? { note: cleanNote } : {}),
      ...(asksReason && cleanReason ? { reason: cleanReason } : {}),
      ...(action === 'suspend' ? { duration } : {}),
    };
    // Any of the item's reports names it; the newest is always there.
    const reportId = entry.reports[0]?._id;
    if (!reportId) {
      form.setErrors({ form: t('Could not do that. Please try again.') });
      return;
    }
    try {
      const updated = await actOnReport(reportId, body);
      notify.success(doneMessage(t, action, entry));
      onDone(updated);
      return 'leaving';
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, t('Could not do that. Please try again.')) });
      return;
    }
  };

  const explanation = sensitiveMarkText(t, action);
  const durations = durationLabels(t);
  const durationOptions = SUSPENSION_DURATIONS.map((value) => ({
    value,
    label: durations[value],
  }));

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={titleOf(t, action, entry)}
      width={520}
      actions={{ confirmLabel: actionLabels(t)[action], danger: asksReason }}
      onSubmit={form.handleSubmit(act)}
      error={form.errors.form}
    >
      {explanation ? <Explain>{explanation}</Explain> : null}
      {action === 'suspend' ? (
        <Duration>
          <span aria-hidden="true">{t('For how long')}</span>
          <SegmentedControl
            label={t('For how long')}
            options={durationOptions}
            value={form.values.duration}
            onChange={(duration) => form.setValue('duration', duration)}
          />
        </Duration>
      ) : null}
      {asksReason ? (
        <TextField
          label={
            action === 'suspend'
              ? t('Reason shown to the owner')
              : t('Reason shown to the owner (optional)')
          }
          hint={
            action === 'suspend'
              ? t('They read it when they try to sign in.')
              : t('They read it beside the removed item.')
          }
          maxLength={MODERATION_REASON_MAX_LENGTH}
          error={form.errors.reason}
          disabled={busy}
          {...form.field('reason')}
        />
      ) : null}
      <TextArea
        label={t('Note for the moderators (optional)')}
        hint={t('Kept in the moderation log; the owner and the reporters never see it.')}
        rows={3}
        maxLength={MODERATION_NOTE_MAX_LENGTH}
        disabled={busy}
        {...form.field('note')}
      />
    </Dialog>
  );
}

const Explain = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Duration = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;

  > span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
