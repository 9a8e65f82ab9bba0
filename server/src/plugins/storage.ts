import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { resolveFfprobe } from '../media/resolve-ffprobe';
import {
  UPLOAD_RATE_LIMIT,
  createUploadGuard,
  type UploadGuard,
  type UploaderSuspensions,
} from '../media/upload-guard';
import { createStoredObjectRepository } from '../storage/stored-object-repository';
import { createStorage } from '../storage/create-storage';
import { recordStoredSizes } from '../storage/recorded-storage';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import type { UploadDeps } from '../media/uploads';
import type { Storage } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where media bytes live (local disk or S3, from the configuration). */
    storage: Storage;
    /** What `parseVideoUpload` / `parseImageUpload` need: `parseVideoUpload(request, app.uploadDeps)`. */
    uploadDeps: UploadDeps;
  }
}

export type StoragePluginOptions = {
  config: Pick<AppConfig, 'dataDir' | 'media'>;
  /** An already opened storage (tests); otherwise the configured driver is opened. */
  storage?: Storage;
  /** Told the bytes of each file an upload brings (the metrics). */
  received?: (bytes: number) => void;
} & (
  | {
      /**
       * The app's database: the storage then records what it holds and uploads get per-user
       * limits, and stop when their uploader is suspended (see `upload-guard`). Without one
       * (tests of the upload parsers alone) there are neither.
       */
      db: Kysely<Database>;
      suspensions: UploaderSuspensions;
    }
  | { db?: undefined }
);

/** A spooled upload untouched this long belongs to a request that died with a crash. */
const STALE_UPLOAD_MS = 6 * 60 * 60 * 1000;

async function removeStaleUploads(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await fs.readdir(dir)) {
    const file = path.join(dir, name);
    const stats = await fs.stat(file).catch(() => null);
    if (stats && now - stats.mtimeMs > STALE_UPLOAD_MS)
      await fs.rm(file, { force: true, recursive: true });
  }
}

function uploadGuard(
  app: FastifyInstance,
  db: Kysely<Database>,
  suspensions: UploaderSuspensions,
  quotaBytes: number | null,
): UploadGuard {
  // The rate limit plugin offers limiters only when rate limits are on.
  const rateLimiter = app.hasDecorator('createRateLimit')
    ? app.createRateLimit({
        ...UPLOAD_RATE_LIMIT,
        keyGenerator: (request) => `uploads:${request.userId ?? request.ip}`,
      })
    : null;
  return createUploadGuard({ db, quotaBytes, rateLimiter, log: app.log, suspensions });
}

async function storagePlugin(app: FastifyInstance, options: StoragePluginOptions) {
  const { config, db } = options;
  const opened = options.storage ?? (await createStorage(config));
  const storage = db
    ? recordStoredSizes(opened, createStoredObjectRepository(db), app.log)
    : opened;
  // Spooled uploads sit beside local media so that storing a checked video is a rename.
  const tempDir = path.join(config.dataDir, 'tmp', 'uploads');
  await fs.mkdir(tempDir, { recursive: true });
  await removeStaleUploads(tempDir);

  // A storage handed in by the caller is the caller's to close.
  if (!options.storage) app.addHook('onClose', () => storage.close());
  app.decorate('storage', storage);
  const ffprobePath = await resolveFfprobe(config.media.ffprobePath);
  const guard = options.db
    ? uploadGuard(app, options.db, options.suspensions, config.media.userStorageQuotaBytes)
    : undefined;
  app.decorate('uploadDeps', {
    storage,
    tempDir,
    media: { ...config.media, ffprobePath },
    ...(guard ? { guard } : {}),
    ...(options.received ? { received: options.received } : {}),
  });
}

export default fp(storagePlugin, { name: 'storage' });
