import {
  ApiError,
  Button,
  ButtonLink,
  confirmEmail,
  ErrorState,
  getCurrentUser,
  getErrorMessage,
  hrefs,
  LoadingState,
  useAsync,
  useDocumentTitle,
  useLocation,
  useSearchParams,
  useSession,
  type EmailConfirmed,
  type ReturnLocationState,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AuthCard } from './auth-card';
import { LinkNotWorking } from './link-not-working';

const TITLE_ID = 'verify-title';

/**
 * A link is used up by its confirmation: one request per token for the page's life, however often
 * the page's effect runs (development runs it twice), and none again for one that worked.
 */
const confirmations = new Map<string, Promise<EmailConfirmed>>();
function confirmOnce(token: string): Promise<EmailConfirmed> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmEmail(token);
    confirmations.set(token, confirmation);
    confirmation.catch(() => confirmations.delete(token));
  }
  return confirmation;
}

/** Confirms, then shows the signed-in account as it now is (verified, or its new address). */
async function confirmAndRefresh(token: string): Promise<EmailConfirmed> {
  const confirmed = await confirmOnce(token);
  const { user, setUser } = useSession.getState();
  if (user) {
    // The confirmation stands even when the account cannot be read again now.
    await getCurrentUser().then(setUser, () => undefined);
  }
  return confirmed;
}

/**
 * `/verify-email?token=`, opened from a verification or change-of-address mail. The address is
 * confirmed by this page's script, not by opening the link: mail scanners that fetch every link
 * of a message confirm nothing.
 */
export function VerifyEmailPage() {
  const t = useT();
  useDocumentTitle(t('Confirm your email address'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useSession((state) => state.user !== null);
  const confirmation = useAsync(token ? () => confirmAndRefresh(token) : null, [token]);

  if (!token) return <LinkNotWorking action={<NewLinkAction signedIn={signedIn} />} />;
  const { state } = confirmation;
  if (state.status === 'loading') {
    return (
      <AuthCard>
        <LoadingState label={t('Confirming your email address...')} />
      </AuthCard>
    );
  }
  if (state.status === 'error') {
    // 400: expired, used or altered. Anything else (too many tries, an address taken meanwhile)
    // is said in the server's words.
    if (state.error instanceof ApiError && state.error.status === 400)
      return <LinkNotWorking action={<NewLinkAction signedIn={signedIn} />} />;
    return (
      <AuthCard>
        <ErrorState
          message={getErrorMessage(
            state.error,
            t('Your address could not be confirmed. Please try again.'),
          )}
          onRetry={confirmation.reload}
        />
      </AuthCard>
    );
  }

  const { outcome, email } = state.data;
  return (
    <AuthCard aria-labelledby={TITLE_ID}>
      {outcome === 'verified' ? (
        <>
          <h1 id={TITLE_ID}>{t('Your email address is verified')}</h1>
          <p className="lead" role="status">
            {t('Thank you for confirming')} <strong>{email}</strong>.
          </p>
        </>
      ) : (
        <>
          <h1 id={TITLE_ID}>{t('Your new address is confirmed: {{email}}', { email })}</h1>
          <p className="lead" role="status">
            {t('Sign in with it from now on; mail for your account goes there too.')}
          </p>
        </>
      )}
      <ButtonLink to={signedIn ? hrefs.home() : hrefs.login()} $variant="secondary">
        {signedIn ? t('Go to Home') : t('Sign in')}
      </ButtonLink>
    </AuthCard>
  );
}

/**
 * The way to a new link: signed in, it is sent at once; signed out, the person signs in first
 * and comes back here.
 */
function NewLinkAction({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const location = useLocation();
  const { resend, sending } = useResendVerification();
  if (signedIn) {
    return (
      <Button $variant="secondary" onClick={resend} disabled={sending}>
        {sending ? t('Sending...') : t('Send a new link')}
      </Button>
    );
  }
  const state: ReturnLocationState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <ButtonLink to={hrefs.login()} state={state} $variant="secondary">
      {t('Sign in to send a new link')}
    </ButtonLink>
  );
}
