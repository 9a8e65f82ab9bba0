import {
  ButtonLink,
  EmptyState,
  ErrorState,
  hrefs,
  LoadingState,
  useCurrentUser,
  useDocumentTitle,
  useReturnState,
} from '@kinora/shared';
import { isMissingPlaylist, type PlaylistLoad } from '../hooks/use-playlist';
import { PLAYLIST_MESSAGES } from '../messages';
import { LoadedPlaylist } from './loaded-playlist';
import { PlaylistIcon } from './playlist-icon';

/** A playlist screen's states: loading, not found, failed, or the playlist itself. */
export function PlaylistView({ state, reload, update }: PlaylistLoad) {
  const signedIn = useCurrentUser() !== null;
  const returnHere = useReturnState();
  const missing = state.status === 'error' && isMissingPlaylist(state.error);
  useDocumentTitle(
    state.status === 'success'
      ? state.data.name
      : missing
        ? PLAYLIST_MESSAGES.detailNotFound
        : 'Playlist',
  );

  if (state.status === 'loading') return <LoadingState label="Loading playlist..." />;
  if (missing) {
    return (
      <EmptyState
        icon={<PlaylistIcon />}
        title={PLAYLIST_MESSAGES.detailNotFound}
        message="It may have been deleted or made private, or the link is wrong."
        action={
          signedIn ? (
            <ButtonLink to={hrefs.playlists()} $variant="secondary">
              Go to My Playlists
            </ButtonLink>
          ) : (
            // A private playlist is "not found" to a visitor, its signed-out owner included:
            // signing in brings them back here, where it opens.
            <ButtonLink to={hrefs.login()} state={returnHere} $variant="secondary">
              Log in
            </ButtonLink>
          )
        }
      />
    );
  }
  if (state.status === 'error') {
    return <ErrorState message={PLAYLIST_MESSAGES.detailError} onRetry={reload} />;
  }
  return <LoadedPlaylist playlist={state.data} update={update} />;
}
