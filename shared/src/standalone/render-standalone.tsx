import { createRoot } from 'react-dom/client';
import {
  AppProviders,
  GuardedBrowserRouter,
  loadCatalogues,
  routeObjectsOf,
  sharedT,
  SessionGate,
  startLanguage,
  validateRouteRecord,
  type RemotePages,
} from '@kinora/shared';
import { StandaloneRoutes } from './standalone-routes';

/**
 * Boots one remote on its own dev server: the same providers, session and toasts as the shell,
 * a plain frame, and the pages of the remote's route record (`src/app/pages.json`). The shell
 * never calls this; it reads the published record and imports `./routes`.
 */
export function renderStandalone(name: string, record: unknown, pages: RemotePages): void {
  const routes = routeObjectsOf(validateRouteRecord(record, name), pages);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  startLanguage();
  const root = createRoot(container);
  // Rendered once the interface's texts are there: at once in English.
  void loadCatalogues().finally(() => {
    const title = sharedT('Kinora · {{name}} (standalone)', { name });
    root.render(
      <AppProviders>
        <SessionGate>
          <GuardedBrowserRouter>
            <StandaloneRoutes title={title} routes={routes} />
          </GuardedBrowserRouter>
        </SessionGate>
      </AppProviders>,
    );
  });
}
