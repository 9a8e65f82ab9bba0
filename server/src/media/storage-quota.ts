import { message, payloadTooLarge } from '../lib/http-error';
import { createStoredObjectRepository } from '../storage/stored-object-repository';
import { formatLimit } from './format-limit';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredThumbnail } from './thumbnail-set';
import type { StoredVideo } from './uploads';

/**
 * The storage quota where uploaded files start to count: in the transaction that makes a row
 * point at them. Each upload was checked against what was free when it started, and a user may
 * have two running; here they take turns (`lockedUsageOf`), so the one committing second
 * measures what the first stored and is refused, rather than both fitting the same space.
 */
export function createStorageQuota(db: Kysely<Database>, quotaBytes: number | null) {
  const objects = createStoredObjectRepository(db);
  return {
    /** Refuses (413), within the `trx` inserting its row, a video its owner has no room for. */
    async assertVideoFits(
      ownerId: string,
      files: { video: Pick<StoredVideo, 'size' | 'reservedBytes'>; thumbnail?: StoredThumbnail },
      trx: Transaction<Database>,
    ): Promise<void> {
      if (quotaBytes === null) return;
      const used = await objects.lockedUsageOf(ownerId, trx);
      const needed =
        files.video.size +
        files.video.reservedBytes +
        (files.thumbnail?.files.reduce((sum, file) => sum + file.size, 0) ?? 0);
      if (used + needed > quotaBytes)
        throw payloadTooLarge(
          message(
            'The video does not fit in your storage: with its renditions and thumbnail it needs {{needed}}, and {{left}} of your {{quota}} are left.',
            {
              needed: formatLimit(needed),
              left: formatLimit(Math.max(0, quotaBytes - used)),
              quota: formatLimit(quotaBytes),
            },
          ),
        );
    },
  };
}
