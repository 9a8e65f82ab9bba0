import {
  EmptyState,
  ErrorState,
  getErrorMessage,
  LoadMore,
  notify,
  PageHeader,
  useDocumentTitle,
  VideoGrid,
  type Playlist,
  ButtonLink,
  hrefs,
} from '@kinora/shared';
import styled from 'styled-components';
import { prependPlaylist, useMyPlaylists } from '../hooks/use-my-playlists';
import { PLAYLIST_MESSAGES } from '../messages';
import { CreatePlaylistForm } from './create-playlist-form';
import { PlaylistCard } from './playlist-card';
import { PlaylistIcon } from './playlist-icon';

/** `/playlists`: create a playlist, and every playlist of the signed-in person. */
export function PlaylistsPage() {
  useDocumentTitle(PLAYLIST_MESSAGES.listTitle);
  const list = useMyPlaylists();

  const onCreated = (playlist: Playlist) => {
    list.update((items, total) => prependPlaylist(playlist, items, total));
    notify.success(`Playlist "${playlist.name}" created.`);
  };

  return (
    <>
      <PageHeader
        title={PLAYLIST_MESSAGES.listTitle}
        actions={
          <ButtonLink to={hrefs.likedVideos()} $variant="secondary">
            Liked videos
          </ButtonLink>
        }
      />
      <CreatePanel aria-labelledby="create-playlist-heading">
        <h2 id="create-playlist-heading">Create a new playlist</h2>
        <CreatePlaylistForm onCreated={onCreated} />
      </CreatePanel>
      <section aria-labelledby="your-playlists-heading">
        <SectionTitle id="your-playlists-heading">
          Your playlists
          {list.status === 'success' && list.total > 0 ? <Muted> · {list.total}</Muted> : null}
        </SectionTitle>
        {list.status === 'loading' ? (
          <VideoGrid
            loading
            skeletonCount={8}
            loadingLabel="Loading playlists..."
            minCardWidth={240}
          />
        ) : null}
        {list.status === 'error' ? (
          <ErrorState
            message={getErrorMessage(list.error, PLAYLIST_MESSAGES.listError)}
            onRetry={list.reload}
          />
        ) : null}
        {/* Watch later is always there: "empty" means none of the person's own yet. */}
        {list.status === 'success' && list.items.every((playlist) => playlist.isWatchLater) ? (
          <EmptyState icon={<PlaylistIcon />} title={PLAYLIST_MESSAGES.listEmpty} />
        ) : null}
        {list.status === 'success' && list.items.length > 0 ? (
          <>
            <VideoGrid minCardWidth={240}>
              {list.items.map((playlist) => (
                <PlaylistCard key={playlist._id} playlist={playlist} />
              ))}
            </VideoGrid>
            <LoadMore list={list} failedMessage={PLAYLIST_MESSAGES.listError} />
          </>
        ) : null}
      </section>
    </>
  );
}

const CreatePanel = styled.section`
  max-width: 640px;
  margin-bottom: 40px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin-bottom: 16px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const SectionTitle = styled.h2`
  margin-bottom: 16px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;
