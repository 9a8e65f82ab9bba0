import { sql, type Kysely } from 'kysely';
import { storageKindOf, streamDirOf, thumbnailDirOf } from '../../../storage/storage';
import type { Database } from '../../../db/schema';

/**
 * Who may fetch a stored file: everyone (`public`, cacheable by anyone), only the signed-in
 * owner or the holder of a valid signed link (`owner`, never stored by shared caches), or nobody
 * asking (`hidden`, answered as 404 so the file's existence does not leak).
 */
export type MediaAccess = 'public' | 'owner' | 'hidden';

/**
 * Whether the request's signature holds for a video of the given visibility generation; absent
 * for an unsigned request. Checked against the row read here, at request time: a link handed out
 * before a change of visibility (or kept in a cached answer) never outlives the change.
 */
export type SignatureCheck = (generation: number) => boolean;

/** A stream file belongs to the one video whose finished streams live in its folder. */
async function streamAccessFor(
  db: Kysely<Database>,
  key: string,
  viewerId: string | null,
  signedFor: SignatureCheck | undefined,
): Promise<MediaAccess> {
  const dir = streamDirOf(key);
  if (!dir) return 'hidden';
  const row = await db
    .selectFrom('videos')
    .select(['is_listed', 'owner_id', 'visibility_generation'])
    .where('stream_dir', '=', dir)
    .executeTakeFirst();
  if (!row) return 'hidden';
  if (row.is_listed) return 'public';
  if (viewerId && row.owner_id === viewerId) return 'owner';
  if (signedFor?.(row.visibility_generation)) return 'owner';
  return 'hidden';
}

/**
 * Avatars are public. A stream file is public once its video is listed (published and ready). A
 * video file or thumbnail is public once one of the videos using it is listed, and otherwise
 * visible only to that video's owner and to holders of a link signed for the video's current
 * visibility; each size of a thumbnail set belongs to the video whose `thumbnail_dir` is its
 * folder. A file no video references (an upload whose row was never written, a deleted video's
 * file not yet removed) is hidden.
 */
export async function mediaAccessFor(
  db: Kysely<Database>,
  key: string,
  viewerId: string | null,
  signedFor?: SignatureCheck,
): Promise<MediaAccess> {
  const kind = storageKindOf(key);
  if (kind === 'avatars') return 'public';
  if (kind === null) return 'hidden';
  if (kind === 'streams') return streamAccessFor(db, key, viewerId, signedFor);
  const thumbnailDir = kind === 'thumbnails' ? thumbnailDirOf(key) : null;
  const [column, value] = thumbnailDir
    ? (['thumbnail_dir', thumbnailDir] as const)
    : ([kind === 'videos' ? 'video_key' : 'thumbnail_key', key] as const);
  const row = await db
    .selectFrom('videos')
    .select([
      sql<boolean>`coalesce(bool_or(is_listed), false)`.as('published'),
      sql<boolean>`coalesce(bool_or(owner_id = ${viewerId}), false)`.as('owned'),
      sql<number[]>`coalesce(array_agg(visibility_generation), '{}')`.as('generations'),
    ])
    .where(column, '=', value)
    .executeTakeFirst();
  if (row?.published) return 'public';
  if (viewerId && row?.owned) return 'owner';
  if (signedFor && row?.generations.some(signedFor)) return 'owner';
  return 'hidden';
}
