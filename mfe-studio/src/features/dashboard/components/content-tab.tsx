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
import { useT } from '../../../i18n';
import { useOwnVideos } from '../../../lib/use-own-videos';
import { PROCESSING_POLL_MS } from '../../../lib/processing-poll';
import { ContentTable } from './content-table';
import { EditVideoDialog } from './edit-video-dialog';

/** The English of the toast when the linked video cannot be edited (the catalogue's key), for tests. */
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
  const t = useT();
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
        else notify.error(t('Could not open that video for editing.'));
      })
      .catch((failure: unknown) => {
        if (current) {
          notify.error(getErrorMessage(failure, t('Could not open that video for editing.')));
        }
      });
    return () => {
      current = false;
    };
  }, [editParam, viewerId, t]);

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
      notify.error(getErrorMessage(failure, t('Could not queue the video again.')));
    } finally {
      setRetry(video._id, false);
    }
  };

  const publish = async (video: Video) => {
    setPublishing(video._id, true);
    try {
      const published = await publishVideo(video._id);
      own.replace(published);
      notify.success(t('Video published.'));
    } catch (failure) {
      notify.error(getErrorMessage(failure, t('Could not publish the video.')));
    } finally {
      setPublishing(video._id, false);
    }
  };

  const changeVisibility = async (video: Video, visibility: VideoVisibility) => {
    setChanging(video._id, true);
    try {
      const updated = await updateVideo(video._id, { visibility });
      own.replace(updated);
      notify.success(
        {
          public: t('Video is now public.'),
          unlisted: t('Video is now unlisted.'),
          private: t('Video is now private.'),
        }[updated.visibility],
      );
    } catch (failure) {
      notify.error(getErrorMessage(failure, t("Failed to change the video's visibility.")));
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
      notify.success(t('Video deleted successfully!'));
    } catch (failure) {
      notify.error(getErrorMessage(failure, t('Failed to delete video.')));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  if (own.status === 'loading') return <LoadingState label={t('Loading your content...')} />;
  if (own.status === 'error') {
    return <ErrorState message={t('Failed to fetch your videos.')} onRetry={own.reload} />;
  }
  if (own.items.length === 0) {
    return (
      <EmptyState
        icon={<VideoIcon />}
        title={t("You haven't uploaded any videos yet.")}
        message={t('Upload your first video to see it here.')}
        action={<ButtonLink to={hrefs.uploadVideo()}>{t('Upload Video')}</ButtonLink>}
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
      <LoadMore list={own} failedMessage={t('Failed to fetch your videos.')} />
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
        title={t('Delete Video')}
        message={
          deleting
            ? t(
                'Are you sure you want to permanently delete "{{title}}"? Its comments, likes and playlist entries go with it.',
                { title: deleting.title },
              )
            : ''
        }
        confirmLabel={deleteBusy ? t('Deleting...') : t('Delete')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
