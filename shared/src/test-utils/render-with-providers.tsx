import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Tests only: the data router's `router.state.location` tells a test where a navigation went.
// The site itself routes declaratively, and the router these hooks talk to is the same module.
import {
  createMemoryRouter,
  RouterProvider,
  type RouteObject,
  useLocation,
} from 'react-router-dom';
import { ToastHost } from '../app/toast-host';
import { ROUTER_LINKS } from '../routing/router-links';
import { LinkProvider } from '../ui/link';
import { clearAccessToken, setAccessToken } from '../api/token-storage';
import { useBlockChanges } from '../stores/use-block-changes';
import { useQuota } from '../stores/use-quota';
import { useSession } from '../stores/use-session';
import { resetSiteInfo } from '../stores/use-site-info';
import { KinoraThemeProvider } from '../ui/theme/kinora-theme-provider';
import type { User } from '../contract/user';
import type { ReactElement } from 'react';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Where the memory router starts, e.g. '/watch/abc?t=1'. Default '/'. */
  route?: string;
  /** The route pattern `ui` is mounted on, so `useParams` works: '/watch/:videoId'. Default `route`'s path. */
  path?: string;
  /**
   * The session: a `User` (signed in, with an access token stored), `null` (anonymous, the
   * default) or 'initializing' (before the restore finishes).
   */
  session?: User | null | 'initializing';
  /** More routes beside `ui` (e.g. the page a form navigates to). */
  routes?: RouteObject[];
  /** Render the toast container so `notify` toasts can be found by text (default true). */
  toasts?: boolean;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** A userEvent instance set up for this render. */
  user: ReturnType<typeof userEvent.setup>;
  /** The memory router: `router.state.location` tells where navigation went. */
  router: ReturnType<typeof createMemoryRouter>;
}

/** Shows where the router is for routes the test did not declare: `findByTestId('location')`. */
function LocationDisplay() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Puts the site-wide stores back to a known state (done by `renderWithProviders`). */
export function resetStores(session: User | null | 'initializing' = null): void {
  useQuota.setState({ exceeded: false });
  useBlockChanges.setState({ viewerId: null, scopes: {}, revision: 0 });
  resetSiteInfo();
  clearAccessToken();
  if (session === 'initializing') {
    useSession.setState({ status: 'initializing', user: null });
  } else if (session) {
    setAccessToken('test-access-token');
    useSession.setState({ status: 'authenticated', user: session });
  } else {
    useSession.setState({ status: 'anonymous', user: null });
  }
}

/**
 * Renders a screen the way the shell does: theme, a router (memory), the session store in the
 * state asked for, and the toast container. Unknown locations render a `location` test id, so a
 * navigation can be asserted without declaring its target.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path,
    session = null,
    routes = [],
    toasts = true,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  resetStores(session);
  const routePath = path ?? new URL(route, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [{ path: routePath, element: ui }, ...routes, { path: '*', element: <LocationDisplay /> }],
    { initialEntries: [route] },
  );
  const result = render(
    <KinoraThemeProvider>
      <LinkProvider value={ROUTER_LINKS}>
        <RouterProvider router={router} />
      </LinkProvider>
      {toasts ? <ToastHost /> : null}
    </KinoraThemeProvider>,
    options,
  );
  return { ...result, user: userEvent.setup(), router };
}
