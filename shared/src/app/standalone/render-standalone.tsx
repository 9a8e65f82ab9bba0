import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../../routing/router';
import { AppProviders } from '../app-providers';
import { SessionGate } from '../session-gate';
import { routeObjectsOf } from '../../federation/route-objects';
import { validateRouteRecord } from '../../routing/route-record';
import { StandaloneRoutes } from './standalone-routes';
import type { RemotePages } from '../../federation/types';

/**
 * Boots one remote on its own dev server: the same providers, session and toasts as the shell,
 * a plain frame, and the pages of the remote's route record (`src/app/pages.json`). The shell
 * never calls this; it reads the published record and imports `./routes`.
 */
export function renderStandalone(name: string, record: unknown, pages: RemotePages): void {
  const routes = routeObjectsOf(validateRouteRecord(record, name), pages);
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
