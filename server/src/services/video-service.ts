import { notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import { discardStoredFiles, type StoredFile, type StoredVideo } from '../media/uploads';
import { createHistoryRepository } from '../repositories/history-repository';
import { createSubscriptionRepository } from '../repositories/subscription-repository';
import { toVideo } from '../repositories/video-mappers';
import { createVideoRepository } from '../repositories/video-repository';
import { createViewRepository } from '../repositories/view-repository';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Video } from '@kinora/shared/contract';
import type { Storage } from '../storage/storage';

export interface VideoServiceDeps {
  db: Kysely<Database>;
  storage: Storage;
  /** Signs an unpublished video's file links for its owner (`app.mediaSigner.sign`). */
  signMedia?: (url: string) => string;
}

/**
 * Video changes that span tables or files: the row and its files live and die together, and a
 * view touches the count, the per-day series and the viewer's history at once.
 */
export function createVideoService({ db, storage, signMedia }: VideoServiceDeps) {
  const videos = createVideoRepository(db);
  const views = createViewRepository(db);
  const history = createHistoryRepository(db);
  const subscriptions = createSubscriptionRepository(db);

  /** A video the viewer may see: published, or their own. */
  async function findVisible(id: string, viewerId: string | null) {
    const row = await videos.findById(id);
    if (!row || (!row.is_published && row.owner_id !== viewerId))
      throw notFound('Video not found.');
    return row;
  }

  return {
    findVisible,

    /** `GET /videos/:id`: counts the view (once a day per viewer) and updates the history. */
    async watch(id: string, viewer: { userId: string | null; key: string }): Promise<Video> {
      const row = await findVisible(id, viewer.userId);
      const counted = await db.transaction().execute(async (trx) => {
        const isNew = await views.recordView(id, viewer.key, trx);
        if (viewer.userId) await history.touch(viewer.userId, id, trx);
        return isNew;
      });
      const subscribersCount = await subscriptions.count(row.owner_id);
      const video = toVideo(row, signMedia);
      return { ...video, views: video.views + (counted ? 1 : 0), subscribersCount };
    },

    /** Inserts the row for uploaded files; if that fails the files are removed again. */
    async create(
      ownerId: string,
      input: { title: string; description: string; video: StoredVideo; thumbnail: StoredFile },
      log: FastifyBaseLogger,
    ): Promise<Video> {
      const id = newObjectId();
      try {
        const row = await db.transaction().execute(async (trx) => {
          await videos.create(
            {
              id,
              ownerId,
              title: input.title,
              description: input.description,
              videoKey: input.video.key,
              videoUrl: input.video.url,
              thumbnailKey: input.thumbnail.key,
              thumbnailUrl: input.thumbnail.url,
              duration: input.video.duration,
              width: input.video.width,
              height: input.video.height,
            },
            trx,
          );
          return videos.findById(id, trx);
        });
        if (!row) throw new Error('Inserted video vanished.');
        return toVideo(row, signMedia);
      } catch (error) {
        await discardStoredFiles(storage, [input.video, input.thumbnail], log);
        throw error;
      }
    },

    /** Owner-only edit; a new thumbnail replaces (and deletes) the old one. */
    async update(
      id: string,
      userId: string,
      changes: { title?: string; description?: string; thumbnail?: StoredFile },
      log: FastifyBaseLogger,
    ): Promise<Video> {
      let oldThumbnail: string | null = null;
      try {
        const row = await db.transaction().execute(async (trx) => {
          const meta = assertOwner(await videos.findMeta(id, trx), userId, 'Video');
          oldThumbnail = changes.thumbnail ? meta.thumbnail_key : null;
          await videos.update(id, changes, trx);
          return videos.findById(id, trx);
        });
        if (!row) throw notFound('Video not found.');
        await discardStoredFiles(storage, [oldThumbnail], log);
        return toVideo(row, signMedia);
      } catch (error) {
        await discardStoredFiles(storage, [changes.thumbnail], log);
        throw error;
      }
    },

    /** Removes the video with its comments, likes, playlist and history entries, then its files. */
    async remove(id: string, userId: string, log: FastifyBaseLogger): Promise<void> {
      const keys = await db.transaction().execute(async (trx) => {
        const meta = assertOwner(await videos.findMeta(id, trx), userId, 'Video');
        await videos.delete(id, trx);
        return [meta.video_key, meta.thumbnail_key];
      });
      await discardStoredFiles(storage, keys, log);
    },

    async togglePublish(id: string, userId: string): Promise<Video> {
      const row = await db.transaction().execute(async (trx) => {
        assertOwner(await videos.findMeta(id, trx), userId, 'Video');
        await videos.togglePublish(id, trx);
        return videos.findById(id, trx);
      });
      if (!row) throw notFound('Video not found.');
      return toVideo(row, signMedia);
    },

    /** Checks ownership before an upload is accepted, so a stranger's file never reaches storage. */
    async assertCanEdit(id: string, userId: string): Promise<void> {
      assertOwner(await videos.findMeta(id), userId, 'Video');
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;
