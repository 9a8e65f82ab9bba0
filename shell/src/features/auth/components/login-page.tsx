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
  TextField,
  useDocumentTitle,
  useForm,
  useSession,
  type ReturnLocationState,
} from '@kinora/shared';
import { useReturnLocation } from '../hooks/use-return-location';
import { AuthCard } from './auth-card';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

export function LoginPage() {
  useDocumentTitle('Login');
  const { login, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnLocation();
  const form = useForm({ identifier: '', password: '' });

  if (user && !form.submitting) return <Navigate to={returnTo} replace />;

  const submit = async ({ identifier, password }: typeof form.values) => {
    form.setErrors({});
    try {
      const step = await login(identifier.trim(), password);
      // PLACEHOLDER (branch acct-base only): the second step is built on the shell's branch.
      if ('secondFactor' in step) throw new Error('Two-factor sign-in is not built yet.');
      const signedIn = step.user;
      notify.success(`Welcome back, ${signedIn.fullName || signedIn.username}!`);
      void navigate(returnTo, { replace: true });
      return 'leaving';
    } catch (failure) {
      const message = getErrorMessage(failure, LOGIN_FAILED);
      form.setErrors({ form: message });
      notify.error(message);
      return;
    }
  };

  return (
    <AuthCard aria-labelledby="login-title">
      <h1 id="login-title">Welcome Back</h1>
      <p className="lead">Sign in to like, comment, subscribe and upload.</p>
      <form onSubmit={form.handleSubmit(submit)} noValidate={false}>
        {/* One field for both: an address with an @ signs in by email, anything else by
            username. Plain text, so the browser does not reject a username as a bad email. */}
        <TextField
          label="Email or username"
          type="text"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.field('identifier')}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        {form.errors.form && <FormError>{form.errors.form}</FormError>}
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Signing in...' : 'Login'}
        </Button>
      </form>
      <p className="switch">
        New to Kinora?{' '}
        <Link to={hrefs.register()} state={location.state as ReturnLocationState | null}>
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
