import { ButtonLink, hrefs, useDocumentTitle } from '@kinora/shared';
import { ErrorScreen } from './error-screen';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <ErrorScreen
      title="Page not found"
      message="The page you are looking for does not exist or has moved."
    >
      <ButtonLink to={hrefs.home()}>Go to Home</ButtonLink>
    </ErrorScreen>
  );
}
