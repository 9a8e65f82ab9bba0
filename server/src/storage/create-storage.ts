import path from 'node:path';
import { LocalStorage } from './local-storage';
import type { AppConfig } from '../config';
import type { Storage } from './storage';

/** The storage driver the configuration asks for: the local disk by default, or S3. */
export async function createStorage(
  config: Pick<AppConfig, 'dataDir' | 'media'>,
): Promise<Storage> {
  if (config.media.driver === 's3') {
    const { bucket, ...s3 } = config.media.s3;
    // loadConfig already refuses STORAGE_DRIVER=s3 without a bucket; this keeps the types honest.
    if (!bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3.');
    // The AWS SDK costs ~25 MB of memory once loaded: only load it when S3 is the driver.
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage({ bucket, ...s3 });
  }
  return LocalStorage.open(path.join(config.dataDir, 'media'));
}
