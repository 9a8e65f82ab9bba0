import { ButtonLink, hrefs, useDocumentTitle } from '@kinora/shared';
import { useT } from '../../../i18n';
import { ErrorScreen } from './error-screen';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('Page not found'));
  return (
    <ErrorScreen
      title={t('Page not found')}
      message={t('The page you are looking for does not exist or has moved.')}
    >
      <ButtonLink to={hrefs.home()}>{t('Go to Home')}</ButtonLink>
    </ErrorScreen>
  );
}
