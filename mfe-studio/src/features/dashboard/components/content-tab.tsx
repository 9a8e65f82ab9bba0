import {
  ButtonLink,
  ConfirmDialog,
  deleteVideo,
  EmptyState,
  ErrorState,
  getErrorMessage,
  getVideo,
  hrefs,
  LoadingState,
  LoadMore,
  notify,
  publishVideo,
  retryVideoProcessing,
  updateVideo,
  VideoIcon,
  type Video,
  type VideoVisibility,
  usePolling,
  useSearchParams,
  useSession,
} from '@kinora/shared';
import { useEffect, useState } from 'react';
import { useOwnVideos } from '../../../lib/use-own-videos';
import { PROCESSING_POLL_MS } from '../../../lib/processing-poll';
import { VISIBILITY_TEXT } from '../../../lib/visibility-select';
import { ContentTable } from './content-table';
import { EditVideoDialog } from './edit-video-dialog';

export const LOADING_CONTENT = 'Loading your content...';
export const CONTENT_FAILED = 'Failed to fetch your videos.';
export const NO_CONTENT = "You haven't uploaded any videos yet.";
export const DELETE_SUCCESS = 'Video deleted successfully!';
export const DELETE_FAILED = 'Failed to delete video.';
export const PUBLISH_FAILED = "Failed to change the video's visibility.";
export const PUBLISH_SUCCESS = 'Video published.';
export const DRAFT_PUBLISH_FAILED = 'Could not publish the video.';
export const RETRY_FAILED = 'Could not queue the video again.';
export const EDIT_OPEN_FAILED = 'Could not open that video for editing.';
/** `?edit=<videoId>`: the watch page's Edit video link opens that video's dialog here. */
export const EDIT_PARAM = 'edit';
export { PROCESSING_POLL_MS } from '../../../lib/processing-poll';

function useBusyIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const set = (videoId: string, on: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      if (on) next.add(videoId);
      else next.delete(videoId);
      return next;
    });
  return [ids, set] as const;
}

/** The creator's videos as a table, with visibility, edit and delete. */
export function ContentTab() {
  const own = useOwnVideos();
  const [editing, setEditing] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [changing, setChanging] = useBusyIds();
  const [retrying, setRetry] = useBusyIds();
  const [publishing, setPublishing] = useBusyIds();
  const [params, setParams] = useSearchParams();
  const editParam = params.get(EDIT_PARAM);
  const viewerId = useSession((state) => state.user?._id);

  // The link names a video, not a row of the page: it is asked for by id, so one further down
  // the list than the first page opens too. Someone else's video is not editable here.
  useEffect(() => {
    if (!editParam) return;
    let current = true;
    getVideo(editParam)
      .then((video) => {
        if (!current) return;
        if (video.owner._id === viewerId) setEditing(video);
        else notify.error(EDIT_OPEN_FAILED);
      })
      .catch((failure: unknown) => {
        if (current) notify.error(getErrorMessage(failure, EDIT_OPEN_FAILED));
      });
    return () => {
      current = false;
    };
  }, [editParam, viewerId]);

  const closeEditor = () => {
    setEditing(null);
    if (editParam) {
      const next = new URLSearchParams(params);
      next.delete(EDIT_PARAM);
      setParams(next, { replace: true });
    }
  };

  // Only the rows still uploading or processing are asked about again, each on its own, until
  // none is left.
  const processingIds = own.items
    .filter((video) => video.status === 'processing' || video.status === 'uploading')
    .map((video) => video._id);
  usePolling(
    async () => {
      const fresh = await Promise.all(processingIds.map((videoId) => getVideo(videoId)));
      fresh.forEach(own.replace);
    },
    processingIds.length > 0 ? PROCESSING_POLL_MS : null,
  );

  const retry = async (video: Video) => {
    setRetry(video._id, true);
    try {
      const queued = await retryVideoProcessing(video._id);
      own.replace(queued);
    } catch (failure) {
      notify.error(getErrorMessage(failure, RETRY_FAILED));
    } finally {
      setRetry(video._id, false);
    }
  };

  const publish = async (video: Video) => {
    setPublishing(video._id, true);
    try {
      const published = await publishVideo(video._id);
      own.replace(published);
      notify.success(PUBLISH_SUCCESS);
    } catch (failure) {
      notify.error(getErrorMessage(failure, DRAFT_PUBLISH_FAILED));
    } finally {
      setPublishing(video._id, false);
    }
  };

  const changeVisibility = async (video: Video, visibility: VideoVisibility) => {
    setChanging(video._id, true);
    try {
      const updated = await updateVideo(video._id, { visibility });
      own.replace(updated);
      notify.success(`Video is now ${VISIBILITY_TEXT[updated.visibility].label.toLowerCase()}.`);
    } catch (failure) {
      notify.error(getErrorMessage(failure, PUBLISH_FAILED));
    } finally {
      setChanging(video._id, false);
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
  if (own.items.length === 0) {
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
        videos={own.items}
        changing={changing}
        retrying={retrying}
        publishing={publishing}
        onPublish={(video) => void publish(video)}
        onChangeVisibility={(video, visibility) => void changeVisibility(video, visibility)}
        onRetry={(video) => void retry(video)}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <LoadMore list={own} failedMessage={CONTENT_FAILED} />
      {editing ? (
        <EditVideoDialog
          key={editing._id}
          video={editing}
          onClose={closeEditor}
          onSaved={(video) => {
            own.replace(video);
            closeEditor();
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
