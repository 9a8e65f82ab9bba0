import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  Button,
  FormError,
  hrefs,
  getErrorMessage,
  notify,
  useDocumentTitle,
  useSession,
  type ReturnLocationState,
  displayNameOf,
} from '@kinora/shared';
import { TextField, useForm } from '@kinora/shared/forms';
import { useT } from '../../../i18n';
import { useReturnLocation } from '../hooks/use-return-location';
import { useSignInSteps } from '../hooks/use-sign-in-steps';
import { AuthCard } from './auth-card';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondFactorStep } from './second-factor-step';

const TITLE_ID = 'login-title';

export function LoginPage() {
  const t = useT();
  useDocumentTitle(t('Login'));
  const { login, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnLocation();
  const form = useForm({ identifier: '', password: '' });
  const steps = useSignInSteps((signedIn) => {
    notify.success(t('Welcome back, {{name}}!', { name: displayNameOf(signedIn) }));
    void navigate(returnTo, { replace: true });
  });

  // Someone already signed in has nothing to do here; a sign-in on this page leaves by itself.
  if (user && !form.submitting && !steps.signedIn) return <Navigate to={returnTo} replace />;

  const showError = (message: string) => {
    form.setErrors({ form: message });
    notify.error(message);
  };

  const submit = async ({ identifier, password }: typeof form.values) => {
    form.setErrors({});
    try {
      const step = await login(identifier.trim(), password);
      steps.onStep(step);
      return 'user' in step ? 'leaving' : undefined;
    } catch (failure) {
      showError(getErrorMessage(failure, t('Login failed. Please check your credentials.')));
      return;
    }
  };

  if (steps.challenge) {
    return (
      <AuthCard aria-labelledby={TITLE_ID}>
        <SecondFactorStep
          challenge={steps.challenge}
          titleId={TITLE_ID}
          onStep={steps.onStep}
          onExpired={(message) => {
            // Back to the password, which is asked again; the name stays as typed.
            steps.dropChallenge();
            form.setValue('password', '');
            form.setErrors({ form: message });
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard aria-labelledby={TITLE_ID}>
      <h1 id={TITLE_ID}>{t('Welcome Back')}</h1>
      <p className="lead">{t('Sign in to like, comment, subscribe and upload.')}</p>
      <form onSubmit={form.handleSubmit(submit)} noValidate={false}>
        {/* One field for both: an address with an @ signs in by email, anything else by
            username. Plain text, so the browser does not reject a username as a bad email. */}
        <TextField
          label={t('Email or username')}
          type="text"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('identifier')}
        />
        <TextField
          label={t('Password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <p className="aside">
          <Link to={hrefs.forgotPassword()}>{t('Forgot password?')}</Link>
        </p>
        {form.errors.form && <FormError>{form.errors.form}</FormError>}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('Signing in...') : t('Login')}
        </Button>
      </form>
      <PasskeySignInButton onStep={steps.onStep} onError={showError} disabled={form.submitting} />
      <p className="switch">
        {t('New to Kinora?')}{' '}
        <Link to={hrefs.register()} state={location.state as ReturnLocationState | null}>
          {t('Create an account')}
        </Link>
      </p>
    </AuthCard>
  );
}
