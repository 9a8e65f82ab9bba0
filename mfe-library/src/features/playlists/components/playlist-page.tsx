import { useParams } from '@kinora/shared';
import { usePlaylist } from '../hooks/use-playlist';
import { PlaylistView } from './playlist-view';

/** `/playlist/:playlistId`: one playlist and its videos; its owner can edit it. */
export function PlaylistPage() {
  const { playlistId = '' } = useParams<{ playlistId: string }>();
  return <PlaylistView {...usePlaylist(playlistId)} />;
}
