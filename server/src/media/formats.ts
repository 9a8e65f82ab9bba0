/**
 * How ffprobe and ffmpeg read a container: the demuxer forced with `-f` (never auto-detection,
 * which would take a file that only looks like an MP4 for a playlist or manifest and follow its
 * links), and the `format_name` ffprobe reports for it.
 */
export interface VideoContainer {
  demuxer: 'mov' | 'matroska' | 'ogg';
  formatName: string;
}

export interface VideoFormat {
  ext: string;
  contentType: string;
  container: VideoContainer;
}

/** MP4, M4V and QuickTime: what the seed's clips and the progressive renditions are. */
export const MOV_CONTAINER: VideoContainer = {
  demuxer: 'mov',
  formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
};
/** WebM and Matroska. */
export const MATROSKA_CONTAINER: VideoContainer = {
  demuxer: 'matroska',
  formatName: 'matroska,webm',
};
const OGG: VideoContainer = { demuxer: 'ogg', formatName: 'ogg' };

/**
 * Video containers accepted for upload, keyed by the MIME type `file-type` reports from the bytes.
 * Only containers a browser's `<video>` can play are taken; the extension of the stored key comes
 * from here, never from the client's file name.
 */
const VIDEO_FORMATS: Readonly<Record<string, VideoFormat>> = {
  'video/mp4': { ext: 'mp4', contentType: 'video/mp4', container: MOV_CONTAINER },
  'video/x-m4v': { ext: 'm4v', contentType: 'video/mp4', container: MOV_CONTAINER },
  'video/webm': { ext: 'webm', contentType: 'video/webm', container: MATROSKA_CONTAINER },
  'video/quicktime': { ext: 'mov', contentType: 'video/quicktime', container: MOV_CONTAINER },
  'video/matroska': { ext: 'mkv', contentType: 'video/x-matroska', container: MATROSKA_CONTAINER },
  'video/x-matroska': {
    ext: 'mkv',
    contentType: 'video/x-matroska',
    container: MATROSKA_CONTAINER,
  },
  'video/ogg': { ext: 'ogv', contentType: 'video/ogg', container: OGG },
};

export const VIDEO_FORMAT_NAMES = 'MP4, WebM, MOV, MKV or Ogg';

export function videoFormatOf(sniffedMime: string | undefined): VideoFormat | null {
  return sniffedMime ? (VIDEO_FORMATS[sniffedMime] ?? null) : null;
}

/**
 * The container of a stored video, from its key's extension: the upload named the key after the
 * sniffed format, and a transcoded video's key is its progressive MP4.
 */
export function containerOfKey(key: string): VideoContainer | null {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return Object.values(VIDEO_FORMATS).find((f) => f.ext === ext)?.container ?? null;
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
