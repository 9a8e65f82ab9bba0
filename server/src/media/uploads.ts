import fs from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { badRequest, unsupportedMediaType } from '../lib/http-error';
import { createStorageKey, type Storage } from '../storage/storage';
import {
  IMAGE_FORMAT_NAMES,
  VIDEO_FORMAT_NAMES,
  isAcceptedImageType,
  videoFormatOf,
} from './formats';
import { mediaUrl } from './media-url';
import { normalizeImage, type ImageKind, type NormalizedImage } from './normalize-image';
import { probeVideo, type VideoProbe } from './probe-video';
import { readParts } from './read-parts';
import type { AppConfig } from '../config';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SpooledFile } from './spool';

/** A file now in storage: `url` is where the media route serves it. */
export interface StoredFile {
  key: string;
  url: string;
  size: number;
  contentType: string;
}

export type StoredVideo = StoredFile & VideoProbe;

/** What the upload parsers need; the storage plugin decorates the app with one (`app.uploadDeps`). */
export interface UploadDeps {
  storage: Storage;
  /** Where uploads are spooled before they are checked; on the same disk as local media. */
  tempDir: string;
  media: Pick<AppConfig['media'], 'maxVideoBytes' | 'maxImageBytes' | 'ffprobePath'>;
}

export interface VideoUpload {
  fields: Record<string, string>;
  video: StoredVideo;
  thumbnail: StoredFile;
}

export interface ImageUpload {
  fields: Record<string, string>;
  image: StoredFile | null;
}

/** A limit as people read it: `2 GB`, `10 MB`, `4 KB`. */
function formatLimit(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ];
  const [size, unit] = units.find(([size]) => bytes >= size) ?? [1, 'bytes'];
  return `${Math.floor((bytes / size) * 10) / 10} ${unit}`;
}

/** Everything one request has put on disk or in storage, so a failure can take it all back. */
class UploadSession {
  readonly tempFiles: string[] = [];
  readonly storedKeys: string[] = [];

  constructor(private readonly storage: Storage) {}

  async removeTempFiles(): Promise<void> {
    await Promise.all(this.tempFiles.map((file) => fs.rm(file, { force: true })));
  }

  async discard(): Promise<void> {
    await this.removeTempFiles();
    await Promise.allSettled(this.storedKeys.map((key) => this.storage.delete(key)));
  }
}

function imageCheck(
  label: string,
  decoded: Map<string, NormalizedImage>,
  field: string,
  kind: ImageKind,
) {
  return async (file: SpooledFile) => {
    const sniffed = await fileTypeFromFile(file.path);
    if (!isAcceptedImageType(sniffed?.mime)) {
      throw unsupportedMediaType(`The ${label} must be an image (${IMAGE_FORMAT_NAMES}).`);
    }
    decoded.set(field, await normalizeImage(file.path, kind, label));
  };
}

async function storeImage(
  session: UploadSession,
  storage: Storage,
  kind: ImageKind,
  image: NormalizedImage,
) {
  const key = createStorageKey(kind === 'avatar' ? 'avatars' : 'thumbnails', image.ext);
  session.storedKeys.push(key);
  await storage.put(key, image.data, image.contentType, image.data.length);
  return { key, url: mediaUrl(key), size: image.data.length, contentType: image.contentType };
}

/**
 * `POST /videos`: title, description, `videoFile` and `thumbnail`, all required (else 400 'All fields
 * are required.'). The video must be a real video (magic bytes, then ffprobe finds a video stream);
 * the thumbnail is re-encoded. Either both files end up in storage, or nothing does: on any
 * failure, an aborted upload included, everything stored so far is deleted before the error
 * propagates. The caller inserts the row and, if that fails, calls `discardStoredFiles`.
 */
