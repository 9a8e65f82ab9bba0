import type { KvStore } from '@tus/server';
import type { ResumableUploadRepository } from './upload-repository';

/**
 * The tus stores' record of each upload (FileStore's configstore, S3Store's metadata cache),
 * kept in the upload's database row: it survives a restart and every instance reads the same,
 * on PGlite as on PostgreSQL. A record is only ever written for an upload whose row Kinora made
 * at its creation; one whose row is gone (its draft deleted) is refused.
 */
export function createDatabaseKvStore<T>(uploads: ResumableUploadRepository): KvStore<T> {
  return {
    async get(key) {
      // What `set` wrote for this key, read back as the store wrote it.
      return (await uploads.info(key)) as T | undefined;
    },
    async set(key, value) {
      if (!(await uploads.setInfo(key, value)))
        throw new Error(`The resumable upload ${key} has no row.`);
    },
    async delete(key) {
      await uploads.clearInfo(key);
    },
    list: () => uploads.ids(),
  };
}
