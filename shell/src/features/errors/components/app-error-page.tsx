import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, documentTitle } from '@kinora/shared';
import { ErrorScreen } from './error-screen';

/** The page for an error nothing closer to it could handle. */
export function AppErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[kinora] unexpected error', error);
    document.title = documentTitle('Application Error');
  }, [error]);
  return (
    <ErrorScreen
      title="Application Error"
      message="Something went wrong. Please try refreshing the page."
    >
      <Button onClick={() => window.location.reload()}>Refresh</Button>
    </ErrorScreen>
  );
}
