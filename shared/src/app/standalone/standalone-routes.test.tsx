import { screen } from '@testing-library/react';
import { http as mock } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '../../stores/use-session';
import { makeUser } from '../../test-utils/fixtures';
import { apiUrl, fail, ok, setupApiServer } from '../../test-utils/msw';
import { KinoraThemeProvider } from '../../ui/theme/kinora-theme-provider';
import { standaloneRoutes } from './standalone-routes';

const me = makeUser({ username: 'ann' });
const server = setupApiServer(
  mock.post(apiUrl('/users/login'), () => ok({ user: me, accessToken: 'acc', refreshToken: 'r' })),
);

const routes = [
  { path: '/history' as const, Component: () => <h1>Watch History</h1> },
  { path: '/explore' as const, Component: () => <h1>Explore All Videos</h1> },
];

function mount(entry: string) {
  const router = createMemoryRouter(standaloneRoutes('Kinora · library (standalone)', routes), {
    initialEntries: [entry],
  });
  render(
    <KinoraThemeProvider>
      <RouterProvider router={router} />
    </KinoraThemeProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'anonymous', user: null });
});

describe('standalone host routes', () => {
  it('serves public routes and links to them', () => {
    mount('/explore');
    expect(screen.getByRole('heading', { name: 'Explore All Videos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/history' })).toHaveAttribute('href', '/history');
  });

  it('guards protected routes with its own login and returns after signing in', async () => {
    const { user, router } = mount('/history');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email or username'), 'ann@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Watch History' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/history');
  });

  it('shows the server message when login fails', async () => {
    server.use(mock.post(apiUrl('/users/login'), () => fail(401, 'Invalid email or password')));
    const { user } = mount('/login');
    await user.type(screen.getByLabelText('Email or username'), 'ann@example.test');
    await user.type(screen.getByLabelText('Password'), 'nope123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('explains routes of other apps', () => {
    mount('/creator/dashboard');
    expect(screen.getByRole('heading', { name: 'Not part of this remote' })).toBeInTheDocument();
  });
});
