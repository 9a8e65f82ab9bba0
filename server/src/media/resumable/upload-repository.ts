import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewResumableUpload {
  id: string;
  ownerId: string;
  videoId: string;
  total: number;
  expiresAt: Date;
}

/** What Kinora keeps of one resumable upload (migration 128), besides the tus store's record. */
export interface ResumableUploadRow {
  id: string;
  ownerId: string;
  videoId: string;
  total: number;
  received: number;
  sniffedType: string | null;
  expiresAt: Date;
  /** Its time is up by the database's clock (the one every instance and the sweep share). */
  expired: boolean;
}

const COLUMNS = [
  'id',
  'owner_id',
  'video_id',
  'total',
  'received',
  'sniffed_type',
  'expires_at',
  sql<boolean>`expires_at <= now()`.as('expired'),
] as const;

function toRow(row: {
  id: string;
  owner_id: string;
  video_id: string;
  total: string | number;
  received: string | number;
  sniffed_type: string | null;
  expires_at: Date;
  expired: boolean;
}): ResumableUploadRow {
  return {
    id: row.id,
    ownerId: row.owner_id,
    videoId: row.video_id,
    total: Number(row.total),
    received: Number(row.received),
    sniffedType: row.sniffed_type,
    expiresAt: row.expires_at,
    expired: row.expired,
  };
}

/** The `resumable_uploads` table: one row per upload, from its creation to its end. */
export function createResumableUploadRepository(db: Kysely<Database>) {
  return {
    async create(upload: NewResumableUpload, trx: Db = db): Promise<void> {
      await trx
        .insertInto('resumable_uploads')
        .values({
          id: upload.id,
          owner_id: upload.ownerId,
          video_id: upload.videoId,
          total: upload.total,
          expires_at: upload.expiresAt,
        })
        .execute();
    },

    async find(id: string): Promise<ResumableUploadRow | null> {
      const row = await db
        .selectFrom('resumable_uploads')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toRow(row) : null;
    },

    async findByVideo(videoId: string, trx: Db = db): Promise<ResumableUploadRow | null> {
      const row = await trx
        .selectFrom('resumable_uploads')
        .select(COLUMNS)
        .where('video_id', '=', videoId)
        .executeTakeFirst();
      return row ? toRow(row) : null;
    },

    /** Bytes arrived: the new offset, and the expiry pushed back from now. */
    async progressed(id: string, received: number, expiresAt: Date): Promise<void> {
      await db
        .updateTable('resumable_uploads')
        .set({ received, expires_at: expiresAt })
        .where('id', '=', id)
        .execute();
    },

    async sniffed(id: string, type: string): Promise<void> {
      await db
        .updateTable('resumable_uploads')
        .set({ sniffed_type: type })
        .where('id', '=', id)
        .execute();
    },

    /** The tus store's record of the upload (its configstore), undefined when there is none. */
    async info(id: string): Promise<unknown> {
      const row = await db
        .selectFrom('resumable_uploads')
        .select('info')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.info ?? undefined;
    },

    /** False when the upload has no row (its draft was deleted meanwhile). */
    async setInfo(id: string, info: unknown): Promise<boolean> {
      const result = await db
        .updateTable('resumable_uploads')
        .set({ info: JSON.stringify(info) })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async clearInfo(id: string): Promise<void> {
      await db.updateTable('resumable_uploads').set({ info: null }).where('id', '=', id).execute();
    },

    async ids(): Promise<string[]> {
      const rows = await db
        .selectFrom('resumable_uploads')
        .select('id')
        .where('info', 'is not', null)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Uploads whose time is up, oldest first. */
    async expired(limit: number): Promise<ResumableUploadRow[]> {
      const rows = await db
        .selectFrom('resumable_uploads')
        .select(COLUMNS)
        .where('expires_at', '<=', sql<Date>`now()`)
        .orderBy('expires_at')
        .limit(limit)
        .execute();
      return rows.map(toRow);
    },

    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('resumable_uploads').where('id', '=', id).execute();
    },
  };
}

export type ResumableUploadRepository = ReturnType<typeof createResumableUploadRepository>;
