import { useState } from 'react';
import { Button, ConfirmDialog, useSharedT } from '@kinora/shared';

/** The words of one discussion's delete. */
export interface DiscussionDeleteTexts {
  /** The button's name for screen readers when 'Delete' alone is not enough ('Delete post'). */
  label?: string;
  title: string;
  question: string;
  /** The confirm button's word ('Remove'); 'Confirm' when not given. */
  confirm?: string;
}

export interface DiscussionDeleteButtonProps {
  texts: DiscussionDeleteTexts;
  /** Resolves true when the entry is gone (it then leaves the page with this button). */
  onDelete: () => Promise<boolean>;
}

/** Delete of one's own entry, only after 'Are you sure?'; a failure closes the question. */
export function DiscussionDeleteButton({ texts, onDelete }: DiscussionDeleteButtonProps) {
  const t = useSharedT();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        $variant="ghost"
        $size="sm"
        {...(texts.label ? { 'aria-label': texts.label } : {})}
        onClick={() => setConfirming(true)}
      >
        {t('Delete')}
      </Button>
      <DiscussionDeleteDialog
        open={confirming}
        texts={texts}
        onDelete={onDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export interface DiscussionDeleteDialogProps extends DiscussionDeleteButtonProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The 'Are you sure?' before an entry is deleted, for whatever asks it (Delete, a menu's Remove).
 * Busy while the delete runs; a failure closes it, a success leaves it to go with its entry.
 */
export function DiscussionDeleteDialog({
  open,
  texts,
  onDelete,
  onClose,
}: DiscussionDeleteDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    if (await onDelete()) return;
    setBusy(false);
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      message={texts.question}
      {...(texts.confirm ? { confirmLabel: texts.confirm } : {})}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
