import { sql, type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import { isListedVideo } from '../lib/moderated-content';
import { isNotHiddenSensitive } from '../lib/viewer-choices';
import { createExternalVideoRepository } from '../youtube';
import { selectVideoWithOwner } from '../videos';
import type { Database } from '../db/schema';
import type { VideoWithOwnerRow } from '../videos';
import type { ExternalVideo, SensitiveContentMode } from '@kinora/contract';

type Db = Kysely<Database> | Transaction<Database>;

/** One entry of the history page: an own video's row, or the cached external video. */
export type HistoryRow =
  | { kind: 'own'; row: VideoWithOwnerRow; watchedAt: Date }
  | { kind: 'external'; video: ExternalVideo; watchedAt: Date };

export function createHistoryRepository(db: Kysely<Database>) {
  const externals = createExternalVideoRepository(db);
  return {
    /**
     * Moves the video to the top of the user's history (one entry per video); answers where they
     * stopped last time, if they did.
     */
    async touch(userId: string, videoId: string, trx: Db = db): Promise<number | null> {
      const row = await trx
        .insertInto('watch_history')
        .values({ user_id: userId, video_id: videoId })
        .onConflict((oc) =>
          oc.columns(['user_id', 'video_id']).doUpdateSet({ watched_at: sql`now()` }),
        )
        .returning('position_seconds')
        .executeTakeFirst();
      return row?.position_seconds ?? null;
    },

    /** Where the viewer is now; creates the history entry when there is none. */
    async savePosition(userId: string, videoId: string, position: number, trx: Db = db) {
      await trx
        .insertInto('watch_history')
        .values({ user_id: userId, video_id: videoId, position_seconds: position })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'video_id'])
            .doUpdateSet({ position_seconds: position, watched_at: sql`now()` }),
        )
        .execute();
    },

    /** Moves an external (YouTube) video, cached beforehand, to the top of the history. */
    async touchExternal(userId: string, externalId: string, trx: Db = db): Promise<void> {
      await trx
        .insertInto('watch_history')
        .values({ user_id: userId, external_id: externalId })
        .onConflict((oc) =>
          oc.columns(['user_id', 'external_id']).doUpdateSet({ watched_at: sql`now()` }),
        )
        .execute();
    },

    /**
     * A page of entries, newest first: own videos (with owner and resume position) and external
     * ones (the cached copy). Own videos that became unpublished stay listed only for their
     * owner, like everywhere else; others' sensitive ones are left out while the user hides them
     * (by their own choice, else the site's `siteSensitiveContent`).
     */
    async list(
      userId: string,
      siteSensitiveContent: SensitiveContentMode,
      limit: number,
      offset: number,
      trx: Db = db,
    ) {
      const visible = trx
        .selectFrom('watch_history')
        .leftJoin('videos', 'videos.id', 'watch_history.video_id')
        .where('watch_history.user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb('watch_history.external_id', 'is not', null),
            isListedVideo(),
            eb('videos.owner_id', '=', userId),
          ]),
        )
        .where((eb) =>
          eb.or([
            eb('watch_history.external_id', 'is not', null),
            isNotHiddenSensitive(userId, siteSensitiveContent),
          ]),
        );
      const { docs: entries, total } = await readPage(
        visible
          .select([
            'watch_history.video_id',
            'watch_history.external_id',
            'watch_history.watched_at',
          ])
          .orderBy('watch_history.watched_at', 'desc')
          .orderBy(sql`coalesce(watch_history.video_id::text, watch_history.external_id)`, 'desc'),
        visible,
        limit,
        offset,
      );
      const ownIds = entries.flatMap((e) => (e.video_id ? [e.video_id] : []));
      const [ownRows, externalVideos] = await Promise.all([
        ownIds.length > 0
          ? selectVideoWithOwner(trx, userId).where('videos.id', 'in', ownIds).execute()
          : Promise.resolve([]),
        externals.findMany(
          entries.flatMap((e) => (e.external_id ? [e.external_id] : [])),
          trx,
        ),
      ]);
      const ownById = new Map(ownRows.map((row) => [row.id, row]));
      const docs = entries.flatMap((entry): HistoryRow[] => {
        const own = entry.video_id ? ownById.get(entry.video_id) : undefined;
        const external = entry.external_id ? externalVideos.get(entry.external_id) : undefined;
        if (own) return [{ kind: 'own' as const, row: own, watchedAt: entry.watched_at }];
        if (external)
          return [{ kind: 'external' as const, video: external, watchedAt: entry.watched_at }];
        return [];
      });
      return { docs, total };
    },

    /** Removes an own video (24 hex id) or an external one from the history. */
    async remove(userId: string, videoId: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('watch_history')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('video_id', '=', videoId), eb('external_id', '=', videoId)]))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async clear(userId: string, trx: Db = db): Promise<number> {
      const result = await trx
        .deleteFrom('watch_history')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
