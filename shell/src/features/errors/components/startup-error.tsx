import { Suspense } from 'react';
import { AppProviders, Button, useFirstScreenReady } from '@kinora/shared';
import { useT } from '../../../i18n';
import { ErrorScreen } from './error-screen';

/** Shown when the shell cannot even start (for example the deployment file is missing). */
export function StartupError({ error }: { error: unknown }) {
  // Start-up may have failed before the interface's catalogue arrived: the screen waits for it.
  return (
    <AppProviders>
      <Suspense fallback={null}>
        <StartupErrorScreen error={error} />
      </Suspense>
    </AppProviders>
  );
}

function StartupErrorScreen({ error }: { error: unknown }) {
  const t = useT();
  useFirstScreenReady(true);
  // The failure's own words are for whoever runs the site: they stay as the code wrote them.
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <ErrorScreen
      title={t('Application Error')}
      message={t('Something went wrong. Please try refreshing the page.')}
    >
      <p>{detail}</p>
      <Button onClick={() => window.location.reload()}>{t('Refresh')}</Button>
    </ErrorScreen>
  );
}
