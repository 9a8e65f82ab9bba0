import { useState } from 'react';
import { ConfirmDialog, type BlockScope, handleOf, useSharedT } from '@kinora/shared';
import { blockQuestion } from './block-texts';
import { changeBlock, type BlockedUser } from './change-block';

export interface BlockDialogProps {
  user: BlockedUser;
  /** Block everywhere, or hide from the viewer's channel. */
  scope: BlockScope;
  onClose: () => void;
}

/**
 * The question before a block or a hiding from the channel, which sends it once confirmed. Busy
 * while it runs; it closes either way, a failure being told by a toast (as a delete's is).
 */
export function BlockDialog({ user, scope, onClose }: BlockDialogProps) {
  const t = useSharedT();
  const [busy, setBusy] = useState(false);
  const question = blockQuestion(scope, handleOf(user), t);

  const confirm = async () => {
    setBusy(true);
    await changeBlock(user, scope);
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={question.title}
      message={question.message}
      confirmLabel={question.confirm}
      busy={busy}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
