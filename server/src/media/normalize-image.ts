import { THUMBNAIL_WIDTHS } from '@kinora/contract';
import sharp, { type Sharp } from 'sharp';
import { message, unsupportedMediaType } from '../lib/http-error';

// Every upload is a different image, so libvips' operation cache would only hold memory.
sharp.cache(false);

export type ImageKind = 'thumbnail' | 'avatar' | 'cover';

/** One encoded file of an image. */
export interface EncodedImage {
  data: Buffer;
  contentType: string;
  ext: 'webp' | 'jpg';
  width: number;
  height: number;
}

/**
 * What is stored of an upload: the avatar (one 256 px WebP square), or the thumbnail in each
 * width of `thumbnailWidths`, narrowest first, each in WebP and JPEG. `width` and `height` are
 * those of the largest file.
 */
export interface NormalizedImage {
  width: number;
  height: number;
  renditions: EncodedImage[];
}

const AVATAR_SIZE = 256;
/** The largest thumbnail fits in a square of the widest size, so a tall image stays bounded too. */
const THUMBNAIL_BOX = Math.max(...THUMBNAIL_WIDTHS);

/** Refuse decompression bombs long before libvips allocates for them (≈ 50 megapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The widths to store for an image `width` px wide once bounded: the standard widths below it and
 * its own, so nothing is upscaled and the largest file is the full bounded image.
 */
export function thumbnailWidths(width: number): number[] {
  return [...THUMBNAIL_WIDTHS.filter((standard) => standard < width), width];
}

async function encode(image: Sharp, ext: EncodedImage['ext']): Promise<EncodedImage> {
  const { data, info } = await (
    ext === 'webp'
      ? image.webp({ quality: 82 })
      : // JPEG has no alpha: transparent areas turn black, like the letterbox of a video frame.
        image.flatten({ background: '#000000' }).jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: ext === 'webp' ? 'image/webp' : 'image/jpeg',
    ext,
    width: info.width,
    height: info.height,
  };
}

async function avatarOf(source: Sharp): Promise<NormalizedImage> {
  const file = await encode(
    source.resize({
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
      fit: 'cover',
      withoutEnlargement: true,
    }),
    'webp',
  );
  return { width: file.width, height: file.height, renditions: [file] };
}

/** A channel banner: one WebP within 2048 x 1152 px (the 16:9 of the widest banners). */
async function coverOf(source: Sharp): Promise<NormalizedImage> {
  const file = await encode(
    source.resize({ width: 2048, height: 1152, fit: 'inside', withoutEnlargement: true }),
    'webp',
  );
  return { width: file.width, height: file.height, renditions: [file] };
}

/** Decodes once into bounded raw pixels, then scales and encodes every size from those. */
async function thumbnailOf(source: Sharp): Promise<NormalizedImage> {
  const { data, info } = await source
    .resize({
      width: THUMBNAIL_BOX,
      height: THUMBNAIL_BOX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const renditions: EncodedImage[] = [];
  for (const width of thumbnailWidths(info.width)) {
    const scaled = sharp(data, { raw }).resize({ width });
    renditions.push(await encode(scaled.clone(), 'webp'), await encode(scaled, 'jpg'));
  }
  return { width: info.width, height: info.height, renditions };
}

/** Each image's refusal of a file that does not decode, whole, as a language needs it. */
const UNREADABLE = {
  avatar: message('The avatar image could not be read. Please upload a valid image.'),
  cover: message('The cover image could not be read. Please upload a valid image.'),
  thumbnail: message('The thumbnail image could not be read. Please upload a valid image.'),
  frame: message('The frame image could not be read. Please upload a valid image.'),
};

/**
 * Decodes the image and encodes fresh files of bounded size. Nothing of the original file
 * survives but its pixels: EXIF (GPS included), ICC tricks and trailing payloads are dropped,
 * because sharp writes no metadata unless asked to.
 */
export async function normalizeImage(
  filePath: string,
  kind: ImageKind,
  /** What the refusal of an image that does not decode calls it. */
  what: keyof typeof UNREADABLE = kind,
): Promise<NormalizedImage> {
  try {
    const source = sharp(filePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Applies the EXIF orientation to the pixels before the metadata is dropped.
      .rotate();
    if (kind === 'cover') return await coverOf(source);
    return await (kind === 'avatar' ? avatarOf(source) : thumbnailOf(source));
  } catch {
    throw unsupportedMediaType(UNREADABLE[what]);
  }
}
