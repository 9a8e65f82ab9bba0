import { RemoteLoadError } from '../remote-load-error';
import { RemoteFallback } from './remote-fallback';

interface RecordUnavailableProps {
  remote: string;
  error: unknown;
}

/**
 * A URL no page matched while a remote's route record could not be read: the page may be that
 * remote's, so the person is told that part of the site is down rather than that the page does
 * not exist. Retry starts the site again, which reads the records again.
 */
export function RecordUnavailable({ remote, error }: RecordUnavailableProps) {
  return (
    <RemoteFallback
      error={new RemoteLoadError(remote, 'unavailable', error)}
      onRetry={() => window.location.reload()}
    />
  );
}
