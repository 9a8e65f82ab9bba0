import { storageKindOf, streamDirOf, thumbnailDirOf } from '../../../storage/storage';
import type { MediaAccessRepository } from '../../media-access-repository';

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
  repo: MediaAccessRepository,
  key: string,
  viewerId: string | null,
  signedFor: SignatureCheck | undefined,
): Promise<MediaAccess> {
  const dir = streamDirOf(key);
  if (!dir) return 'hidden';
  const video = await repo.streamFolderOwner(dir);
  if (!video) return 'hidden';
  if (video.isListed) return 'public';
  if (viewerId && video.ownerId === viewerId) return 'owner';
  if (signedFor?.(video.visibilityGeneration)) return 'owner';
  return 'hidden';
}

/**
 * Avatars are public. A stream file is public once its video is listed (published and ready, not
 * removed by a moderator nor of a suspended owner: see `isListedVideo`). A video file or
 * thumbnail is public once one of the videos using it is listed, and otherwise visible only to
 * that video's owner and to holders of a link signed for the video's current visibility; each
 * size of a thumbnail set belongs to the video whose `thumbnail_dir` is its folder. A file no
 * video references (an upload whose row was never written, a deleted video's file not yet
 * removed) is hidden.
 */
export async function mediaAccessFor(
  repo: MediaAccessRepository,
  key: string,
  viewerId: string | null,
  signedFor?: SignatureCheck,
): Promise<MediaAccess> {
  const kind = storageKindOf(key);
  if (kind === 'avatars') return 'public';
  // A data archive is its account's alone, behind the link mailed to it.
  if (kind === null || kind === 'exports') return 'hidden';
  if (kind === 'streams') return streamAccessFor(repo, key, viewerId, signedFor);
  // A caption file is seen by whoever may see its video.
  const users =
    kind === 'captions'
      ? await repo.captionFileUsers(key, viewerId)
      : await videoFileUsers(repo, kind, key, viewerId);
  if (users.listed) return 'public';
  if (viewerId && users.owned) return 'owner';
  if (signedFor && users.generations.some(signedFor)) return 'owner';
  return 'hidden';
}

function videoFileUsers(
  repo: MediaAccessRepository,
  kind: 'videos' | 'thumbnails',
  key: string,
  viewerId: string | null,
) {
  const thumbnailDir = kind === 'thumbnails' ? thumbnailDirOf(key) : null;
  const [column, value] = thumbnailDir
    ? (['thumbnail_dir', thumbnailDir] as const)
    : ([kind === 'videos' ? 'video_key' : 'thumbnail_key', key] as const);
  return repo.fileUsers(column, value, viewerId);
}
