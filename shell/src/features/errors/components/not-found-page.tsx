import { Button, hrefs, useDocumentTitle } from '@kinora/shared';
import { Link } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <ErrorScreen title="Page not found" message="The page you are looking for does not exist or has moved.">
      <Button as={Link} to={hrefs.home()}>
        Go to Home
      </Button>
    </ErrorScreen>
  );
}
