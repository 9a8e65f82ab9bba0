import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { onSessionExpired } from '../../api/session-expired';
import { hrefs, type RemoteName } from '../../routing/paths';
import { AppProviders } from '../app-providers';
import { SessionGate } from '../session-gate';
import { standaloneRoutes } from './standalone-routes';
import type { RemoteRouteObject } from '../../federation/types';

/**
 * Boots one remote on its own dev server: the same providers, session and toasts as the shell,
 * a plain frame, and the remote's routes. The shell never calls this; it imports `./routes`.
 */
export function renderStandalone(name: RemoteName, routes: RemoteRouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const router = createBrowserRouter(standaloneRoutes(`Kinora · ${name} (standalone)`, routes));

  onSessionExpired(() => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(hrefs.login(), { state: { from: { pathname, search, hash } } });
  });

  createRoot(container).render(
    <AppProviders>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>,
  );
}
