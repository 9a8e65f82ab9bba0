import { AppProviders, Button, useFirstScreenReady } from '@kinora/shared';
import { ErrorScreen } from './error-screen';

/** Shown when the shell cannot even start (for example the deployment file is missing). */
export function StartupError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  useFirstScreenReady(true);
  return (
    <AppProviders>
      <ErrorScreen
        title="Application Error"
        message="Something went wrong. Please try refreshing the page."
      >
        <p>{detail}</p>
        <Button onClick={() => window.location.reload()}>Refresh</Button>
      </ErrorScreen>
    </AppProviders>
  );
}
