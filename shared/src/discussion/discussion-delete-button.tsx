import { useState } from 'react';
import { Button, ConfirmDialog } from '@kinora/shared';

/** The words of one discussion's delete. */
export interface DiscussionDeleteTexts {
  /** The button's name for screen readers when 'Delete' alone is not enough ('Delete post'). */
  label?: string;
  title: string;
  question: string;
}

export interface DiscussionDeleteButtonProps {
  texts: DiscussionDeleteTexts;
  /** Resolves true when the entry is gone (it then leaves the page with this button). */
  onDelete: () => Promise<boolean>;
}

/** Delete of one's own entry, only after 'Are you sure?'; a failure closes the question. */
export function DiscussionDeleteButton({ texts, onDelete }: DiscussionDeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    if (await onDelete()) return;
    setBusy(false);
    setConfirming(false);
  };

  return (
    <>
      <Button
        $variant="ghost"
        $size="sm"
        {...(texts.label ? { 'aria-label': texts.label } : {})}
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title={texts.title}
        message={texts.question}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
