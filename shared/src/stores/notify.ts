import type { Id, toast as toastApi, TypeOptions } from 'react-toastify';

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
export type ToastApi = typeof toastApi;

/*
 * The toast library is not part of a first visit: most pages never toast. `notify` hands out its
 * ids at once (so a caller can update a loading toast later) and keeps each call, in order, until
 * the host has loaded the library and mounted its container; from then on calls go straight
 * through.
 */
type ToastCall = (toast: ToastApi) => void;
let mounted: ToastApi | null = null;
const waiting: ToastCall[] = [];
const hostListeners = new Set<() => void>();
let requested = false;
let lastId = 0;

function run(call: ToastCall): void {
  if (mounted) {
    call(mounted);
    return;
  }
  waiting.push(call);
  if (!requested) {
    requested = true;
    hostListeners.forEach((listener) => listener());
  }
}

/** The host's side: has anything asked for a toast yet? */
export const toastHostState = {
  requested: (): boolean => requested,
  subscribe: (listener: () => void): (() => void) => {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  /** Called by the mounted container: replays the calls made while it loaded. */
  attach: (toast: ToastApi): void => {
    mounted = toast;
    waiting.splice(0).forEach((call) => call(toast));
  },
  detach: (toast: ToastApi): void => {
    if (mounted === toast) mounted = null;
  },
};

function show(message: string, type: NotifyType | 'loading', autoClose: number | false): ToastId {
  lastId += 1;
  const toastId = `kinora-toast-${lastId}`;
  run((toast) => {
    if (type === 'loading') toast.loading(message, { toastId, autoClose });
    else toast(message, { toastId, type, autoClose });
  });
  return toastId;
}

/**
 * The site's toasts. Remotes call this; the one container is the shell's `ToastHost`.
 * `notify('Saved')` shows a plain toast; `notify.loading` stays until `notify.update` replaces it.
 */
export const notify = Object.assign(
  (message: string): ToastId => show(message, 'default', TOAST_DURATIONS.default),
  {
    success: (message: string): ToastId => show(message, 'success', TOAST_DURATIONS.success),
    error: (message: string): ToastId => show(message, 'error', TOAST_DURATIONS.error),
    info: (message: string): ToastId => show(message, 'info', TOAST_DURATIONS.info),
    warning: (message: string): ToastId => show(message, 'warning', TOAST_DURATIONS.warning),
    loading: (message: string): ToastId => show(message, 'loading', false),
    /** Replaces a toast (typically a loading one) with a final message and its normal duration. */
    update: (id: ToastId, { type, message }: { type: NotifyType; message: string }): void => {
      run((toast) =>
        toast.update(id, {
          render: message,
          type,
          isLoading: false,
          autoClose: TOAST_DURATIONS[type],
          closeButton: true,
          closeOnClick: true,
          draggable: true,
        }),
      );
    },
    dismiss: (id?: ToastId): void => {
      run((toast) => toast.dismiss(id));
    },
  },
);
