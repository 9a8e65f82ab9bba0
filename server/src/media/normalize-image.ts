import sharp from 'sharp';
import { unsupportedMediaType } from '../lib/http-error';

// Every upload is a different image, so libvips' operation cache would only hold memory.
sharp.cache(false);

export type ImageKind = 'thumbnail' | 'avatar';

export interface NormalizedImage {
  data: Buffer;
  contentType: string;
  ext: string;
}

/** Bounded output sizes: thumbnails fit in 1280 px, avatars are 256 px squares. */
const PRESETS: Record<ImageKind, { width: number; height: number; fit: 'inside' | 'cover' }> = {
  thumbnail: { width: 1280, height: 1280, fit: 'inside' },
  avatar: { width: 256, height: 256, fit: 'cover' },
};

/** Refuse decompression bombs long before libvips allocates for them (≈ 50 megapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes the image and encodes a fresh WebP of bounded size. Nothing of the original file
 * survives but its pixels: EXIF (GPS included), ICC tricks and trailing payloads are dropped,
 * because sharp writes no metadata unless asked to.
 */
export async function normalizeImage(
  filePath: string,
  kind: ImageKind,
  label: string,
): Promise<NormalizedImage> {
  const preset = PRESETS[kind];
  try {
    const data = await sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Applies the EXIF orientation to the pixels before the metadata is dropped.
      .rotate()
      .resize({
        width: preset.width,
        height: preset.height,
        fit: preset.fit,
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, contentType: 'image/webp', ext: 'webp' };
  } catch {
    throw unsupportedMediaType(
      `The ${label} image could not be read. Please upload a valid image.`,
    );
  }
}
