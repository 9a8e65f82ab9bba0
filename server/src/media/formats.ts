/**
 * Video containers accepted for upload, keyed by the MIME type `file-type` reports from the bytes.
 * Only containers a browser's `<video>` can play are taken; the extension of the stored key comes
 * from here, never from the client's file name.
 */
const VIDEO_FORMATS: Readonly<Record<string, { ext: string; contentType: string }>> = {
  'video/mp4': { ext: 'mp4', contentType: 'video/mp4' },
  'video/x-m4v': { ext: 'm4v', contentType: 'video/mp4' },
  'video/webm': { ext: 'webm', contentType: 'video/webm' },
  'video/quicktime': { ext: 'mov', contentType: 'video/quicktime' },
  'video/matroska': { ext: 'mkv', contentType: 'video/x-matroska' },
  'video/x-matroska': { ext: 'mkv', contentType: 'video/x-matroska' },
  'video/ogg': { ext: 'ogv', contentType: 'video/ogg' },
};

export const VIDEO_FORMAT_NAMES = 'MP4, WebM, MOV, MKV or Ogg';

export function videoFormatOf(sniffedMime: string | undefined) {
  return sniffedMime ? (VIDEO_FORMATS[sniffedMime] ?? null) : null;
}

/** Image types sharp decodes with its bundled libvips; anything else is refused before decoding. */
const IMAGE_INPUT_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

export const IMAGE_FORMAT_NAMES = 'JPEG, PNG, WebP, GIF, AVIF or TIFF';

export function isAcceptedImageType(sniffedMime: string | undefined): boolean {
  return sniffedMime !== undefined && IMAGE_INPUT_TYPES.has(sniffedMime);
}
