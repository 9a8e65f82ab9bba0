import { type ReactNode, useRef } from 'react';
import { useSharedT } from '../i18n/shared-catalogue';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Default 'Confirm'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
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
  confirmLabel,
  cancelLabel,
  destructive = true,
  busy = false,
}: ConfirmDialogProps) {
  const t = useSharedT();
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
      actions={{
        confirmLabel: confirmLabel ?? t('Confirm'),
        onConfirm,
        danger: destructive,
        cancelLabel: cancelLabel ?? t('Cancel'),
        cancelRef,
      }}
    />
  );
}
