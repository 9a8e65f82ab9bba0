import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { VideoCaptionsTable } from '../db/core-tables';
import type { SpokenCue } from '../media/caption-file';

export type CaptionRow = Selectable<VideoCaptionsTable>;

/** Cues per statement: a film's captions hold a couple of thousand. */
const CUES_PER_INSERT = 500;

async function insertCues(
  trx: Kysely<Database>,
  caption: Pick<CaptionRow, 'id' | 'video_id'>,
  spoken: readonly SpokenCue[],
): Promise<void> {
  for (let from = 0; from < spoken.length; from += CUES_PER_INSERT) {
    await trx
      .insertInto('caption_cues')
      .values(
        spoken.slice(from, from + CUES_PER_INSERT).map((cue, i) => ({
          caption_id: caption.id,
          position: from + i,
          video_id: caption.video_id,
          start_ms: cue.startMs,
          text: cue.text,
        })),
      )
      .execute();
  }
}

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
     * Puts `row` in place of the video's captions in its language, if any, with its cues for
     * search: answers the storage key of the file it replaced, which the caller deletes once
     * this has committed.
     */
    async replace(
      row: Omit<CaptionRow, 'created_at' | 'updated_at' | 'cues_indexed'>,
      spoken: readonly SpokenCue[],
      trx: Kysely<Database>,
    ): Promise<string | null> {
      const old = await trx
        .deleteFrom('video_captions')
        .where('video_id', '=', row.video_id)
        .where('language', '=', row.language)
        .returning('storage_key')
        .executeTakeFirst();
      await trx
        .insertInto('video_captions')
        .values({ ...row, cues_indexed: true })
        .execute();
      await insertCues(trx, row, spoken);
      return old?.storage_key ?? null;
    },

    /** Captions whose cues are not searchable yet (stored before cues were kept), oldest first. */
    async unindexed(limit: number): Promise<CaptionRow[]> {
      return db
        .selectFrom('video_captions')
        .selectAll()
        .where('cues_indexed', '=', false)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** Makes a stored caption's cues searchable; false when it was replaced or deleted meanwhile. */
    async indexCues(
      caption: Pick<CaptionRow, 'id' | 'video_id'>,
      spoken: readonly SpokenCue[],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable('video_captions')
          .set({ cues_indexed: true })
          .where('id', '=', caption.id)
          .where('cues_indexed', '=', false)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) return false;
        await insertCues(trx, caption, spoken);
        return true;
      });
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
