import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { VideoCaptionsTable } from '../db/core-tables';

export type CaptionRow = Selectable<VideoCaptionsTable>;

/** The rows of `video_captions`: one per video and language. */
export function createCaptionRepository(db: Kysely<Database>) {
  return {
    /** A video's captions, by language. */
    async listForVideo(videoId: string, trx: Kysely<Database> = db): Promise<CaptionRow[]> {
      return trx
        .selectFrom('video_captions')
        .selectAll()
        .where('video_id', '=', videoId)
        .orderBy('language')
        .execute();
    },

    async find(videoId: string, language: string): Promise<CaptionRow | null> {
      const row = await db
        .selectFrom('video_captions')
        .selectAll()
        .where('video_id', '=', videoId)
        .where('language', '=', language)
        .executeTakeFirst();
      return row ?? null;
    },

    async count(videoId: string, trx: Kysely<Database> = db): Promise<number> {
      const row = await trx
        .selectFrom('video_captions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('video_id', '=', videoId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Puts `row` in place of the video's captions in its language, if any: answers the storage
     * key of the file it replaced, which the caller deletes once this has committed.
     */
    async replace(
      row: Omit<CaptionRow, 'created_at' | 'updated_at'>,
      trx: Kysely<Database>,
    ): Promise<string | null> {
      const old = await trx
        .deleteFrom('video_captions')
        .where('video_id', '=', row.video_id)
        .where('language', '=', row.language)
        .returning('storage_key')
        .executeTakeFirst();
      await trx.insertInto('video_captions').values(row).execute();
      return old?.storage_key ?? null;
    },

    async rename(videoId: string, language: string, label: string): Promise<CaptionRow | null> {
      const row = await db
        .updateTable('video_captions')
        .set({ label, updated_at: new Date() })
        .where('video_id', '=', videoId)
        .where('language', '=', language)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async delete(videoId: string, language: string): Promise<CaptionRow | null> {
      const row = await db
        .deleteFrom('video_captions')
        .where('video_id', '=', videoId)
        .where('language', '=', language)
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * The video whose stream folder is `dir`, with what its master playlist announces of its
     * captions: read when a playlist is served, so a caption change shows on the next request.
     */
    async forStreamFolder(
      dir: string,
    ): Promise<{ duration: number; captions: CaptionRow[] } | null> {
      const video = await db
        .selectFrom('videos')
        .select(['id', 'duration'])
        .where('stream_dir', '=', dir)
        .executeTakeFirst();
      if (!video) return null;
      return {
        duration: Number(video.duration),
        captions: await this.listForVideo(video.id),
      };
    },
  };
}

export type CaptionRepository = ReturnType<typeof createCaptionRepository>;
