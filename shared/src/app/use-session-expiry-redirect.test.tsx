import { act, screen } from '@testing-library/react';
import { notifySessionExpired } from '../api/session-expired';
import { makeUser } from '../test-utils/fixtures';
import { renderWithProviders } from '../test-utils/render-with-providers';
import { useSessionExpiryRedirect } from './use-session-expiry-redirect';

function Page() {
  useSessionExpiryRedirect();
  return <h1>Studio</h1>;
}

it('a refresh the server refused says the session ended elsewhere, then goes to /login', async () => {
  const { router } = renderWithProviders(<Page />, { route: '/studio', session: makeUser() });
  act(() => notifySessionExpired({ refused: true }));
  expect(await screen.findByText('You were signed out on another device')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.state).toEqual({
    from: { pathname: '/studio', search: '', hash: '' },
  });
});

it('a refresh that failed otherwise (no network) goes to /login without that word', async () => {
  const { router } = renderWithProviders(<Page />, { route: '/studio', session: makeUser() });
  act(() => notifySessionExpired({ refused: false }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.queryByText('You were signed out on another device')).not.toBeInTheDocument();
});
