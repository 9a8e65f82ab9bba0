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
} from '@kinora/shared';
import { TextArea, TextField, useForm } from '@kinora/shared/forms';
import { actOnReport } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { ACTION_LABELS, DURATION_LABELS, ITEM_KIND_LABELS } from '../texts';

export const ACTION_FAILED = 'Could not do that. Please try again.';
export const SUSPENSION_REASON_REQUIRED = 'Say why: the owner reads it when they try to sign in.';

/** What a sensitive mark does, said before a moderator sets or lifts theirs. */
const SENSITIVE_MARK_TEXT: Partial<Record<ModerationAction, string>> = {
  'mark-sensitive':
    'Its thumbnail is blurred and viewers are warned before it plays, unless they chose to see such videos. Only a moderator can take this mark off.',
  'unmark-sensitive':
    'Only the moderators’ mark comes off: if the owner marked it sensitive too, it stays so.',
};

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

/** The dialog's title: what is about to happen, to what or whom. */
function titleOf(action: ModerationAction, entry: ReportedItem): string {
  const thing = ITEM_KIND_LABELS[entry.item.kind].toLowerCase();
  const owner = `@${entry.item.owner.username}`;
  switch (action) {
    case 'dismiss':
      return `Dismiss the reports of this ${thing}`;
    case 'remove':
      return `Remove this ${thing}`;
    case 'restore':
      return `Restore this ${thing}`;
    case 'suspend':
      return `Suspend ${owner}`;
    case 'unsuspend':
      return `Lift the suspension of ${owner}`;
    case 'mark-sensitive':
      return `Mark this ${thing} sensitive`;
    case 'unmark-sensitive':
      return `Take the sensitive mark off this ${thing}`;
  }
}

/** What was done, for the toast. */
function doneMessage(action: ModerationAction, entry: ReportedItem): string {
  const thing = ITEM_KIND_LABELS[entry.item.kind];
  const owner = `@${entry.item.owner.username}`;
  switch (action) {
    case 'dismiss':
      return 'Reports dismissed';
    case 'remove':
      return `${thing} removed`;
    case 'restore':
      return `${thing} restored`;
    case 'suspend':
      return `${owner} suspended`;
    case 'unsuspend':
      return `${owner} may sign in again`;
    case 'mark-sensitive':
      return `${thing} marked sensitive`;
    case 'unmark-sensitive':
      return `${thing} no longer marked sensitive`;
  }
}

const DURATION_OPTIONS = SUSPENSION_DURATIONS.map((value) => ({
  value,
  label: DURATION_LABELS[value],
}));

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
  const form = useForm<ActionValues>({ note: '', reason: '', duration: '7d' });
  const busy = form.submitting;
  const asksReason = action === 'remove' || action === 'suspend';

  const act = async ({ note, reason, duration }: ActionValues) => {
    const cleanReason = reason.trim();
    if (action === 'suspend' && !cleanReason) {
      form.setErrors({ reason: SUSPENSION_REASON_REQUIRED });
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
      form.setErrors({ form: ACTION_FAILED });
      return;
    }
    try {
      const updated = await actOnReport(reportId, body);
      notify.success(doneMessage(action, entry));
      onDone(updated);
      return 'leaving';
    } catch (failure) {
      form.setErrors({ form: getErrorMessage(failure, ACTION_FAILED) });
      return;
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={titleOf(action, entry)}
      width={520}
      actions={{ confirmLabel: ACTION_LABELS[action], danger: asksReason }}
      onSubmit={form.handleSubmit(act)}
      error={form.errors.form}
    >
      {SENSITIVE_MARK_TEXT[action] ? <Explain>{SENSITIVE_MARK_TEXT[action]}</Explain> : null}
      {action === 'suspend' ? (
        <Duration>
          <span aria-hidden="true">For how long</span>
          <SegmentedControl
            label="For how long"
            options={DURATION_OPTIONS}
            value={form.values.duration}
            onChange={(duration) => form.setValue('duration', duration)}
          />
        </Duration>
      ) : null}
      {asksReason ? (
        <TextField
          label={
            action === 'suspend'
              ? 'Reason shown to the owner'
              : 'Reason shown to the owner (optional)'
          }
          hint={
            action === 'suspend'
              ? 'They read it when they try to sign in.'
              : 'They read it beside the removed item.'
          }
          maxLength={MODERATION_REASON_MAX_LENGTH}
          error={form.errors.reason}
          disabled={busy}
          {...form.field('reason')}
        />
      ) : null}
      <TextArea
        label="Note for the moderators (optional)"
        hint="Kept in the moderation log; the owner and the reporters never see it."
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
