import { type Id, toast, type TypeOptions } from 'react-toastify';

/**
 * At most 20 toasts kept, so a burst of failures cannot bury the page; success goes after 2 s,
 * error and plain after 4 s (long enough to read a sentence), loading stays until replaced.
 */
export const TOAST_LIMIT = 20;
export const TOAST_DURATIONS = {
  success: 2000,
  error: 4000,
  info: 4000,
  warning: 4000,
  default: 4000,
} as const satisfies Record<TypeOptions, number>;

export type ToastId = Id;
export type NotifyType = keyof typeof TOAST_DURATIONS;

function plain(message: string): ToastId {
  return toast(message, { autoClose: TOAST_DURATIONS.default });
}

/**
 * The site's toasts. Remotes call this; the one container is the shell's `ToastHost`.
 * `notify('Saved')` shows a plain toast; `notify.loading` stays until `notify.update` replaces it.
 */
export const notify = Object.assign(plain, {
  success: (message: string): ToastId =>
    toast.success(message, { autoClose: TOAST_DURATIONS.success }),
  error: (message: string): ToastId => toast.error(message, { autoClose: TOAST_DURATIONS.error }),
  info: (message: string): ToastId => toast.info(message, { autoClose: TOAST_DURATIONS.info }),
  warning: (message: string): ToastId =>
    toast.warning(message, { autoClose: TOAST_DURATIONS.warning }),
  loading: (message: string): ToastId => toast.loading(message, { autoClose: false }),
  /** Replaces a toast (typically a loading one) with a final message and its normal duration. */
  update: (id: ToastId, { type, message }: { type: NotifyType; message: string }): void => {
    toast.update(id, {
      render: message,
      type,
      isLoading: false,
      autoClose: TOAST_DURATIONS[type],
      closeButton: true,
      closeOnClick: true,
      draggable: true,
    });
  },
  dismiss: (id?: ToastId): void => {
    toast.dismiss(id);
  },
});
