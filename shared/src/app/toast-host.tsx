import { ToastContainer } from 'react-toastify';
import { TOAST_DURATIONS, TOAST_LIMIT } from '../stores/notify';

/**
 * The page's one toast container (bottom centre, at most 20). Only the shell renders it
 * (a remote's standalone host may too, as the shell's stand-in); remotes call `notify`.
 */
export function ToastHost() {
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
