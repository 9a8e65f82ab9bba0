import {
  VIDEO_VISIBILITIES,
  VideoUploadFieldsSchema,
  type VideoVisibility,
} from '@kinora/contract';
import {
  badRequest,
  message,
  payloadTooLarge,
  unsupportedMediaType,
  type Message,
} from '../lib/http-error';
import { createStorageKey, type Storage } from '../storage/storage';
import {
  IMAGE_FORMAT_NAMES,
  VIDEO_FORMAT_NAMES,
  isAcceptedImageType,
  videoFormatOf,
  type VideoFormat,
} from './formats';
import { normalizeImage, type ImageKind, type NormalizedImage } from './normalize-image';
import { probeVideo, type VideoProbe } from './probe-video';
import { formatLimit } from './format-limit';
import { runMediaWork } from './media-work';
import { OPEN_ADMISSION, type UploadAdmission, type UploadGuard } from './upload-guard';
import { readParts, type FileFieldSpec } from './read-parts';
import { removeSpooledFile } from './spool';
import { deleteStoredFiles, type StoredFile } from './stored-files';
import { storeThumbnail, type StoredThumbnail } from './thumbnail-set';
import { renditionBudget } from './transcode/rendition-budget';
import { checkVideoLimits } from './video-limits';
import type { AppConfig } from '../config';
import type { TObject } from 'typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

export type StoredVideo = StoredFile &
  VideoProbe & {
    /** What its renditions may take, held against the owner's quota until they are stored. */
    reservedBytes: number;
  };

/** What the upload parsers need; the storage plugin decorates the app with one (`app.uploadDeps`). */
export interface UploadDeps {
  storage: Storage;
  /** Where uploads are spooled before they are checked; on the same disk as local media. */
  tempDir: string;
  media: Pick<
    AppConfig['media'],
    | 'maxVideoBytes'
    | 'maxImageBytes'
    | 'ffprobePath'
    | 'maxVideoDurationSeconds'
    | 'maxVideoPixels'
    | 'maxVideoFps'
  >;
  /** Per-user limits (rate, uploads in flight, storage quota); none without a database. */
  guard?: UploadGuard;
  /** Told the bytes of each file received (the metrics), whether or not it is then kept. */
  received?: (bytes: number) => void;
}

const isVideoVisibility = (value: string | undefined): value is VideoVisibility =>
  (VIDEO_VISIBILITIES as readonly (string | undefined)[]).includes(value);

export interface VideoUpload {
  fields: { title: string; description: string; visibility?: VideoVisibility };
  video: StoredVideo;
  thumbnail: StoredThumbnail;
}

/** What each kind of image becomes in storage: one avatar file, or a thumbnail's sizes. */
interface StoredImages {
  avatar: StoredFile;
  thumbnail: StoredThumbnail;
  cover: StoredFile;
}

/** The image fields a form takes, each with what its image is: `{ avatar: 'avatar' }`. */
export type ImageFields = Record<string, ImageKind>;

export interface ImageUpload<F extends ImageFields = ImageFields> {
  fields: Record<string, string>;
  /** Each image field's stored image, null when the form had none. */
  images: { [N in keyof F]: StoredImages[F[N]] | null };
}

export const NOT_A_VIDEO = message('The video file must be a video ({{formats}}).', {
  formats: VIDEO_FORMAT_NAMES,
});

/** Everything one request has put on disk or in storage, so a failure can take it all back. */
class UploadSession {
  readonly tempFiles: string[] = [];
  readonly storedKeys: string[] = [];

