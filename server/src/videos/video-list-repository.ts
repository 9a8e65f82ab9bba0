import { isListedVideo } from '../lib/moderated-content';
import { isNotBlockedBy, isNotHiddenSensitive } from '../lib/viewer-choices';
import { readPage } from '../lib/page';
import { selectVideoWithOwner } from './video-repository';
import type { Kysely, Transaction } from 'kysely';
import type { SensitiveContentMode } from '@kinora/contract';
import type { Database } from '../db/schema';
import type { VideoWithOwnerRow } from './video-mappers';

type Db = Kysely<Database> | Transaction<Database>;

export interface VideoPage {
  docs: VideoWithOwnerRow[];
  total: number;
}

/**
 * Per-person lists of own videos: what they liked, and what their subscriptions published. Each
 * leaves out others' sensitive videos when the person hides them (by their own choice, else the
 * site's `siteSensitiveContent`).
 */
export function createVideoListRepository(db: Kysely<Database>) {
  return {
    /**
     * Videos the user liked, most recently liked first. Videos hidden since stay listed only for
     * their owner, like everywhere else.
     */
    async likedBy(
      userId: string,
      siteSensitiveContent: SensitiveContentMode,
      limit: number,
      offset: number,
      trx: Db = db,
    ): Promise<VideoPage> {
      return readPage(
        selectVideoWithOwner(trx, userId)
          .innerJoin('likes', 'likes.video_id', 'videos.id')
          .where('likes.user_id', '=', userId)
          .where((eb) => eb.or([isListedVideo(), eb('videos.owner_id', '=', userId)]))
          .where(isNotHiddenSensitive(userId, siteSensitiveContent))
          .orderBy('likes.created_at', 'desc')
          .orderBy('videos.id', 'desc'),
        trx
          .selectFrom('likes')
          .innerJoin('videos', 'videos.id', 'likes.video_id')
          .where('likes.user_id', '=', userId)
          .where((eb) => eb.or([isListedVideo(), eb('videos.owner_id', '=', userId)]))
          .where(isNotHiddenSensitive(userId, siteSensitiveContent)),
        limit,
        offset,
      );
    },

    /**
     * Newest first: the listed (ready and published) videos of the channels the user follows,
     * but those they blocked (a block leaves the subscription as it was).
     */
    async fromSubscriptions(
      userId: string,
      siteSensitiveContent: SensitiveContentMode,
      limit: number,
      offset: number,
      trx: Db = db,
    ): Promise<VideoPage> {
      const followed = trx
        .selectFrom('subscriptions')
        .select('channel_id')
        .where('subscriber_id', '=', userId);
      return readPage(
        selectVideoWithOwner(trx, userId)
          .where('videos.owner_id', 'in', followed)
          .where(isListedVideo())
          .where(isNotHiddenSensitive(userId, siteSensitiveContent))
          .where(isNotBlockedBy(userId, 'videos.owner_id'))
          .orderBy('videos.created_at', 'desc')
          .orderBy('videos.id', 'desc'),
        trx
          .selectFrom('videos')
          .where('owner_id', 'in', followed)
          .where(isListedVideo())
          .where(isNotHiddenSensitive(userId, siteSensitiveContent))
          .where(isNotBlockedBy(userId, 'videos.owner_id')),
        limit,
        offset,
      );
    },
  };
}
