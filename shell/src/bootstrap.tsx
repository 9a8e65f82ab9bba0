import { createRoot } from 'react-dom/client';
import {
  handOverFirstPaint,
  hintsUnverifiedSession,
  loadCatalogues,
  registerRemoteLoader,
  setApiOrigin,
  startLanguage,
  useSession,
} from '@kinora/shared';
import { App } from './app/app';
import { preloadVerificationBanner } from './features/auth/components/email-verification-notice';
import { StartupError } from './features/errors/components/startup-error';
import { preloadUserMenu } from './features/layout/components/top-bar';
import { preloadNotificationBell } from './features/notifications/components/notification-bell';
import { fetchRouteTable } from './features/remotes/route-records';
import { preloadPage } from './features/remotes/preload-page';
import { fetchDeployment, installDeployment, loadRemoteModule } from './features/remotes/runtime';
import { reportFailedRemoteLoad } from './features/remotes/telemetry/timed-remote-load';

// The interface's language is known before anything is drawn, and stays until the page reloads.
startLanguage();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);
// The page the server drew first is handed over by the app's page once its own first screen is
// there; should that never come (a remote built before pages did so), the app is shown anyway.
const FIRST_PAINT_LIMIT_MS = 8000;
window.setTimeout(handOverFirstPaint, FIRST_PAINT_LIMIT_MS);

try {
  const { remotes, apiOrigin } = await fetchDeployment();
  // Before anything renders: every request and media URL of the page goes to that API.
  if (apiOrigin) setApiOrigin(apiOrigin);
  installDeployment(remotes);
  registerRemoteLoader((id) => loadRemoteModule(id));
  // A signed-in person's pages wait for their session: it is asked for now, beside the route
  // records, the texts and the page's code, rather than once the app has rendered; and the
  // signed-in top bar's code comes beside it.
  if (useSession.getState().status === 'initializing') {
    void useSession.getState().restore();
    preloadUserMenu();
    preloadNotificationBell();
    if (hintsUnverifiedSession()) preloadVerificationBanner();
  }
  // The router is made of the deployed remotes' route records, read side by side (the server's
  // preload hints have them on their way already).
  // The frame's texts arrive beside them when the page is not in English.
  const [table] = await Promise.all([
    fetchRouteTable(remotes, { onFailure: reportFailedRemoteLoad }),
    loadCatalogues(),
  ]);
  preloadPage(table, window.location.pathname);
  root.render(<App table={table} />);
} catch (error) {
  console.error('[kinora] start-up failed', error);
  root.render(<StartupError error={error} />);
}
