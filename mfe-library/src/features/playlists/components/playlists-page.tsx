import { useState } from 'react';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  getErrorMessage,
  hrefs,
  LoadMore,
  notify,
  PageHeader,
  useDocumentTitle,
  VideoGrid,
  type Playlist,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { prependPlaylist, useMyPlaylists } from '../hooks/use-my-playlists';
import { playlistMessages } from '../messages';
import { CreatePlaylistDialog } from './create-playlist-dialog';
import { PlaylistCard } from './playlist-card';
import { PlaylistIcon } from './playlist-icon';

/**
 * `/playlists`: the playlists the signed-in person made, then their built-in Watch later; a new
 * playlist is made in a dialog opened from the header.
 */
export function PlaylistsPage() {
  const t = useT();
  const messages = playlistMessages(t);
  useDocumentTitle(messages.listTitle);
  const list = useMyPlaylists();
  const [creating, setCreating] = useState(false);

  // Watch later comes with every account (the server lists it first): it is not one the person
  // made, so it is neither counted nor shown among theirs.
  const watchLater = list.items.find((playlist) => playlist.isWatchLater);
  const made = list.items.filter((playlist) => !playlist.isWatchLater);
  const madeTotal = Math.max(0, list.total - (watchLater ? 1 : 0));

  const onCreated = (playlist: Playlist) => {
    list.update((items, total) => prependPlaylist(playlist, items, total));
    notify.success(t('Playlist "{{name}}" created.', { name: playlist.name }));
  };

  return (
    <>
      <PageHeader
        title={messages.listTitle}
        actions={
          <>
            <Button onClick={() => setCreating(true)}>
              <span aria-hidden="true">+</span> {t('New playlist')}
            </Button>
            <ButtonLink to={hrefs.likedVideos()} $variant="secondary">
              {t('Liked videos')}
            </ButtonLink>
          </>
        }
      />
      <Section aria-labelledby="your-playlists-heading">
        <SectionTitle id="your-playlists-heading">
          {t('Your playlists')}
          {list.status === 'success' && madeTotal > 0 ? <Muted> · {madeTotal}</Muted> : null}
        </SectionTitle>
        {list.status === 'loading' ? (
          <VideoGrid
            loading
            skeletonCount={8}
            loadingLabel={t('Loading playlists...')}
            minCardWidth={240}
          />
        ) : null}
        {list.status === 'error' ? (
          <ErrorState
            message={getErrorMessage(list.error, messages.listError)}
            onRetry={list.reload}
          />
        ) : null}
        {list.status === 'success' && madeTotal === 0 ? (
          <EmptyState icon={<PlaylistIcon />} title={messages.listEmpty} />
        ) : null}
        {list.status === 'success' && made.length > 0 ? (
          <VideoGrid minCardWidth={240}>
            {made.map((playlist) => (
              <PlaylistCard key={playlist._id} playlist={playlist} />
            ))}
          </VideoGrid>
        ) : null}
        {list.status === 'success' ? (
          <LoadMore list={list} failedMessage={messages.listError} />
        ) : null}
      </Section>
      {watchLater ? (
        <Section aria-labelledby="saved-for-later-heading">
          <SectionTitle id="saved-for-later-heading">{t('Saved for later')}</SectionTitle>
          <VideoGrid minCardWidth={240}>
            <PlaylistCard playlist={watchLater} />
          </VideoGrid>
        </Section>
      ) : null}
      <CreatePlaylistDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={onCreated}
      />
    </>
  );
}

const Section = styled.section`
  & + & {
    margin-top: 40px;
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
