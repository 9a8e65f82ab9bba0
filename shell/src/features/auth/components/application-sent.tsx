import { ButtonLink, hrefs } from '@kinora/shared';
import { useT } from '../../../i18n';
import { AuthCard } from './auth-card';

/** After applying: no account and no session yet, only the promise of a review. */
export function ApplicationSent() {
  const t = useT();
  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">{t('Application sent')}</h1>
      <p className="lead" role="status">
        {t(
          'Thanks for applying. An admin will review your application; you can sign in once it is approved.',
        )}
      </p>
      <ButtonLink to={hrefs.home()} $variant="secondary">
        {t('Go to Home')}
      </ButtonLink>
    </AuthCard>
  );
}
