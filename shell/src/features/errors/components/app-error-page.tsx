import { useEffect } from 'react';
import { Button, documentTitle, useFirstScreenReady } from '@kinora/shared';
import { useT } from '../../../i18n';
import { ErrorScreen } from './error-screen';

/** The page for an error nothing closer to it could handle. */
export function AppErrorPage() {
  const t = useT();
  useFirstScreenReady(true);
  const title = t('Application Error');
  // The boundary that caught the error has logged it with the component stack.
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <ErrorScreen title={title} message={t('Something went wrong. Please try refreshing the page.')}>
      <Button onClick={() => window.location.reload()}>{t('Refresh')}</Button>
    </ErrorScreen>
  );
}
