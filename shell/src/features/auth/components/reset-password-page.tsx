import {
  ApiError,
  ButtonLink,
  checkPasswordResetLink,
  ErrorState,
  getErrorMessage,
  hrefs,
  LoadingState,
  notify,
  useAsync,
  useDocumentTitle,
  useNavigate,
  useSearchParams,
  displayNameOf,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { useSignInSteps } from '../hooks/use-sign-in-steps';
import { AuthCard } from './auth-card';
import { LinkNotWorking } from './link-not-working';
import { NewPasswordForm } from './new-password-form';
import { SecondFactorStep } from './second-factor-step';

const TITLE_ID = 'reset-title';

/** The server answers 400 for a link that expired, was used or was altered. */
const isBadLink = (error: unknown) => error instanceof ApiError && error.status === 400;

/**
 * `/reset-password?token=`, opened from a reset mail: checks the link first, then asks for the
 * new password; setting it signs this device in (after the second factor, if the account has one).
 */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('Set a new password'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const link = useAsync(token ? () => checkPasswordResetLink(token) : null, [token]);
  const steps = useSignInSteps((user) => {
    notify.success(
      t('Your new password is set. Welcome back, {{name}}!', { name: displayNameOf(user) }),
    );
    void navigate(hrefs.home(), { replace: true });
  });

  const sendNewLink = (
    <ButtonLink to={hrefs.forgotPassword()} $variant="secondary">
      {t('Send a new link')}
    </ButtonLink>
  );
  if (!token) return <LinkNotWorking action={sendNewLink} />;

  if (steps.challenge) {
    return (
      <AuthCard aria-labelledby={TITLE_ID}>
        <SecondFactorStep
          challenge={steps.challenge}
          titleId={TITLE_ID}
          onStep={steps.onStep}
          // The new password is set: the person signs in with it (the step said why).
          onExpired={() => void navigate(hrefs.login(), { replace: true })}
        />
      </AuthCard>
    );
  }

  const { state } = link;
  if (state.status === 'loading') {
    return (
      <AuthCard>
        <LoadingState label={t('Checking your link...')} />
      </AuthCard>
    );
  }
  if (state.status === 'error') {
    if (isBadLink(state.error)) return <LinkNotWorking action={sendNewLink} />;
    return (
      <AuthCard>
        <ErrorState
          message={getErrorMessage(
            state.error,
            t('Your link could not be checked. Please try again.'),
          )}
          onRetry={link.reload}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID}>{t('Set a new password')}</h1>
      <p className="lead">
        {t('For')} <strong>{state.data.email}</strong>.{' '}
        {t('Every device signed in to the account will be signed out.')}
      </p>
      <NewPasswordForm token={token} email={state.data.email} onStep={steps.onStep} />
    </AuthCard>
  );
}
