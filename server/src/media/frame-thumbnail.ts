import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { normalizeImage } from './normalize-image';
import { storeThumbnail, type StoredThumbnail } from './thumbnail-set';
import type { Storage } from '../storage/storage';

/**
 * A thumbnail set made from a frame the transcode took (a JPEG on disk), in the same sizes as an
 * uploaded thumbnail. Nothing is left in storage if a size fails to land.
 */
export async function thumbnailFromFrame(
  storage: Storage,
  framePath: string,
): Promise<StoredThumbnail> {
  const image = await normalizeImage(framePath, 'thumbnail', 'frame');
  const written: string[] = [];
  try {
    return await storeThumbnail(storage, image, (key) => written.push(key));
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}

/** The same from a stored frame; null when the frame is no longer in storage. */
export async function thumbnailFromStoredFrame(
  storage: Storage,
  key: string,
): Promise<StoredThumbnail | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-frame-'));
  try {
    const file = path.join(dir, 'frame.jpg');
    if (!(await storage.copyToFile(key, file))) return null;
    return await thumbnailFromFrame(storage, file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
