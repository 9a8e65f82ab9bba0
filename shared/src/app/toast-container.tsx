import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { TOAST_DURATIONS, TOAST_LIMIT, toastHostState } from '../stores/notify';

/** The container itself, in a chunk of its own with the toast library. */
export default function KinoraToastContainer() {
  // Effects run child first: the library's container has registered itself by now, so the calls
  // replayed here land in it.
  useEffect(() => {
    toastHostState.attach(toast);
    return () => toastHostState.detach(toast);
  }, []);
  return (
    <ToastContainer
      position="bottom-center"
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATIONS.default}
      theme="dark"
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
      pauseOnHover
    />
  );
}
