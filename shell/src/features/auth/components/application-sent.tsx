import { ButtonLink, hrefs } from '@kinora/shared';
import { AuthCard } from './auth-card';

export const APPLICATION_THANKS =
  'Thanks for applying. An admin will review your application; you can sign in once it is approved.';

/** After applying: no account and no session yet, only the promise of a review. */
export function ApplicationSent() {
  return (
    <AuthCard aria-labelledby="register-title">
      <h1 id="register-title">Application sent</h1>
      <p className="lead" role="status">
        {APPLICATION_THANKS}
      </p>
      <ButtonLink to={hrefs.home()} $variant="secondary">
        Go to Home
      </ButtonLink>
    </AuthCard>
  );
}
