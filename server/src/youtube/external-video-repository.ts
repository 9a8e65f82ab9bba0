import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { ExternalVideo } from '@kinora/contract';

type Db = Kysely<Database> | Transaction<Database>;

/** The YouTube videos people saved or watched, as cached at that moment. */
export function createExternalVideoRepository(db: Kysely<Database>) {
  return {
    /** Stores the video or refreshes its cached details (a later save sees a newer title). */
    async upsert(video: ExternalVideo, trx: Db = db): Promise<void> {
      const values = {
        title: video.title,
        channel_title: video.channelTitle,
        thumbnail: video.thumbnail,
        duration: video.duration,
        views: Math.max(0, Math.round(video.views)),
        published_at: video.publishedAt,
        cached_at: new Date(),
      };
      await trx
        .insertInto('external_videos')
        .values({ id: video.videoId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },

    /** The cached videos by id; ids never cached are absent from the map. */
    async findMany(ids: string[], trx: Db = db): Promise<Map<string, ExternalVideo>> {
      if (ids.length === 0) return new Map();
      const rows = await trx
        .selectFrom('external_videos')
        .selectAll()
        .where('id', 'in', ids)
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          {
            videoId: row.id,
            title: row.title,
            thumbnail: row.thumbnail,
            channelTitle: row.channel_title,
            views: Number(row.views),
            // Not cached: lists show no descriptions of YouTube videos, the watch page fetches it.
            description: '',
            publishedAt: row.published_at,
            duration: row.duration,
          },
        ]),
      );
    },
  };
}

export type ExternalVideoRepository = ReturnType<typeof createExternalVideoRepository>;
