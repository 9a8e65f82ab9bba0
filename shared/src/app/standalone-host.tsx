import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import styled from 'styled-components';
import { getErrorMessage } from '../api/api-error';
import { hrefs, PROTECTED_ROUTES, ROUTES } from '../routing/paths';
import { useSession } from '../stores/use-session';
import { Button } from '../ui/button';
import { FormError, TextField } from '../ui/form-controls';
import { AppProviders } from './app-providers';
import { RequireAuth, type ReturnLocationState } from './require-auth';
import { SessionGate } from './session-gate';
import { ToastHost } from './toast-host';
import type { RemoteRouteObject } from '../federation/types';

/**
 * A small host so a remote's team can run and try their remote alone (`pnpm dev` in its folder):
 * the same providers, session and toasts as the shell, a bar with the remote's pages and a plain
 * sign-in form, and the remote's routes. Production always goes through the shell.
 */
export function renderStandalone(name: string, routes: RemoteRouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const children: RouteObject[] = routes.map(({ path, Component }) => ({
    path,
    element: PROTECTED_ROUTES.includes(path) ? (
      <RequireAuth>
        <Component />
      </RequireAuth>
    ) : (
      <Component />
    ),
  }));
  const links = routes.map((route) => route.path).filter((path) => !path.includes(':'));
  const router = createBrowserRouter([
    {
      element: <StandaloneFrame name={name} links={links} />,
      children: [...children, { path: ROUTES.login, element: <StandaloneLogin /> }],
    },
  ]);
  createRoot(container).render(
    <AppProviders>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
      <ToastHost />
    </AppProviders>,
  );
}

function StandaloneFrame({ name, links }: { name: string; links: string[] }) {
  const { user, logout } = useSession();
  return (
    <>
      <Bar>
        <strong>Kinora · {name} (standalone)</strong>
        <nav aria-label="Remote pages">
          {links.map((path) => (
            <Link key={path} to={path}>
              {path}
            </Link>
          ))}
        </nav>
        {user ? (
          <Button $variant="ghost" $size="sm" onClick={() => void logout()}>
            Logout @{user.username}
          </Button>
        ) : (
          <Link to={hrefs.login()}>Login</Link>
        )}
      </Bar>
      <Main>
        <Outlet />
      </Main>
    </>
  );
}

function StandaloneLogin() {
  const login = useSession((state) => state.login);
  const navigate = useNavigate();
  const { state } = useLocation() as { state: ReturnLocationState | null };
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await login(email, password);
      void navigate(state?.from?.pathname ?? '/', { replace: true });
    } catch (failure) {
      setError(getErrorMessage(failure, 'Login failed. Please check your credentials.'));
    }
  };

  return (
    <LoginForm onSubmit={(event) => void submit(event)}>
      <h1>Sign in (standalone)</h1>
      <TextField
        label="Email"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && <FormError>{error}</FormError>}
      <Button type="submit">Login</Button>
    </LoginForm>
  );
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    flex: 1;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Main = styled.main`
  padding: 24px clamp(12px, 3vw, 32px);
`;

const LoginForm = styled.form`
  max-width: 360px;
  margin: 48px auto;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
