import {
  Link,
  Navigate,
  hrefs,
  useLocation,
  useSession,
  type ReturnLocationState,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { useReturnLocation } from '../hooks/use-return-location';
import { AuthCard } from './auth-card';

/** Where the site takes no new accounts: said plainly, with the way to sign in. */
export function RegistrationClosed() {
  const t = useT();
  const location = useLocation();
  const user = useSession((state) => state.user);
  const returnTo = useReturnLocation();
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">{t('Registration is closed')}</h1>
      <p className="lead">
        {t(
          'This site is not taking new accounts at the moment. If you already have one, you can still sign in.',
        )}
      </p>
      <p className="switch">
        <Link to={hrefs.login()} state={location.state as ReturnLocationState | null}>
          {t('Sign in')}
        </Link>
      </p>
    </AuthCard>
  );
}
