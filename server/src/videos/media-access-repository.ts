import { sql, type Kysely } from 'kysely';
import { isListedVideo } from '../lib/moderated-content';
import type { Database } from '../db/schema';

/** The video whose finished streams live in one folder, as far as access to them goes. */
export interface StreamFolderOwner {
  /** Listed as the public lists mean it: a removed video, or a suspended owner's, is not. */
  isListed: boolean;
  ownerId: string;
  visibilityGeneration: number;
}

/** What the videos that use one stored file say about who may fetch it. */
export interface FileUsers {
  /** One of them is listed. */
  listed: boolean;
  /** One of them belongs to the viewer asked about. */
  owned: boolean;
  /** Their visibility generations, for links signed for any of them. */
  generations: number[];
}

/** The columns naming a video's stored files, by the kind of file. */
export type FileColumn = 'video_key' | 'thumbnail_key' | 'thumbnail_dir';

/** Reads what the media routes decide access by, on the primary: a change of visibility counts at once. */
export function createMediaAccessRepository(db: Kysely<Database>) {
  return {
    async streamFolderOwner(dir: string): Promise<StreamFolderOwner | null> {
      const row = await db
        .selectFrom('videos')
        .select([isListedVideo().as('is_listed'), 'owner_id', 'visibility_generation'])
        .where('stream_dir', '=', dir)
        .executeTakeFirst();
      return row
        ? {
            isListed: row.is_listed,
            ownerId: row.owner_id,
            visibilityGeneration: row.visibility_generation,
          }
        : null;
    },

    /** A file may be shared by several videos (a copied thumbnail): any of them may open it. */
    async fileUsers(
      column: FileColumn,
      value: string,
      viewerId: string | null,
    ): Promise<FileUsers> {
      const row = await db
        .selectFrom('videos')
        .select([
          sql<boolean>`coalesce(bool_or(${isListedVideo()}), false)`.as('listed'),
          sql<boolean>`coalesce(bool_or(owner_id = ${viewerId}), false)`.as('owned'),
          sql<number[]>`coalesce(array_agg(visibility_generation), '{}')`.as('generations'),
        ])
        .where(column, '=', value)
        .executeTakeFirst();
      return row ?? { listed: false, owned: false, generations: [] };
    },

    /** A caption file is its video's. */
    async captionFileUsers(key: string, viewerId: string | null): Promise<FileUsers> {
      const row = await db
        .selectFrom('video_captions')
        .innerJoin('videos', 'videos.id', 'video_captions.video_id')
        .select([
          isListedVideo().as('listed'),
          sql<boolean>`videos.owner_id = ${viewerId}`.as('owned'),
          'videos.visibility_generation',
        ])
        .where('video_captions.storage_key', '=', key)
        .executeTakeFirst();
      return row
        ? {
            listed: row.listed,
            owned: row.owned === true,
            generations: [row.visibility_generation],
          }
        : { listed: false, owned: false, generations: [] };
    },
  };
}

export type MediaAccessRepository = ReturnType<typeof createMediaAccessRepository>;
