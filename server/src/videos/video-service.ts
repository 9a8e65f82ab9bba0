import { badRequest, conflict, message, notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import { thumbnailFromStoredFrame } from '../media/frame-thumbnail';
import { commitStoredFiles, deleteStoredFiles } from '../media/stored-files';
import { createStorageQuota } from '../media/storage-quota';
import { thumbnailKeysOf, type StoredThumbnail } from '../media/thumbnail-set';
import { streamPrefix, type Storage } from '../storage/storage';
import { createResumableUploadRepository } from '../media/resumable/upload-repository';
import { captionsOf, toVideo, withViewerDetails } from './video-mappers';
import { createCaptionRepository } from './caption-repository';
import { createVideoRepository, type VideoRepository } from './video-repository';
import { createProcessingState } from './processing-state';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Video, VideoCommentPolicySetting, VideoVisibility } from '@kinora/contract';
import type { StoredVideo } from '../media/uploads';
import type { MediaLinkSigner } from './video-mappers';
import type { TranscodeQueue } from './transcode-plugin';
import type { NotificationService } from '../notifications';
import type { ViewCounter } from './view-counter';

/** What is left to clean up of a video whose row was deleted: its files, and its upload's parts. */
type RemovedVideo = NonNullable<Awaited<ReturnType<VideoRepository['findMeta']>>> & {
  uploadId: string | null;
  /** Its caption files, whose rows went with it. */
  captionKeys: string[];
};

/**
 * The viewer's watch history, which the lists own: a view touches it, a saved position lands in
 * it. Named here by shape, so videos and lists do not import each other.
 */
export interface WatchHistory {
  touch(userId: string, videoId: string): Promise<unknown>;
  savePosition(userId: string, videoId: string, position: number): Promise<void>;
}

export interface VideoServiceDeps {
  db: Kysely<Database>;
  storage: Storage;
  /** Signs the links of a video only its owner may see (`app.mediaSigner`). */
  signer: MediaLinkSigner;
  queue: TranscodeQueue;
  /** Told when a video may have become watchable, to notify the channel's subscribers. */
  notifications: Pick<NotificationService, 'videoMayBeWatchable'>;
  /** Notes the views watch pages report and writes them in batches. */
  views: ViewCounter;
  history: WatchHistory;
  /** Bytes each user may store (`USER_STORAGE_QUOTA_BYTES`); null: no quota. */
  quotaBytes: number | null;
  /** Removes the stored parts of a resumable upload whose draft is deleted. */
  uploadParts: { remove: (uploadId: string) => Promise<void> };
}

/** A resumable upload's draft, as its creation makes it. */
export interface NewDraft {
  title: string;
  uploadId: string;
  /** The declared length of the file. */
  total: number;
  expiresAt: Date;
}

/** A finished resumable upload's file, stored at its video key and probed. */
export type UploadedVideo = Pick<
  StoredVideo,
  'key' | 'size' | 'duration' | 'width' | 'height' | 'reservedBytes'
>;

/**
 * Video changes that span tables or files: the row and its files live and die together; a view
 * is noted for the view counter and touches the viewer's history.
 */
