import { createThumbnailDir, thumbnailSetKey, type Storage } from '../storage/storage';
import type { NormalizedImage } from './normalize-image';
import type { StoredFile } from './stored-files';

/** A thumbnail in responsive sizes, as a video row records it (see migration 050). */
export interface ThumbnailSet {
  /** The largest WebP: the one file of clients that take a single URL (`thumbnail_key`). */
  key: string;
  /** The folder of the sizes, `thumbnails/<dir>/`. */
  dir: string;
  /** The stored widths, narrowest first; each is there as `<width>.webp` and `<width>.jpg`. */
  widths: number[];
  /** Size of the largest files. */
  width: number;
  height: number;
}

/** A thumbnail just stored: its set, and every file written for it (what a failure removes). */
export interface StoredThumbnail extends ThumbnailSet {
  files: StoredFile[];
}

/**
 * Stores each size of a normalized thumbnail in a fresh folder. `track` hears of every key before
 * its write starts, and all writes have settled before a failure is thrown, so the caller can
 * delete whatever landed and no write finishes after that cleanup.
 */
export async function storeThumbnail(
  storage: Storage,
  image: NormalizedImage,
  track: (key: string) => void,
): Promise<StoredThumbnail> {
  const dir = createThumbnailDir();
  const files = image.renditions.map((rendition) => ({
    rendition,
    key: thumbnailSetKey(dir, rendition.width, rendition.ext),
  }));
  files.forEach(({ key }) => track(key));
  const writes = await Promise.allSettled(
    files.map(({ key, rendition }) =>
      storage.put(key, rendition.data, rendition.contentType, rendition.data.length),
    ),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) throw failed.reason;
  return {
    key: thumbnailSetKey(dir, image.width, 'webp'),
    dir,
    widths: [...new Set(image.renditions.map((rendition) => rendition.width))],
    width: image.width,
    height: image.height,
    files: files.map(({ key, rendition }) => ({
      key,
      size: rendition.data.length,
      contentType: rendition.contentType,
    })),
  };
}

/** The thumbnail columns of a video row, as `findMeta` and the row mappers read them. */
export interface ThumbnailColumns {
  thumbnail_key: string | null;
  thumbnail_dir: string | null;
  thumbnail_widths: number[] | null;
}

/**
 * Every stored file of a video's thumbnail: each size of its set, or the single WebP of a row
 * from before thumbnail sets; none for a draft that has no thumbnail yet.
 */
export function thumbnailKeysOf(row: ThumbnailColumns): string[] {
  const { thumbnail_key: key, thumbnail_dir: dir, thumbnail_widths: widths } = row;
  const own = key ? [key] : [];
  if (!dir || !widths) return own;
  const sizes = widths.flatMap((width) => [
    thumbnailSetKey(dir, width, 'webp'),
    thumbnailSetKey(dir, width, 'jpg'),
  ]);
  return [...new Set([...own, ...sizes])];
}
