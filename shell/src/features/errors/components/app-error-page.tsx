import { useEffect } from 'react';
import { Button, documentTitle, useFirstScreenReady } from '@kinora/shared';
import { ErrorScreen } from './error-screen';

/** The page for an error nothing closer to it could handle. */
export function AppErrorPage() {
  useFirstScreenReady(true);
  // The boundary that caught the error has logged it with the component stack.
  useEffect(() => {
    document.title = documentTitle('Application Error');
  }, []);
  return (
    <ErrorScreen
      title="Application Error"
      message="Something went wrong. Please try refreshing the page."
    >
      <Button onClick={() => window.location.reload()}>Refresh</Button>
    </ErrorScreen>
  );
}
