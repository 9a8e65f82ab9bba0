import { type ReactNode, useRef } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (default true). */
  destructive?: boolean;
  /** Disables both buttons while the action runs. */
  busy?: boolean;
}

/** "Are you sure?" with Cancel and Confirm. Focus starts on Cancel: the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = true,
  busy = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      busy={busy}
      title={title}
      description={message}
      role="alertdialog"
      initialFocusRef={cancelRef}
      width={420}
      actions={{ confirmLabel, onConfirm, danger: destructive, cancelLabel, cancelRef }}
    />
  );
}
