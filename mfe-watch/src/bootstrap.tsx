import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { devManifestUrl, registerRemoteLoader } from '@kinora/shared';
import { renderStandalone } from '@kinora/shared/standalone';
import record from './app/pages.json';
import { pages } from './app/routes';

// Runs only when this remote is opened on its own dev server; the shell imports ./routes instead.
// The watch page mounts mfe-library's save-to-playlist dialog, so the standalone host finds
// mfe-library on its dev server.
registerRemotes([{ name: 'library', entry: devManifestUrl('library') }]);
registerRemoteLoader((id) => loadRemote(id));
renderStandalone('watch', record, pages);
