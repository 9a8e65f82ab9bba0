import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { UPLOAD_CHUNK_BYTES } from '@kinora/contract';
import { translate } from '../../i18n/translate';
import { isOutOfSpace, OUT_OF_SPACE_MESSAGE } from '../../lib/unavailable';
import { createDatabaseKvStore } from './database-kv-store';
import type { DataStore, Upload } from '@tus/server';
import type { MetadataValue } from '@tus/s3-store';
import type { AppConfig } from '../../config';
import type { ResumableUploadRepository } from './upload-repository';

/**
 * The tus data store for the site's storage driver. Either way an upload's bytes sit in the
 * site's storage at its id, `uploads/<32 hex>` (see `resumableUploadKey`), so a finished one is
 * moved to its video's key with `Storage.adoptUpload`; the store's record of each upload is in
 * the database (see `createDatabaseKvStore`).
 */
export async function createResumableStore(
  config: Pick<AppConfig, 'dataDir' | 'media'>,
  uploads: ResumableUploadRepository,
): Promise<DataStore> {
  if (config.media.driver === 's3') {
    const { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } =
      config.media.s3;
    if (!bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3.');
    // Loaded only with S3, as the storage driver is (the AWS SDK is large).
    const { S3Store } = await import('@tus/s3-store');
    const store = new S3Store({
      partSize: UPLOAD_CHUNK_BYTES,
      cache: createDatabaseKvStore<MetadataValue>(uploads),
      s3ClientConfig: {
        bucket,
        region,
        forcePathStyle,
        ...(endpoint ? { endpoint } : {}),
        ...(accessKeyId && secretAccessKey
          ? { credentials: { accessKeyId, secretAccessKey } }
          : {}),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    });
    return refusingWhenFull(store);
  }
  // The local storage's own folder (see `createStorage`), so that keeping a finished upload is
  // a rename on the same disk.
  const directory = path.join(config.dataDir, 'media');
  await fs.mkdir(path.join(directory, 'uploads'), { recursive: true });
  return refusingWhenFull(
    new FileStore({ directory, configstore: createDatabaseKvStore<Upload>(uploads) }),
  );
}

/**
 * A chunk that meets a full disk (the file store's folder, or the S3 store's parts spooled on the
 * local disk) is answered 507 with the reason, as the multipart upload is, instead of tus's bare
 * 500: tus answers an error by its `status_code` and `body`. The client keeps its offset and can
 * resume once the operator has made room.
 */
export function refusingWhenFull<S extends DataStore>(store: S): S {
  const write = store.write.bind(store);
  store.write = async (...args) => {
    try {
      return await write(...args);
    } catch (error) {
      if (!isOutOfSpace(error)) throw error;
      // In English: the upload's answer tells it in the language of its request.
      const said = translate(OUT_OF_SPACE_MESSAGE);
      throw Object.assign(new Error(said, { cause: error }), { status_code: 507, body: said });
    }
  };
  return store;
}
