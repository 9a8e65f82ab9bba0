import { useState } from 'react';
import {
  useNavigate,
  Button,
  ButtonLink,
  CloseIcon,
  ConfirmDialog,
  hrefs,
  IconButton,
  useCurrentUser,
  VideoCard,
  VideoGrid,
  watchIdOf,
  type ListVideo,
  type Playlist,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { listCardProps } from '../../../lib/list-card-props';
import { usePlaylistOwnerActions } from '../hooks/use-playlist-owner-actions';
import { usePlaylistReorder } from '../hooks/use-playlist-reorder';
import { playlistMessages } from '../messages';
import { ExploreEmptyState } from '../../../lib/explore-empty-state';
import { EditPlaylistDialog } from './edit-playlist-dialog';
import { PlaylistHeader } from './playlist-header';
import { ReorderableVideoGrid } from './reorderable-video-grid';

export interface LoadedPlaylistProps {
  playlist: Playlist;
  update: (change: (current: Playlist) => Playlist) => void;
}

/** A playlist's header, Play all, and its videos; the owner edits, reorders and removes. */
export function LoadedPlaylist({ playlist, update }: LoadedPlaylistProps) {
  const t = useT();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isOwner = user !== null && user._id === playlist.owner._id;
  const actions = usePlaylistOwnerActions(playlist, update);
  const reorder = usePlaylistReorder(playlist, update);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const first = playlist.videos[0];

  const removeButton = (video: ListVideo) => (
    <IconButton
      aria-label={t('Remove "{{title}}" from playlist', { title: video.title })}
      title={t('Remove from playlist')}
      size="sm"
      disabled={actions.removingIds.has(watchIdOf(video))}
      onClick={() => void actions.removeVideo(video)}
    >
      <CloseIcon />
    </IconButton>
  );

  return (
    <>
      <PlaylistHeader
        playlist={playlist}
        actions={
          <>
            {first ? (
              <ButtonLink to={hrefs.watch(watchIdOf(first), playlist._id)}>
                {t('Play all')}
              </ButtonLink>
            ) : null}
            {isOwner ? (
              <Button $variant="secondary" onClick={() => setEditing(true)}>
                {t('Edit playlist')}
              </Button>
            ) : null}
            {/* Watch later is built in: it can be emptied, never deleted. */}
            {isOwner && !playlist.isWatchLater ? (
              <Button $variant="ghost" onClick={() => setConfirmingDelete(true)}>
                {t('Delete playlist')}
              </Button>
            ) : null}
          </>
        }
      />
      {playlist.videos.length === 0 ? (
        <ExploreEmptyState
          title={playlistMessages(t).detailEmpty}
          message={isOwner ? t('Use Save on a video page to add videos here.') : undefined}
          withExplore={isOwner}
        />
      ) : isOwner ? (
        <ReorderableVideoGrid
          playlistId={playlist._id}
          videos={playlist.videos}
          onMove={(video, to) => void reorder.move(video, to)}
          announcement={reorder.announcement}
          actionsOf={removeButton}
        />
      ) : (
        <VideoGrid>
          {playlist.videos.map((video) => (
            <VideoCard key={watchIdOf(video)} {...listCardProps(video, playlist._id)} />
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
            title={t('Delete playlist?')}
            message={t('"{{name}}" will be deleted for good. The videos in it stay on Kinora.', {
              name: playlist.name,
            })}
            confirmLabel={t('Delete')}
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