export async function parseVideoUpload(
  request: FastifyRequest,
  deps: UploadDeps,
): Promise<VideoUpload> {
  const { storage, media } = deps;
  const session = new UploadSession(storage);
  const probes = new Map<
    string,
    { probe: VideoProbe; format: { ext: string; contentType: string } }
  >();
  const images = new Map<string, NormalizedImage>();
  try {
    const { fields, files } = await readParts(request, {
      tempDir: deps.tempDir,
      track: (file) => session.tempFiles.push(file),
      fileFields: {
        videoFile: {
          maxBytes: media.maxVideoBytes,
          tooLargeMessage: `The video file is too large (at most ${formatLimit(media.maxVideoBytes)}).`,
          check: async (file) => {
            const format = videoFormatOf((await fileTypeFromFile(file.path))?.mime);
            if (!format)
              throw unsupportedMediaType(`The video file must be a video (${VIDEO_FORMAT_NAMES}).`);
            probes.set('videoFile', {
              probe: await probeVideo(media.ffprobePath, file.path),
              format,
            });
          },
        },
        thumbnail: {
          maxBytes: media.maxImageBytes,
          tooLargeMessage: `The thumbnail is too large (at most ${formatLimit(media.maxImageBytes)}).`,
          check: imageCheck('thumbnail', images, 'thumbnail', 'thumbnail'),
        },
      },
    });

    const videoFile = files.get('videoFile');
    const checked = probes.get('videoFile');
    const thumbnailImage = images.get('thumbnail');
    if (
      !fields.title?.trim() ||
      !fields.description?.trim() ||
      !videoFile ||
      !checked ||
      !thumbnailImage
    ) {
      throw badRequest('All fields are required.');
    }

    const videoKey = createStorageKey('videos', checked.format.ext);
    session.storedKeys.push(videoKey);
    await storage.putFile(videoKey, videoFile.path, checked.format.contentType);
    const thumbnail = await storeImage(session, storage, 'thumbnail', thumbnailImage);
    await session.removeTempFiles();
    return {
      fields,
      video: {
        key: videoKey,
        url: mediaUrl(videoKey),
        size: videoFile.size,
        contentType: checked.format.contentType,
        ...checked.probe,
      },
      thumbnail,
    };
  } catch (err) {
    await session.discard();
    throw err;
  }
}

/**
 * A form with one optional image (`avatar` on register and avatar change, `thumbnail` on a video
 * edit) and text fields. The image is decoded and re-encoded to a bounded WebP (256 px square
 * avatars, thumbnails within 1280 px); `image` is null when the form had none.
 */
export async function parseImageUpload(
  request: FastifyRequest,
  deps: UploadDeps,
  options: { fieldName: string; kind?: ImageKind },
): Promise<ImageUpload> {
  const { fieldName } = options;
  const kind: ImageKind = options.kind ?? (fieldName === 'avatar' ? 'avatar' : 'thumbnail');
  const session = new UploadSession(deps.storage);
  const images = new Map<string, NormalizedImage>();
  try {
    const { fields } = await readParts(request, {
      tempDir: deps.tempDir,
      track: (file) => session.tempFiles.push(file),
      fileFields: {
        [fieldName]: {
          maxBytes: deps.media.maxImageBytes,
          tooLargeMessage: `The ${kind} is too large (at most ${formatLimit(deps.media.maxImageBytes)}).`,
          check: imageCheck(kind, images, fieldName, kind),
        },
      },
    });
    const decoded = images.get(fieldName);
    const image = decoded ? await storeImage(session, deps.storage, kind, decoded) : null;
    await session.removeTempFiles();
    return { fields, image };
  } catch (err) {
    await session.discard();
    throw err;
  }
}

/**
 * Deletes stored files (by `StoredFile` or key), e.g. when the row that would have referenced them
 * could not be written, or when a video is deleted. Never throws: a failed delete is logged, so
 * it can be called from a `catch` without hiding the original error.
 */
export async function discardStoredFiles(
  storage: Storage,
  files: ReadonlyArray<StoredFile | string | null | undefined>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const keys = files.flatMap((file) => (file ? [typeof file === 'string' ? file : file.key] : []));
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, i) => {
    if (result.status === 'rejected')
      log?.error({ err: result.reason, key: keys[i] }, 'could not delete media');
  });
}
