import { createRoot } from 'react-dom/client';
import { registerRemoteLoader, setApiOrigin } from '@kinora/shared';
import { App } from './app/app';
import { StartupError } from './features/errors/components/startup-error';
import { fetchDeployment, installDeployment, loadRemoteModule } from './features/remotes/runtime';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

try {
  const { remotes, apiOrigin } = await fetchDeployment();
  // Before anything renders: every request and media URL of the page goes to that API.
  if (apiOrigin) setApiOrigin(apiOrigin);
  installDeployment(remotes);
  registerRemoteLoader((id) => loadRemoteModule(id));
  root.render(<App />);
} catch (error) {
  console.error('[kinora] start-up failed', error);
  root.render(<StartupError error={error} />);
}
