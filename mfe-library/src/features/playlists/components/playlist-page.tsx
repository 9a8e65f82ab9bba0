import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  CloseIcon,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  hrefs,
  IconButton,
  LoadingState,
  toCardProps,
  useCurrentUser,
  useDocumentTitle,
  VideoCard,
  VideoGrid,
  type Playlist,
} from '@kinora/shared';
import { isMissingPlaylist, usePlaylist } from '../hooks/use-playlist';
import { usePlaylistOwnerActions } from '../hooks/use-playlist-owner-actions';
import { PLAYLIST_MESSAGES } from '../messages';
import { EditPlaylistDialog } from './edit-playlist-dialog';
import { PlaylistHeader } from './playlist-header';
import { PlaylistIcon } from './playlist-icon';

/** `/playlist/:playlistId`: one playlist and its videos; its owner can edit it. */
export function PlaylistPage() {
  const { playlistId = '' } = useParams<{ playlistId: string }>();
  const { state, reload, update } = usePlaylist(playlistId);
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
        message="It may have been deleted, or the link is wrong."
        action={
          <ButtonLink to={hrefs.playlists()} $variant="secondary">
            Go to My Playlists
          </ButtonLink>
        }
      />
    );
  }
  if (state.status === 'error') {
    return <ErrorState message={PLAYLIST_MESSAGES.detailError} onRetry={reload} />;
  }
  return <LoadedPlaylist playlist={state.data} update={update} />;
}

function LoadedPlaylist({
  playlist,
  update,
}: {
  playlist: Playlist;
  update: (change: (current: Playlist) => Playlist) => void;
}) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isOwner = user !== null && user._id === playlist.owner._id;
  const actions = usePlaylistOwnerActions(playlist, update);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  return (
    <>
      <PlaylistHeader
        playlist={playlist}
        actions={
          isOwner ? (
            <>
              <Button $variant="secondary" onClick={() => setEditing(true)}>
                Edit playlist
              </Button>
              <Button $variant="ghost" onClick={() => setConfirmingDelete(true)}>
                Delete playlist
              </Button>
            </>
          ) : undefined
        }
      />
      {playlist.videos.length === 0 ? (
        <EmptyState
          title={PLAYLIST_MESSAGES.detailEmpty}
          message={isOwner ? 'Use Save on a video page to add videos here.' : undefined}
          action={
            isOwner ? (
              <ButtonLink to={hrefs.explore()} $variant="secondary">
                Explore videos
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <VideoGrid>
          {playlist.videos.map((video) => (
            <VideoCard
              key={video._id}
              {...toCardProps(video)}
              actions={
                isOwner ? (
                  <IconButton
                    aria-label={`Remove "${video.title}" from playlist`}
                    title="Remove from playlist"
                    size="sm"
                    disabled={actions.removingIds.has(video._id)}
                    onClick={() => void actions.removeVideo(video)}
                  >
                    <CloseIcon />
                  </IconButton>
                ) : undefined
              }
            />
          ))}
        </VideoGrid>
      )}
      {isOwner ? (
        <>
          <EditPlaylistDialog
            playlist={playlist}
            open={editing}
            saving={actions.saving}
            onClose={() => setEditing(false)}
            onSave={actions.save}
          />
          <ConfirmDialog
            open={confirmingDelete}
            title="Delete playlist?"
            message={`"${playlist.name}" will be deleted for good. The videos in it stay on Kinora.`}
            confirmLabel="Delete"
            // The shared danger red with white text is below 4.5:1 contrast (reported to shared).
            busy={actions.deleting}
            onCancel={() => setConfirmingDelete(false)}
            onConfirm={() => {
              void actions.remove().then((deleted) => {
                setConfirmingDelete(false);
                if (deleted) void navigate(hrefs.playlists());
              });
            }}
          />
        </>
      ) : null}
    </>
  );
}
