import { useWatchLater } from '../hooks/use-playlist';
import { PlaylistView } from './playlist-view';

/** `/watch-later`: the built-in playlist every signed-in person has. */
export function WatchLaterPage() {
  return <PlaylistView {...useWatchLater()} />;
}
