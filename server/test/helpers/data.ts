import { newObjectId } from '../../src/lib/object-id';
import { createStoredObjectRepository } from '../../src/storage/stored-object-repository';
import { toVideo } from '../../src/videos/video-mappers';
import { createVideoRepository } from '../../src/videos/video-repository';
import { createStorageKey, createThumbnailDir, thumbnailSetKey } from '../../src/storage/storage';
import type { Video, VideoVisibility } from '@kinora/contract';
import type { TestApp, TestUser } from './app';

let videoCounter = 0;

/**
 * A video row straight in the database (no files): for tests about everything but uploads. The
 * upload path itself is tested with real media in `videos-upload.test.ts`.
 */
export async function insertVideo(
  t: TestApp,
  ownerId: string,
  overrides: Partial<{
    title: string;
    description: string;
    isPublished: boolean;
    visibility: VideoVisibility;
    duration: number;
    createdAt: Date;
  }> = {},
): Promise<Video> {
  videoCounter += 1;
  const repo = createVideoRepository(t.app.db);
  const id = newObjectId(overrides.createdAt);
  const videoKey = createStorageKey('videos', 'mp4');
  const thumbnailDir = createThumbnailDir();
  await repo.create({
    id,
    ownerId,
    title: overrides.title ?? `Video ${videoCounter}`,
    description: overrides.description ?? `Description ${videoCounter}`,
    videoKey,
    thumbnail: {
      key: thumbnailSetKey(thumbnailDir, 160, 'webp'),
      dir: thumbnailDir,
      widths: [160],
      width: 160,
      height: 120,
    },
    duration: overrides.duration ?? 10 + videoCounter,
    width: 160,
    height: 120,
    status: 'ready',
    // `isPublished: false` is how tests written before visibility ask for a private video.
    ...(overrides.isPublished !== undefined
      ? { visibility: overrides.isPublished ? 'public' : 'private' }
      : {}),
    ...(overrides.visibility ? { visibility: overrides.visibility } : {}),
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  // Written behind the API's back: the lists it kept must be read again, as after any write.
  await t.app.listCache.changed();
  const row = await repo.findById(id);
  if (!row) throw new Error('inserted video not found');
  return toVideo(row);
}

/** Own videos of a list that holds YouTube ones too (those have `videoId` instead of `_id`). */
export function ownVideos<T extends object>(list: T[]): Array<Extract<T, { _id: string }>> {
  return list.filter((item): item is Extract<T, { _id: string }> => '_id' in item);
}

/** The ids of a list of own and YouTube videos, in order. */
export function listIds(list: Array<{ _id: string } | { videoId: string }>): string[] {
  return list.map((item) => ('_id' in item ? item._id : item.videoId));
}

/** Makes `user` store `bytes` already, as an avatar of that size: for tests of the storage quota. */
export async function alreadyStoring(t: TestApp, user: TestUser, bytes: number): Promise<void> {
  const key = createStorageKey('avatars', 'webp');
  await t.app.db
    .updateTable('users')
    .set({ avatar_key: key })
    .where('id', '=', user.user._id)
    .execute();
  await createStoredObjectRepository(t.app.db).record(key, bytes);
}
