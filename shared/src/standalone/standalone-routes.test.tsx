import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';
import { KinoraThemeProvider, MemoryRouter, useLocation, useSession } from '@kinora/shared';
import { apiUrl, fail, makeUser, ok, setupApiServer } from '@kinora/shared/test-utils';
import { StandaloneRoutes } from './standalone-routes';

const me = makeUser({ username: 'ann' });
const server = setupApiServer(
  mock.post(apiUrl('/users/login'), () => ok({ user: me, accessToken: 'acc', refreshToken: 'r' })),
);

const routes = [
  { path: '/history', Component: () => <h1>Watch History</h1>, protected: true },
  { path: '/explore', Component: () => <h1>Explore All Videos</h1> },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function mount(entry: string) {
  render(
    <KinoraThemeProvider>
      <MemoryRouter initialEntries={[entry]}>
        <StandaloneRoutes title="Kinora · library (standalone)" routes={routes} />
        <Where />
      </MemoryRouter>
    </KinoraThemeProvider>,
  );
  return { user: userEvent.setup() };
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
    const { user } = mount('/history');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email or username'), 'ann@example.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Watch History' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/history');
  });

  it('shows the server message when login fails', async () => {
    server.use(mock.post(apiUrl('/users/login'), () => fail(401, 'Invalid email or password')));
    const { user } = mount('/login');
    await user.type(screen.getByLabelText('Email or username'), 'ann@example.test');
    await user.type(screen.getByLabelText('Password'), 'nope123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows the error page when a page fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = [
      ...routes,
      {
        path: '/results',
        Component: (): never => {
          throw new Error('boom');
        },
      },
    ];
    render(
      <KinoraThemeProvider>
        <MemoryRouter initialEntries={['/results']}>
          <StandaloneRoutes title="Kinora · library (standalone)" routes={broken} />
        </MemoryRouter>
      </KinoraThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Application Error');
  });

  it('explains routes of other apps', () => {
    mount('/creator/dashboard');
    expect(screen.getByRole('heading', { name: 'Not part of this remote' })).toBeInTheDocument();
  });
});
