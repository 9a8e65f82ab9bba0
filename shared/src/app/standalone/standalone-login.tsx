import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useNavigate } from '../../routing/router';
import { getErrorMessage } from '../../api/api-error';
import { hrefs } from '../../routing/paths';
import { useSession } from '../../stores/use-session';
import { Button } from '../../ui/button';
import { FormError, TextField } from '../../ui/form-controls';
import { PageHeader } from '../../ui/page-header';
import { useDocumentTitle } from '../use-document-title';
import type { ReturnLocationState } from '../require-auth';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/** A minimal sign-in for standalone development (the real login page belongs to the shell). */
export function StandaloneLogin() {
  useDocumentTitle('Login');
  const login = useSession((state) => state.login);
  const navigate = useNavigate();
  const from = (useLocation().state as ReturnLocationState | null)?.from;
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login(identifier, password);
      await navigate(from ? `${from.pathname}${from.search}${from.hash}` : hrefs.home(), {
        replace: true,
      });
    } catch (caught) {
      setError(getErrorMessage(caught, LOGIN_FAILED));
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)}>
      <PageHeader title="Welcome Back" subtitle="Standalone development sign-in" />
      <TextField
        label="Email or username"
        type="text"
        autoComplete="username"
        required
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? <FormError>{error}</FormError> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 400px;
  margin: 32px auto;
`;
