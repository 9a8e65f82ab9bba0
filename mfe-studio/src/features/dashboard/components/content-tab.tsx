import {
  Button,
  ButtonLink,
  ConfirmDialog,
  deleteVideo,
  EmptyState,
  ErrorState,
  getErrorMessage,
  hrefs,
  LoadingState,
  notify,
  togglePublishVideo,
  VideoIcon,
  type Video,
} from '@kinora/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useOwnVideos } from '../../../lib/use-own-videos';
import { ContentTable } from './content-table';
import { EditVideoDialog } from './edit-video-dialog';

export const LOADING_CONTENT = 'Loading your content...';
export const CONTENT_FAILED = 'Failed to fetch your videos.';
export const NO_CONTENT = "You haven't uploaded any videos yet.";
export const DELETE_SUCCESS = 'Video deleted successfully!';
export const DELETE_FAILED = 'Failed to delete video.';
export const PUBLISH_FAILED = "Failed to change the video's visibility.";

/** The creator's videos as a table, with publish, edit and delete. */
export function ContentTab() {
  const own = useOwnVideos();
  const [editing, setEditing] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [toggling, setToggling] = useState<ReadonlySet<string>>(new Set());

  const setToggle = (videoId: string, on: boolean) =>
    setToggling((current) => {
      const next = new Set(current);
      if (on) next.add(videoId);
      else next.delete(videoId);
      return next;
    });

  const togglePublish = async (video: Video) => {
    setToggle(video._id, true);
    try {
      const updated = await togglePublishVideo(video._id);
      own.replace(updated);
      notify.success(updated.isPublished ? 'Video published.' : 'Video unpublished.');
    } catch (failure) {
      notify.error(getErrorMessage(failure, PUBLISH_FAILED));
    } finally {
      setToggle(video._id, false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteVideo(deleting._id);
      own.remove(deleting._id);
      notify.success(DELETE_SUCCESS);
    } catch (failure) {
      notify.error(getErrorMessage(failure, DELETE_FAILED));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  if (own.status === 'loading') return <LoadingState label={LOADING_CONTENT} />;
  if (own.status === 'error') return <ErrorState message={CONTENT_FAILED} onRetry={own.reload} />;
  if (own.videos.length === 0) {
    return (
      <EmptyState
        icon={<VideoIcon />}
        title={NO_CONTENT}
        message="Upload your first video to see it here."
        action={<ButtonLink to={hrefs.uploadVideo()}>Upload Video</ButtonLink>}
      />
    );
  }

  return (
    <>
      <ContentTable
        videos={own.videos}
        toggling={toggling}
        onTogglePublish={(video) => void togglePublish(video)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {own.hasMore || own.loadMoreFailed ? (
        <More>
          {own.loadMoreFailed ? <Failure role="alert">{CONTENT_FAILED}</Failure> : null}
          <Button $variant="secondary" onClick={own.loadMore} disabled={own.loadingMore}>
            {own.loadingMore ? 'Loading...' : 'Load More'}
          </Button>
        </More>
      ) : null}
      {editing ? (
        <EditVideoDialog
          key={editing._id}
          video={editing}
          onClose={() => setEditing(null)}
          onSaved={(video) => {
            own.replace(video);
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Video"
        message={
          deleting
            ? `Are you sure you want to permanently delete "${deleting.title}"? Its comments, likes and playlist entries go with it.`
            : ''
        }
        confirmLabel={deleteBusy ? 'Deleting...' : 'Delete'}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 24px;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
