import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../../routing/router';
import { AppProviders } from '../app-providers';
import { SessionGate } from '../session-gate';
import { StandaloneRoutes } from './standalone-routes';
import type { RemoteName } from '../../routing/paths';
import type { RemoteRouteObject } from '../../federation/types';

/**
 * Boots one remote on its own dev server: the same providers, session and toasts as the shell,
 * a plain frame, and the remote's routes. The shell never calls this; it imports `./routes`.
 */
export function renderStandalone(name: RemoteName, routes: RemoteRouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <AppProviders>
      <SessionGate>
        <BrowserRouter>
          <StandaloneRoutes title={`Kinora · ${name} (standalone)`} routes={routes} />
        </BrowserRouter>
      </SessionGate>
    </AppProviders>,
  );
}
