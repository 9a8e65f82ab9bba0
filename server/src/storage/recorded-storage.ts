import fs from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredObjectRepository } from './stored-object-repository';
import type { Storage } from './storage';

/**
 * The storage, telling `objects` the size of everything it stores and forgets, so storage quotas
 * count every writer (uploads, the transcoder, the seed) without each having to. A size that
 * could not be written down is logged, not thrown: the object is stored all the same, and only
 * the quota misses it.
 */
export function recordStoredSizes(
  storage: Storage,
  objects: StoredObjectRepository,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Storage {
  const note = (what: string, key: string, write: () => Promise<void>) =>
    write().catch((error: unknown) => log.warn({ err: error, key }, `could not ${what} its size`));

  const recorded: Storage = {
    driver: storage.driver,
    get: (key, range) => storage.get(key, range),
    stat: (key) => storage.stat(key),
    exists: (key) => storage.exists(key),
    copyToFile: (key, filePath) => storage.copyToFile(key, filePath),
    close: () => storage.close(),

    async put(key, body, contentType, size) {
      await storage.put(key, body, contentType, size);
      const bytes = size ?? (Buffer.isBuffer(body) ? body.length : (await storage.stat(key))?.size);
      if (bytes !== undefined) await note('record', key, () => objects.record(key, bytes));
    },

    async putFile(key, filePath, contentType) {
      // The driver moves the file away: its size is read first.
      const { size } = await fs.stat(filePath);
      await storage.putFile(key, filePath, contentType);
      await note('record', key, () => objects.record(key, size));
    },

    async adoptUpload(uploadKey, key, contentType) {
      await storage.adoptUpload(uploadKey, key, contentType);
      const size = (await storage.stat(key))?.size;
      if (size !== undefined) await note('record', key, () => objects.record(key, size));
    },

    async delete(key) {
      await storage.delete(key);
      await note('forget', key, () => objects.forget(key));
    },

    async deletePrefix(prefix) {
      await storage.deletePrefix(prefix);
      // The drivers take only a stream folder, `streams/<folder>/`.
      const folder = /^streams\/([0-9a-f]{32})\/$/.exec(prefix)?.[1];
      if (folder) await note('forget', prefix, () => objects.forgetFolder(folder));
    },
  };
  // Still an instance of the driver's class, with its other members (the S3 client) reachable.
  return Object.assign(Object.create(storage) as Storage, recorded);
}
