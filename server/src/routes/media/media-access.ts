import { sql, type Kysely } from 'kysely';
import { storageKindOf } from '../../storage/storage';
import type { Database } from '../../db/schema';

/**
 * Who may fetch a stored file: everyone (`public`, cacheable by anyone), only the signed-in
 * owner (`owner`, never stored by shared caches), or nobody asking (`hidden`, answered as 404 so
 * the file's existence does not leak).
 */
export type MediaAccess = 'public' | 'owner' | 'hidden';

/**
 * Avatars are public. A video file or thumbnail is public once one of the videos using it is
 * published, and otherwise visible only to that video's owner. A file no video references (an
 * upload whose row was never written) is hidden.
 */
export async function mediaAccessFor(
  db: Kysely<Database>,
  key: string,
  viewerId: string | null,
): Promise<MediaAccess> {
  const kind = storageKindOf(key);
  if (kind === 'avatars') return 'public';
  if (kind === null) return 'hidden';
  const column = kind === 'videos' ? 'video_key' : 'thumbnail_key';
  const row = await db
    .selectFrom('videos')
    .select([
      sql<boolean>`coalesce(bool_or(is_published), false)`.as('published'),
      sql<boolean>`coalesce(bool_or(owner_id = ${viewerId}), false)`.as('owned'),
    ])
    .where(column, '=', key)
    .executeTakeFirst();
  if (row?.published) return 'public';
  if (viewerId && row?.owned) return 'owner';
  return 'hidden';
}
