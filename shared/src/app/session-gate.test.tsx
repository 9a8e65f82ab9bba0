import { render, screen } from '@testing-library/react';
import { http as mock } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from '../routing/router';
import { useSession } from '../stores/use-session';
import { makeUser } from '../test-utils/fixtures';
import { apiUrl, ok, setupApiServer } from '../test-utils/msw';
import { KinoraThemeProvider } from '../ui/theme/kinora-theme-provider';
import { type ReturnLocationState, RequireAuth } from './require-auth';
import { SessionGate } from './session-gate';
import { useDocumentTitle } from './use-document-title';

const me = makeUser({ username: 'ann' });
setupApiServer(
  mock.post(apiUrl('/users/refresh-token'), () => ok({ accessToken: 'fresh', user: me })),
  mock.get(apiUrl('/users/current-user'), () => ok(me)),
);

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'initializing', user: null });
});

describe('SessionGate', () => {
  it('shows Initializing Session... until the session cookie is turned into a signed-in user', async () => {
    document.cookie = 'kinora-session=1; path=/';
    render(
      <KinoraThemeProvider>
        <SessionGate>
          <p>App</p>
        </SessionGate>
      </KinoraThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Initializing Session...');
    expect(await screen.findByText('App')).toBeInTheDocument();
    expect(useSession.getState().user).toEqual(me);
    document.cookie = 'kinora-session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('shows the page at once to a visitor without a session', () => {
    useSession.setState({ status: 'anonymous', user: null });
    render(
      <KinoraThemeProvider>
        <SessionGate>
          <p>App</p>
        </SessionGate>
      </KinoraThemeProvider>,
    );
    expect(screen.getByText('App')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

function LoginProbe() {
  const state = useLocation().state as ReturnLocationState | null;
  const from = state?.from;
  return <p>Login page, from {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderProtected() {
  return render(
    <KinoraThemeProvider>
      <MemoryRouter initialEntries={['/history?page=2']}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/history"
            element={
              <RequireAuth>
                <p>History</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </KinoraThemeProvider>,
  );
}

describe('RequireAuth', () => {
  it('says Checking authentication... while the session is initializing', () => {
    renderProtected();
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
  });

  it('sends anonymous visitors to /login remembering the original location', () => {
    useSession.setState({ status: 'anonymous' });
    renderProtected();
    expect(screen.getByText('Login page, from /history?page=2')).toBeInTheDocument();
  });

  it('shows the content to a signed-in user', () => {
    useSession.setState({ status: 'authenticated', user: me });
    renderProtected();
    expect(screen.getByText('History')).toBeInTheDocument();
  });
});

function Titled({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('sets the product title and restores the previous one', () => {
    document.title = 'Before';
    const { rerender, unmount } = render(<Titled title="Watch Title" />);
    expect(document.title).toBe('Watch Title · Kinora');
    rerender(<Titled />);
    expect(document.title).toBe('Kinora');
    unmount();
    expect(document.title).toBe('Before');
  });
});
