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
import { useT } from '../../../i18n';
import { isMissingPlaylist, type PlaylistLoad } from '../hooks/use-playlist';
import { playlistMessages } from '../messages';
import { LoadedPlaylist } from './loaded-playlist';
import { PlaylistIcon } from './playlist-icon';

/** A playlist screen's states: loading, not found, failed, or the playlist itself. */
export function PlaylistView({ state, reload, update }: PlaylistLoad) {
  const t = useT();
  const messages = playlistMessages(t);
  const signedIn = useCurrentUser() !== null;
  const returnHere = useReturnState();
  const missing = state.status === 'error' && isMissingPlaylist(state.error);
  useDocumentTitle(
    state.status === 'success'
      ? state.data.name
      : missing
        ? messages.detailNotFound
        : t('Playlist'),
  );

  if (state.status === 'loading') return <LoadingState label={t('Loading playlist...')} />;
  if (missing) {
    return (
      <EmptyState
        icon={<PlaylistIcon />}
        title={messages.detailNotFound}
        message={t('It may have been deleted or made private, or the link is wrong.')}
        action={
          signedIn ? (
            <ButtonLink to={hrefs.playlists()} $variant="secondary">
              {t('Go to My Playlists')}
            </ButtonLink>
          ) : (
            // A private playlist is "not found" to a visitor, its signed-out owner included:
            // signing in brings them back here, where it opens.
            <ButtonLink to={hrefs.login()} state={returnHere} $variant="secondary">
              {t('Log in')}
            </ButtonLink>
          )
        }
      />
    );
  }
  if (state.status === 'error') {
    return <ErrorState message={messages.detailError} onRetry={reload} />;
  }
  return <LoadedPlaylist playlist={state.data} update={update} />;
}
