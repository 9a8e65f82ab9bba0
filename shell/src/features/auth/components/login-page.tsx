import { useState, type FormEvent } from 'react';
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
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (user && !submitting) return <Navigate to={returnTo} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      const signedIn = await login(identifier.trim(), password);
      notify.success(`Welcome back, ${signedIn.fullName || signedIn.username}!`);
      void navigate(returnTo, { replace: true });
    } catch (failure) {
      const message = getErrorMessage(failure, LOGIN_FAILED);
      setError(message);
      notify.error(message);
      setSubmitting(false);
    }
  };

  return (
    <AuthCard aria-labelledby="login-title">
      <h1 id="login-title">Welcome Back</h1>
      <p className="lead">Sign in to like, comment, subscribe and upload.</p>
      <form onSubmit={(event) => void submit(event)} noValidate={false}>
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
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && <FormError>{error}</FormError>}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Signing in...' : 'Login'}
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
