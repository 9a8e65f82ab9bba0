import { SaveToPlaylistDialog } from '../features/playlists/components/save-to-playlist-dialog';
import type { SaveToPlaylistDialogProps } from '@kinora/shared';

/**
 * Exposed as `library/SaveToPlaylistDialog` and mounted by mfe-watch through `RemoteComponent`,
 * which takes the module's default export. It loads on the watch page, so it pulls in only the
 * dialog and the shared singletons.
 */
export default function ExposedSaveToPlaylistDialog(props: SaveToPlaylistDialogProps) {
  return <SaveToPlaylistDialog {...props} />;
}
