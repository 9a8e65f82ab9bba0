import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRemoteLoader, renderStandalone } from '@kinora/shared';
import { routes } from './app/routes';

// Runs only when this remote is opened on its own dev server; the shell imports ./routes instead.
// The watch page mounts mfe-library's save-to-playlist dialog, so the standalone host finds
// mfe-library on its dev server.
const LIBRARY_DEV_MANIFEST = 'http://localhost:3004/mf-manifest.json';
registerRemotes([{ name: 'library', entry: LIBRARY_DEV_MANIFEST }]);
registerRemoteLoader((id) => loadRemote(id));
renderStandalone('watch', routes);