  constructor(
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  async removeTempFiles(): Promise<void> {
    await Promise.all(this.tempFiles.map(removeSpooledFile));
  }

  async discard(): Promise<void> {
    await this.removeTempFiles();
    await deleteStoredFiles(this.storage, this.storedKeys, this.log);
  }
}

export interface SizeLimit {
  maxBytes: number;
  tooLargeMessage: Message;
}

/** What a file is, as the messages about its size name it. */
export type UploadedThing = 'video file' | ImageKind;

/** Each file's sentences whole, as a language with genders needs them. */
const TOO_LARGE = {
  'video file': (max: Message) =>
    message('The video file is too large (at most {{max}}).', { max }),
  avatar: (max: Message) => message('The avatar is too large (at most {{max}}).', { max }),
  cover: (max: Message) => message('The cover is too large (at most {{max}}).', { max }),
  thumbnail: (max: Message) => message('The thumbnail is too large (at most {{max}}).', { max }),
};
const DOES_NOT_FIT = {
  'video file': (left: Message, quota: Message) =>
    message('The video file does not fit in your storage: {{left}} of your {{quota}} are left.', {
      left,
      quota,
    }),
  avatar: (left: Message, quota: Message) =>
    message('The avatar does not fit in your storage: {{left}} of your {{quota}} are left.', {
      left,
      quota,
    }),
  cover: (left: Message, quota: Message) =>
    message('The cover does not fit in your storage: {{left}} of your {{quota}} are left.', {
      left,
      quota,
    }),
  thumbnail: (left: Message, quota: Message) =>
    message('The thumbnail does not fit in your storage: {{left}} of your {{quota}} are left.', {
      left,
      quota,
    }),
};

/** The most a file may weigh: its kind's limit, or what is left of the user's quota when less. */
export function sizeLimit(
  admission: UploadAdmission,
  maxBytes: number,
  what: UploadedThing,
): SizeLimit {
  const { remainingBytes, quotaBytes } = admission;
  if (quotaBytes === null || remainingBytes >= maxBytes)
    return { maxBytes, tooLargeMessage: TOO_LARGE[what](formatLimit(maxBytes)) };
  return {
    maxBytes: remainingBytes,
    tooLargeMessage: DOES_NOT_FIT[what](formatLimit(remainingBytes), formatLimit(quotaBytes)),
  };
}

/** Each image's refusal of a file that is not an image, whole, as a language needs it. */
const NOT_AN_IMAGE = {
  avatar: message('The avatar must be an image ({{formats}}).', { formats: IMAGE_FORMAT_NAMES }),
  cover: message('The cover must be an image ({{formats}}).', { formats: IMAGE_FORMAT_NAMES }),
  thumbnail: message('The thumbnail must be an image ({{formats}}).', {
    formats: IMAGE_FORMAT_NAMES,
  }),
};

/** An image field: its type told by its first bytes, then decoded and re-encoded. */
function imageField(
  limit: SizeLimit,
  decoded: Map<string, NormalizedImage>,
  field: string,
  kind: ImageKind,
): FileFieldSpec {
  return {
    ...limit,
    acceptsType: isAcceptedImageType,
    wrongTypeMessage: NOT_AN_IMAGE[kind],
    check: async (file) => {
      decoded.set(field, await runMediaWork(() => normalizeImage(file.path, kind)));
    },
  };
}

/** Stores a normalized image, each key noted in the session before its write starts. */
const storeImage: {
  [K in ImageKind]: (
    session: UploadSession,
    storage: Storage,
    image: NormalizedImage,
  ) => Promise<StoredImages[K]>;
} = {
  avatar: async (session, storage, image) => {
    const [file] = image.renditions;
    if (!file) throw new Error('A normalized avatar has one file.');
    const key = createStorageKey('avatars', file.ext);
    session.storedKeys.push(key);
    await storage.put(key, file.data, file.contentType, file.data.length);
    return { key, size: file.data.length, contentType: file.contentType };
  },
  thumbnail: (session, storage, image) =>
    storeThumbnail(storage, image, (key) => session.storedKeys.push(key)),
  // A channel banner is, like the avatar, one public image of the account: filed with them.
  cover: (session, storage, image) => storeImage.avatar(session, storage, image),
};

/**
 * `POST /videos`: title, description, `videoFile` and `thumbnail`, all required (else 400 'All fields
 * are required.'). The text fields are checked as they arrive, so a bad title is refused before a
 * file is read. The video must be a real video (magic bytes, then ffprobe finds a video stream);
 * the thumbnail is re-encoded in its responsive sizes. Either the video and every thumbnail size
 * end up in storage, or nothing does: on any failure, an aborted upload included, everything
 * stored so far is deleted before the error propagates. So is an upload whose uploader is
 * suspended meanwhile: it stops at once (401, with the reason), or at the latest once its files
 * are stored, before the caller inserts the row through `commitStoredFiles`.
 */
export async function parseVideoUpload(
  request: FastifyRequest,
  deps: UploadDeps,
): Promise<VideoUpload> {
  const admission = await (deps.guard?.admit(request) ?? OPEN_ADMISSION);
  try {
    return await readVideoUpload(request, deps, admission);
  } finally {
    await admission.release();
  }
}

async function readVideoUpload(
  request: FastifyRequest,
  deps: UploadDeps,
  admission: UploadAdmission,
): Promise<VideoUpload> {
  const { storage, media } = deps;
  const session = new UploadSession(storage, request.log);
  const probes = new Map<
    string,
    { probe: VideoProbe; format: VideoFormat; reservedBytes: number }
  >();
  const images = new Map<string, NormalizedImage>();
  try {
    const { fields, files } = await readParts(request, {
      tempDir: deps.tempDir,
      fields: VideoUploadFieldsSchema,
      track: (file, bytes) => {
        session.tempFiles.push(file);
        deps.received?.(bytes);
      },
      signal: admission.signal,
      fileFields: {
        videoFile: {
          ...sizeLimit(admission, media.maxVideoBytes, 'video file'),
          acceptsType: (mime) => videoFormatOf(mime) !== null,
          wrongTypeMessage: NOT_A_VIDEO,
          check: async (file) => {
            const format = videoFormatOf(file.mime);
            if (!format) throw unsupportedMediaType(NOT_A_VIDEO);
            const probe = await runMediaWork(() =>
              probeVideo(media.ffprobePath, file.path, format.container),
            );
            checkVideoLimits(probe, media);
            const reservedBytes = renditionBudget(probe);
            if (file.size + reservedBytes > admission.remainingBytes)
              throw payloadTooLarge(
                message(
                  'The video does not fit in your storage: with its renditions it needs {{needed}}, and {{left}} of your {{quota}} are left.',
                  {
                    needed: formatLimit(file.size + reservedBytes),
                    left: formatLimit(admission.remainingBytes),
                    quota: formatLimit(admission.quotaBytes ?? 0),
                  },
                ),
              );
            probes.set('videoFile', { probe, format, reservedBytes });
          },
        },
        thumbnail: imageField(
          sizeLimit(admission, media.maxImageBytes, 'thumbnail'),
          images,
          'thumbnail',
          'thumbnail',
        ),
      },
    });

    const videoFile = files.get('videoFile');
    const checked = probes.get('videoFile');
    const thumbnailImage = images.get('thumbnail');
    const { title, description, visibility } = fields;
    if (!title || !description || !videoFile || !checked || !thumbnailImage)
      throw badRequest(message('All fields are required.'));

    const videoKey = createStorageKey('videos', checked.format.ext);
    session.storedKeys.push(videoKey);
    await storage.putFile(videoKey, videoFile.path, checked.format.contentType);
    const thumbnail = await storeImage.thumbnail(session, storage, thumbnailImage);
    await admission.assertAllowed();
    await session.removeTempFiles();
    return {
      // `readParts` checked it against the schema as it arrived.
      fields: { title, description, ...(isVideoVisibility(visibility) ? { visibility } : {}) },
      video: {
        key: videoKey,
        size: videoFile.size,
        contentType: checked.format.contentType,
        ...checked.probe,
        reservedBytes: checked.reservedBytes,
      },
      thumbnail,
    };
  } catch (err) {
    await session.discard();
    throw err;
  }
}

/**
 * A form with optional images (`avatar` and `coverImage` on register, one of them on an image
 * change, `thumbnail` on a video edit) and the text fields of `fields`, each checked as it
 * arrives. Each image is decoded and re-encoded: a 256 px square WebP avatar, a banner within
 * 2048 px, or a thumbnail in each responsive size (within 1280 px) in WebP and JPEG. An image
 * the form did not have is null. Either every image ends up in storage, or none does (none when
 * the uploader is suspended meanwhile, as for a video).
 */
export async function parseImageUpload<F extends ImageFields>(
  request: FastifyRequest,
  deps: UploadDeps,
  options: { images: F; fields: TObject },
): Promise<ImageUpload<F>> {
  const admission = await (deps.guard?.admit(request) ?? OPEN_ADMISSION);
  try {
    return await readImageUpload(request, deps, options, admission);
  } finally {
    await admission.release();
  }
}

async function readImageUpload<F extends ImageFields>(
  request: FastifyRequest,
  deps: UploadDeps,
  options: { images: F; fields: TObject },
  admission: UploadAdmission,
): Promise<ImageUpload<F>> {
  const imageFields = Object.entries(options.images);
  const session = new UploadSession(deps.storage, request.log);
  const decoded = new Map<string, NormalizedImage>();
  try {
    const { fields } = await readParts(request, {
      tempDir: deps.tempDir,
      fields: options.fields,
      track: (file, bytes) => {
        session.tempFiles.push(file);
        deps.received?.(bytes);
      },
      signal: admission.signal,
      fileFields: Object.fromEntries(
        imageFields.map(([field, kind]) => [
          field,
          imageField(sizeLimit(admission, deps.media.maxImageBytes, kind), decoded, field, kind),
        ]),
      ),
    });
    const images: Record<string, StoredImages[ImageKind] | null> = {};
    for (const [field, kind] of imageFields) {
      const image = decoded.get(field);
      images[field] = image ? await storeImage[kind](session, deps.storage, image) : null;
    }
    await admission.assertAllowed();
    await session.removeTempFiles();
    // One entry per field of `options.images`, each stored as its kind says.
    return { fields, images: images as ImageUpload<F>['images'] };
  } catch (err) {
    await session.discard();
    throw err;
  }
}