export function createVideoService({
  db,
  storage,
  signer,
  queue,
  notifications,
  views,
  history,
  quotaBytes,
  uploadParts,
}: VideoServiceDeps) {
  const videos = createVideoRepository(db);
  const resumable = createResumableUploadRepository(db);
  const quota = createStorageQuota(db, quotaBytes);
  const processing = createProcessingState(db, storage);
  const captionRows = createCaptionRepository(db);

  /**
   * Deletes the rows of `ids` with their comments inside `trx` (one video, or all of an account
   * being deleted); the foreign keys take likes, playlist and history entries. Call
   * `discardFiles` with the result once `trx` has committed.
   */
  async function removeAllIn(ids: string[], trx: Kysely<Database>): Promise<RemovedVideo[]> {
    const removed: RemovedVideo[] = [];
    for (const id of ids) {
      const meta = await videos.findMeta(id, trx);
      // Read before the row goes: the upload's row goes with it (a foreign key).
      const upload = meta?.status === 'uploading' ? await resumable.findByVideo(id, trx) : null;
      const captions = meta ? await captionRows.listForVideo(id, trx) : [];
      if (meta && (await videos.delete(id, trx)))
        removed.push({
          ...meta,
          uploadId: upload?.id ?? null,
          captionKeys: captions.map((c) => c.storage_key),
        });
    }
    return removed;
  }

  /**
   * After removed rows are committed: their files, streams and queued jobs. A transcode running
   * now finds the row gone and deletes its output. Failures are logged, never thrown: the rows
   * are gone either way.
   */
  async function discardFiles(removed: RemovedVideo[], log: FastifyBaseLogger): Promise<void> {
    await deleteStoredFiles(
      storage,
      // An uploading draft's key names its upload, whose parts `uploadParts` removes.
      removed.flatMap((meta) => [
        ...(meta.status === 'uploading' ? [] : [meta.video_key]),
        ...thumbnailKeysOf(meta),
        ...meta.captionKeys,
      ]),
      log,
    );
    for (const meta of removed) {
      if (meta.uploadId)
        await uploadParts
          .remove(meta.uploadId)
          .catch((error: unknown) => log.warn({ err: error }, 'upload parts cleanup failed'));
      await queue
        .cancel(meta.id)
        .catch((error: unknown) => log.warn({ err: error }, 'cancel failed'));
      for (const dir of [meta.stream_dir, meta.staging_dir]) {
        if (dir)
          await storage
            .deletePrefix(streamPrefix(dir))
            .catch((error: unknown) => log.warn({ err: error, dir }, 'stream cleanup failed'));
      }
    }
  }

  /**
   * A thumbnail set made from frame `index` of those processing took from the owner's video;
   * 400 while it has none.
   */
  async function thumbnailFromChoice(
    id: string,
    userId: string,
    index: number,
  ): Promise<StoredThumbnail> {
    const meta = assertOwner(await videos.findMeta(id), userId, 'Video');
    const key = meta.thumbnail_choices?.[index];
    const thumbnail = key ? await thumbnailFromStoredFrame(storage, key) : null;
    if (!thumbnail) throw badRequest(message('This video has no frames to choose from yet.'));
    return thumbnail;
  }

  /**
   * A video the viewer may see: watchable (public or unlisted, and ready), or their own. Unlisted
   * ones are found by id only, which is the link their owner shared; lists never show them.
   */
  async function findVisible(id: string, viewerId: string | null) {
    const row = await videos.findById(id);
    if (!row || (!row.is_watchable && row.owner_id !== viewerId))
      throw notFound(message('Video not found.'));
    return row;
  }

  /** Queues a failed video again, unless its uploaded file is gone (it could only fail). */
  async function requeueFailed(meta: { id: string; status: string; video_key: string }) {
    if (meta.status !== 'failed')
      throw conflict(message('Only a video whose processing failed can be retried.'));
    if (!(await storage.exists(meta.video_key)))
      throw conflict(
        message(
          'The uploaded file of this video is no longer stored, so it cannot be processed again: upload the video again.',
        ),
      );
    await processing.requeue(meta.id);
    await queue.enqueue(meta.id);
  }

  return {
    findVisible,

    /**
     * `GET /videos/:id`: the video and its count, views not yet written included. Reading is
     * not watching (the studio polls a processing video here, a client reads back what it
     * wrote): a watch page says so with `countView`. An open is one query; `viewer.shared` may
     * answer what every viewer sees from a short-lived copy, to which someone signed in adds
     * their resume position.
     */
    async watch(
      id: string,
      viewer: {
        userId: string | null;
        shared?: <T>(read: () => Promise<T>, worthKeeping: (value: T) => boolean) => Promise<T>;
      },
    ): Promise<Video> {
      const read = async () => {
        const own = () => videos.findForWatch(id, viewer.userId);
        if (!viewer.shared) return own();
        // Only a video everyone may watch is kept: its owner's polls of one still processing would
        // otherwise keep it unwatchable for a moment after it is ready.
        const everyones = await viewer.shared(
          () => videos.findForWatch(id, null),
          (row) => row?.is_watchable === true,
        );
        if (viewer.userId === null) return everyones;
        // Someone signed in gets what everyone sees with their own resume position, unless the
        // video is theirs (their answer has more of it, as it is now) or not for everyone.
        if (!everyones?.is_watchable || everyones.owner_id === viewer.userId) return own();
        const position = await videos.resumePosition(id, viewer.userId);
        return { ...everyones, resume_position: position };
      };
      const row = await views.consistentRead(read);
      if (!row || (!row.is_watchable && row.owner_id !== viewer.userId))
        throw notFound(message('Video not found.'));
      const captions = captionsOf(row, row.captions, signer);
      // Taken with the read, before anything awaits: a batch written meanwhile would be in
      // neither the row nor the unwritten count.
      const unwritten = views.unwrittenViews(id);
      const video = withViewerDetails(toVideo(row, signer), row, viewer.userId, signer);
      return {
        ...video,
        views: video.views + unwritten,
        subscribersCount: Number(row.subscribers_count ?? 0),
        ...(captions.length > 0 ? { captions } : {}),
      };
    },

    /**
     * `POST /videos/:id/views`, sent by a watch page: notes the view (once a day per viewer,
     * written in batches by the view counter) and, for a signed-in viewer, updates the history.
     * Only a ready video is watched; one still processing or failed is 404, as to anyone else.
     */
    async countView(
      id: string,
      viewer: { userId: string | null; key: string },
    ): Promise<{ videoId: string; views: number }> {
      const row = await views.consistentRead(() => findVisible(id, viewer.userId));
      if (row.status !== 'ready') throw notFound(message('Video not found.'));
      views.record({ videoId: id, viewerKey: viewer.key });
      const unwritten = views.unwrittenViews(id);
      if (viewer.userId) await history.touch(viewer.userId, id);
      return { videoId: id, views: Number(row.views) + unwritten };
    },

    /** `PUT /users/history/:videoId/position`: ready videos the viewer may watch only. */
    async savePosition(id: string, userId: string, position: number): Promise<void> {
      const row = await findVisible(id, userId);
      if (row.status !== 'ready') throw notFound(message('Video not found.'));
      await history.savePosition(userId, id, Math.min(position, Number(row.duration) || position));
    },

    /**
     * `POST /videos/:id/retry`: a failed video goes back to the queue; owner only. Its uploaded
     * file is what gets transcoded again: when that is gone, the answer says so rather than
     * queueing an attempt that can only fail.
     */
    async retry(id: string, userId: string): Promise<Video> {
      await requeueFailed(assertOwner(await videos.findMeta(id), userId, 'Video'));
      const row = await videos.findById(id);
      if (!row) throw notFound(message('Video not found.'));
      return toVideo(row, signer);
    },

    /** An administrator's retry of a failed video's processing, from the jobs page. */
    async retryProcessing(id: string): Promise<void> {
      const meta = await videos.findMeta(id);
      if (!meta) throw notFound(message('This job’s video no longer exists.'));
      await requeueFailed(meta);
    },

    /** An administrator stops a video's processing: it fails, saying so, and its job goes. */
    async stopProcessing(id: string): Promise<void> {
      await processing.failed(id, 'an administrator stopped its processing');
      await queue.cancel(id);
    },

    /**
     * Inserts the row for uploaded files, or answers 413 when they no longer fit in the owner's
     * storage; if that fails the files are removed again.
     */
    async create(
      ownerId: string,
      input: {
        title: string;
        description: string;
        video: StoredVideo;
        thumbnail: StoredThumbnail;
        visibility?: VideoVisibility;
      },
      log: FastifyBaseLogger,
    ): Promise<Video> {
      const id = newObjectId();
      return commitStoredFiles(storage, log, [input.video, input.thumbnail], async () => {
        const row = await db.transaction().execute(async (trx) => {
          await quota.assertVideoFits(ownerId, input, trx);
          await videos.create(
            {
              id,
              ownerId,
              title: input.title,
              description: input.description,
              videoKey: input.video.key,
              thumbnail: input.thumbnail,
              duration: input.video.duration,
              width: input.video.width,
              height: input.video.height,
              reservedBytes: input.video.reservedBytes,
              status: 'processing',
              ...(input.visibility ? { visibility: input.visibility } : {}),
            },
            trx,
          );
          return videos.findById(id, trx);
        });
        if (!row) throw new Error('Inserted video vanished.');
        return { result: toVideo(row, signer) };
      }).then(async (video) => {
        // Queued once the row is committed, so the worker always finds it. A crash in between
        // is caught by the worker's start-up check for processing videos without a job.
        await queue.enqueue(id);
        return video;
      });
    },

    /**
     * Owner-only edit; a new thumbnail (uploaded, or one of the frames processing offers) replaces
     * (and deletes) every size of the old one. A comment
     * policy of 'channel' follows the channel's again; what was published under another stays.
     * `sensitive` is the owner's own mark: a moderator's stays whatever it is set to.
     */
    async update(
      id: string,
      userId: string,
      {
        commentPolicy,
        thumbnailChoice,
        ...edits
      }: {
        title?: string;
        description?: string;
        visibility?: VideoVisibility;
        commentPolicy?: VideoCommentPolicySetting;
        sensitive?: boolean;
        thumbnail?: StoredThumbnail;
        thumbnailChoice?: number;
      },
      log: FastifyBaseLogger,
    ): Promise<Video> {
      const changes =
        thumbnailChoice === undefined
          ? edits
          : { ...edits, thumbnail: await thumbnailFromChoice(id, userId, thumbnailChoice) };
      const video = await commitStoredFiles(storage, log, [changes.thumbnail], async () => {
        const { row, oldThumbnail } = await db.transaction().execute(async (trx) => {
          const meta = assertOwner(await videos.findMeta(id, trx), userId, 'Video');
          // A draft stays private until it is published: the visibility chosen waits for that.
          const { visibility, ...others } = changes;
          const visibilityChange =
            visibility === undefined
              ? {}
              : meta.draft_visibility !== null
                ? { draftVisibility: visibility }
                : { visibility };
          await videos.update(
            id,
            {
              ...others,
              ...visibilityChange,
              ...(commentPolicy !== undefined
                ? { commentPolicy: commentPolicy === 'channel' ? null : commentPolicy }
                : {}),
            },
            trx,
          );
          const oldThumbnail = changes.thumbnail ? thumbnailKeysOf(meta) : [];
          return { row: await videos.findById(id, trx), oldThumbnail };
        });
        if (!row) throw notFound(message('Video not found.'));
        return {
          result: withViewerDetails(toVideo(row, signer), row, userId, signer),
          orphaned: oldThumbnail,
        };
      });
      // Made public and ready: subscribers hear of it now (once, whatever it was before).
      if (video.visibility === 'public' && video.status === 'ready')
        notifications.videoMayBeWatchable(id);
      return video;
    },

    /**
     * Removes the video with its comments, likes, playlist and history entries, then its files,
     * streams and queued jobs. A transcode running now finds the row gone and deletes its output.
     */
    async remove(id: string, userId: string, log: FastifyBaseLogger): Promise<void> {
      const removed = await db.transaction().execute(async (trx) => {
        assertOwner(await videos.findMeta(id, trx), userId, 'Video');
        return removeAllIn([id], trx);
      });
      await discardFiles(removed, log);
    },

    removeAllIn,
    discardFiles,

    async togglePublish(id: string, userId: string): Promise<Video> {
      const row = await db.transaction().execute(async (trx) => {
        assertOwner(await videos.findMeta(id, trx), userId, 'Video');
        await videos.togglePublish(id, trx);
        return videos.findById(id, trx);
      });
      if (!row) throw notFound(message('Video not found.'));
      // Published and ready: subscribers hear of it now (once), after this answer is sent.
      if (row.is_listed) notifications.videoMayBeWatchable(id);
      return toVideo(row, signer);
    },

    /** Ends the owner's draft; 409 for a video that is not one. */
    async publish(id: string, userId: string): Promise<Video> {
      const row = await db.transaction().execute(async (trx) => {
        const meta = assertOwner(await videos.findMeta(id, trx), userId, 'Video');
        if (meta.draft_visibility === null)
          throw conflict(message('This video is already published.'));
        await videos.publishDraft(id, trx);
        return videos.findById(id, trx);
      });
      if (!row) throw notFound(message('Video not found.'));
      if (row.is_listed) notifications.videoMayBeWatchable(id);
      return toVideo(row, signer);
    },

    /**
     * The draft of a new resumable upload, with the upload's row, in one transaction: private,
     * to be published as public unless its owner chooses otherwise, no thumbnail yet, and
     * `uploading` until the last byte arrives (`finishUpload`).
     */
    async createDraft(ownerId: string, draft: NewDraft): Promise<string> {
      const id = newObjectId();
      await db.transaction().execute(async (trx) => {
        await videos.create(
          {
            id,
            ownerId,
            title: draft.title,
            description: '',
            // The key the file will have is known once its first bytes tell its type; until
            // then the draft names its upload's.
            videoKey: draft.uploadId,
            thumbnail: null,
            duration: 0,
            width: 0,
            height: 0,
            status: 'uploading',
            visibility: 'private',
            draftVisibility: 'public',
          },
          trx,
        );
        await resumable.create(
          {
            id: draft.uploadId,
            ownerId,
            videoId: id,
            total: draft.total,
            expiresAt: draft.expiresAt,
          },
          trx,
        );
      });
      return id;
    },

    /**
     * A resumable upload's file is stored at its video key and probed: the draft goes to the
     * queue, or answers 413 when it no longer fits in its owner's storage (the caller then
     * removes the draft). Its upload's row goes: the upload is over.
     */
    async finishUpload(videoId: string, ownerId: string, file: UploadedVideo): Promise<void> {
      const queued = await db.transaction().execute(async (trx) => {
        await quota.assertVideoFits(ownerId, { video: file }, trx);
        const moved = await processing.uploaded(
          videoId,
          {
            videoKey: file.key,
            duration: file.duration,
            width: file.width,
            height: file.height,
            reservedBytes: file.reservedBytes,
          },
          trx,
        );
        if (moved) {
          const upload = await resumable.findByVideo(videoId, trx);
          if (upload) await resumable.delete(upload.id, trx);
        }
        return moved;
      });
      if (!queued) throw notFound(message('Video not found.'));
      // Queued once the row is committed, as `create` does.
      await queue.enqueue(videoId);
    },

    /** Removes a draft whatever its owner (an expired upload, a file refused at its end). */
    async removeDraft(id: string, log: FastifyBaseLogger): Promise<void> {
      const removed = await db.transaction().execute((trx) => removeAllIn([id], trx));
      await discardFiles(removed, log);
    },

    /** Checks ownership before an upload is accepted, so a stranger's file never reaches storage. */
    async assertCanEdit(id: string, userId: string): Promise<void> {
      assertOwner(await videos.findMeta(id), userId, 'Video');
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
