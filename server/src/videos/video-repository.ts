import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { TRENDING_WINDOW_DAYS } from '@kinora/contract';
import { reusableQuery } from '../db/reusable-query';
import { escapeLike } from '../accounts';
import { isListedVideo, isWatchableVideo } from '../lib/moderated-content';
import { isBlockedBy, isNotBlockedBy, isNotHiddenSensitive } from '../lib/viewer-choices';
import { initialState } from './processing-state';
import type {
  CommentPolicy,
  SensitiveContentMode,
  VideoSortField,
  VideoVisibility,
} from '@kinora/contract';
import type {
  AliasedExpression,
  Kysely,
  RawBuilder,
  SelectQueryBuilder,
  Transaction,
} from 'kysely';
import type { Database } from '../db/schema';
import type { UploadProgressColumn, VideoWithOwnerRow } from './video-mappers';
import type { ThumbnailSet } from '../media/thumbnail-set';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewVideo {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  videoKey: string;
  /** None for a draft uploaded without one, until processing has taken frames. */
  thumbnail: ThumbnailSet | null;
  duration: number;
  width: number;
  height: number;
  /** Held against the owner's quota until the renditions are stored (see `renditionBudget`). */
  reservedBytes?: number;
  /** Public unless given; `is_published` follows it (migration 091). */
  visibility?: VideoVisibility;
  /**
   * `processing` for uploads (a transcode is queued); `ready` for files that play as they are;
   * `uploading` for the draft of a resumable upload, whose bytes are still arriving.
   */
  status: 'uploading' | 'processing' | 'ready';
  /** A draft's chosen visibility (the draft itself is stored private until it is published). */
  draftVisibility?: VideoVisibility;
  createdAt?: Date;
}

export interface VideoListFilter {
  ownerId?: string;
  /** Like `ownerId`, by the owner's username: an unknown one lists nothing. */
  ownerUsername?: string;
  query?: string;
  /** Public lists show listed (published and ready) videos only; the owner's dashboard shows all. */
  includeUnpublished?: boolean;
  sortBy?: VideoSortField;
  sortType?: 'asc' | 'desc';
  /**
   * The site's `sensitiveContent`: given, the list leaves out the sensitive videos of others when
   * the viewer hides them (by their own choice, else the site's). The owner's dashboard shows all.
   */
  siteSensitiveContent?: SensitiveContentMode;
}

const SORT_COLUMNS = {
  createdAt: 'videos.created_at',
  views: 'videos.views',
  title: 'videos.title',
  duration: 'videos.duration',
} as const;

/**
 * Views weighted by age, as link aggregators rank: the +2 hours keep a brand-new video from
 * dividing by almost nothing, the 1.5 power lets a day-old video need far more views than an
 * hour-old one to stay ahead. Computed by the database, so paging stays consistent.
 */
const TRENDING_SCORE = sql<number>`videos.views / power(extract(epoch from (now() - videos.created_at)) / 3600.0 + 2, 1.5)`;

/**
 * Videos joined with the owner columns every video answer carries, and `resume_position`: where
 * `viewerId` stopped watching each one (their watch history), null for anyone else. Every list of
 * own videos reads through here, so a signed-in viewer's progress shows on all of them.
 * `is_listed` and `is_watchable` are what others may see: a video a moderator removed, or one of
 * a suspended owner, is neither, so every check of a read row treats it as the owner's alone.
 */
export function selectVideoWithOwner(db: Db, viewerId: string | null = null) {
  return db
    .selectFrom('videos')
    .innerJoin('users', 'users.id', 'videos.owner_id')
    .select([
      'videos.id',
      'videos.owner_id',
      'videos.title',
      'videos.description',
      'videos.video_key',
      'videos.thumbnail_key',
      'videos.thumbnail_dir',
      'videos.thumbnail_widths',
      'videos.thumbnail_width',
      'videos.thumbnail_height',
      'videos.duration',
      'videos.width',
      'videos.height',
      'videos.views',
      'videos.is_published',
      'videos.visibility',
      'videos.visibility_generation',
      'videos.status',
      'videos.processing_stage',
      'videos.processing_progress',
      'videos.adding_rungs',
      'videos.thumbnail_choices',
      'videos.failure_reason',
      'videos.stream_dir',
      'videos.renditions',
      'videos.has_storyboard',
      'videos.progressive_key',
      'videos.created_at',
      'videos.updated_at',
      'videos.removed_at',
      'videos.removed_reason',
      'users.username as owner_username',
      'users.full_name as owner_full_name',
      'users.avatar_key as owner_avatar_key',
      'videos.comment_policy',
      'users.comment_policy as owner_comment_policy',
      'videos.sensitive',
      'videos.sensitive_by_moderator',
      'videos.draft_visibility',
      // A resumable upload still arriving (its owner's only: drafts are private), found by its
      // unique index; null for every other video.
      sql<UploadProgressColumn | null>`(SELECT json_build_object('received', ru.received, 'total', ru.total, 'expiresAt', ru.expires_at) FROM resumable_uploads ru WHERE ru.video_id = videos.id)`.as(
        'upload',
      ),
      isListedVideo().as('is_listed'),
      isWatchableVideo().as('is_watchable'),
    ])
    .select((eb): AliasedExpression<number | null, 'resume_position'> =>
      viewerId
        ? eb
            .selectFrom('watch_history')
            .select('watch_history.position_seconds')
            .whereRef('watch_history.video_id', '=', 'videos.id')
            .where('watch_history.user_id', '=', viewerId)
            .$asScalar()
            .as('resume_position')
        : // Anonymous: no lookup at all, the column is simply empty.
          sql<number | null>`null::real`.as('resume_position'),
    );
}

/**
 * The videos of `filter`, as `viewerId` sees them: without those of the channels they blocked,
 * on a channel's page too (the video itself still opens from its link), and without the
 * sensitive videos they hide.
 */
function applyFilter<O>(
  qb: SelectQueryBuilder<Database, 'videos', O>,
  filter: VideoListFilter,
  viewerId: string | null,
) {
  let query = qb;
  if (!filter.includeUnpublished) query = query.where(isListedVideo());
  query = query.where(isNotBlockedBy(viewerId, 'videos.owner_id'));
  if (filter.siteSensitiveContent)
    query = query.where(isNotHiddenSensitive(viewerId, filter.siteSensitiveContent));
  if (filter.ownerId) query = query.where('videos.owner_id', '=', filter.ownerId);
  const username = filter.ownerUsername?.trim().toLowerCase();
  if (username !== undefined)
    query = query.where('videos.owner_id', 'in', (eb) =>
      eb.selectFrom('users').select('users.id').where('users.username', '=', username),
    );
  // Trending looks at recent videos only: an old hit is not "trending" however many views it has.
  if (filter.sortBy === 'trending')
    query = query.where(
      'videos.created_at',
      '>',
      sql<Date>`now() - make_interval(days => ${TRENDING_WINDOW_DAYS})`,
    );
  const text = filter.query?.trim().toLowerCase();
  if (text)
    query = query.where((eb) =>
      eb(eb.fn('lower', ['videos.title']), 'like', `%${escapeLike(text)}%`),
    );
  return query;
}

/** The columns that record a thumbnail set (the seed writes rows with them too). */
export function thumbnailColumns(thumbnail: ThumbnailSet) {
  return {
    thumbnail_key: thumbnail.key,
    thumbnail_dir: thumbnail.dir,
    thumbnail_widths: JSON.stringify(thumbnail.widths),
    thumbnail_width: thumbnail.width,
    thumbnail_height: thumbnail.height,
  };
}

/** Whether `filter` lists less than the whole public catalogue, whose size triggers keep. */
function isNarrowed(filter: VideoListFilter): boolean {
  return (
    filter.ownerId !== undefined ||
    filter.ownerUsername !== undefined ||
    filter.sortBy === 'trending' ||
    Boolean(filter.query?.trim()) ||
    Boolean(filter.includeUnpublished)
  );
}

/**
 * The whole public catalogue's size: the count triggers keep (listed and not removed, migration
 * 117) less the videos of suspended owners, which no trigger can follow since a suspension ends
 * by itself. Those are few and found by index (suspended accounts, then their listed videos).
 */
const CATALOGUE_SIZE = sql<number>`(SELECT published FROM video_counters) - (SELECT count(*)
  FROM videos WHERE is_listed AND removed_at IS NULL
    AND owner_id IN (SELECT id FROM users WHERE suspended_until > now()))`;

/** Counts the listed videos (ready, public, not removed, owner not suspended) that match. */
const listedCount = (condition: RawBuilder<boolean>) =>
  sql<number>`(SELECT count(*) FROM videos WHERE ${isListedVideo()} AND ${condition})`;

/**
 * The catalogue's size as `viewerId` sees it: less the listed videos of the channels they
 * blocked (found from their few blocks), less the sensitive videos they hide, with the videos
 * that are both added back once. Whether they hide sensitive videos does not depend on the row,
 * so for everyone who does not the database skips that count without reading a video (a
 * one-time filter), and an anonymous visitor's size stays the triggers' number.
 */
function catalogueSizeFor(viewerId: string | null, filter: VideoListFilter) {
  const blocked = viewerId === null ? null : isBlockedBy(viewerId, 'videos.owner_id');
  const hidden = filter.siteSensitiveContent
    ? sql<boolean>`NOT ${isNotHiddenSensitive(viewerId, filter.siteSensitiveContent)}`
    : null;
  let size = CATALOGUE_SIZE;
  if (blocked) size = sql<number>`(${size} - ${listedCount(blocked)})`;
  if (hidden) size = sql<number>`(${size} - ${listedCount(hidden)})`;
  if (blocked && hidden)
    size = sql<number>`(${size} + ${listedCount(sql<boolean>`(${blocked} AND ${hidden})`)})`;
  return size;
}

/** The whole public catalogue's size is kept by triggers; any narrower filter is counted. */
async function countVideos(
  trx: Db,
  filter: VideoListFilter,
  viewerId: string | null,
): Promise<number> {
  if (!isNarrowed(filter)) {
    const row = await trx
      .selectFrom('video_counters')
      .select(catalogueSizeFor(viewerId, filter).as('published'))
      .executeTakeFirst();
    if (row) return Number(row.published);
  }
  const row = await applyFilter(trx.selectFrom('videos'), filter, viewerId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One video with its owner, the owner's subscriber count, the viewer's resume position and the
 * video's captions by language.
 */
function watchQuery(db: Db, id: string, viewerId: string | null) {
  return selectVideoWithOwner(db, viewerId)
    .select((eb) =>
      eb
        .selectFrom('subscriptions')
        .whereRef('subscriptions.channel_id', '=', 'videos.owner_id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .$asScalar()
        .as('subscribers_count'),
    )
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('video_captions')
          .select([
            'video_captions.id',
            'video_captions.language',
            'video_captions.label',
            'video_captions.storage_key',
            'video_captions.created_at',
          ])
          .whereRef('video_captions.video_id', '=', 'videos.id')
          .orderBy('video_captions.language'),
      ).as('captions'),
    )
    .where('videos.id', '=', id);
}

export function createVideoRepository(db: Kysely<Database>) {
  // The watch page's query runs on every view: compiled once.
  const watchAnonymously = reusableQuery(['id'], ({ id }) => watchQuery(db, id, null));
  const watchAsViewer = reusableQuery(['id', 'viewerId'], ({ id, viewerId }) =>
    watchQuery(db, id, viewerId),
  );
  const resumePositionOf = reusableQuery(['id', 'viewerId'], ({ id, viewerId }) =>
    db
      .selectFrom('watch_history')
      .select('position_seconds')
      .where('video_id', '=', id)
      .where('user_id', '=', viewerId),
  );
  return {
    /** Where `viewerId` left the video (seconds), null if they never watched it. */
    async resumePosition(id: string, viewerId: string, trx: Db = db): Promise<number | null> {
      const { rows } = await trx.executeQuery(resumePositionOf({ id, viewerId }));
      return rows[0]?.position_seconds ?? null;
    },

    async findById(id: string, trx: Db = db): Promise<VideoWithOwnerRow | null> {
      return (
        (await selectVideoWithOwner(trx).where('videos.id', '=', id).executeTakeFirst()) ?? null
      );
    },

    /**
     * What a video page shows, in one round trip: the video with its owner, the owner's
     * subscriber count, `viewerId`'s resume position and the captions.
     */
    async findForWatch(id: string, viewerId: string | null, trx: Db = db) {
      const query = viewerId ? watchAsViewer({ id, viewerId }) : watchAnonymously({ id });
      const { rows } = await trx.executeQuery(query);
      const row = rows[0];
      if (!row) return null;
      // JSON carries the captions' times as text.
      const captions = row.captions.map((caption) => ({
        ...caption,
        created_at: new Date(caption.created_at),
      }));
      return { ...row, captions };
    },

    /** Ownership and file keys, for authorization and deletion; `is_listed` as others see it. */
    async findMeta(id: string, trx: Db = db) {
      const row = await trx
        .selectFrom('videos')
        .select([
          'id',
          'owner_id',
          isListedVideo().as('is_listed'),
          'is_published',
          'visibility',
          'draft_visibility',
          'status',
          'video_key',
          'thumbnail_key',
          'thumbnail_dir',
          'thumbnail_widths',
          'stream_dir',
          'staging_dir',
          'progressive_key',
          'thumbnail_choices',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** A page of videos; each row carries `viewerId`'s resume position (see `selectVideoWithOwner`). */
    async list(
      filter: VideoListFilter,
      limit: number,
      offset: number,
      viewerId: string | null = null,
      trx: Db = db,
    ) {
      const sortBy = filter.sortBy ?? 'createdAt';
      const column = sortBy === 'trending' ? TRENDING_SCORE : SORT_COLUMNS[sortBy];
      const direction = filter.sortType ?? (sortBy === 'title' ? 'asc' : 'desc');
      // A later page picks its ids first, walking the offset in the sort's index alone, then
      // reads and joins only those rows: page 2,000 no longer fetches and joins 24,000 rows to
      // throw them away. The page-numbered answer is the same as plain OFFSET paging.
      const rows =
        offset > 0
          ? selectVideoWithOwner(trx, viewerId).where(
              'videos.id',
              'in',
              applyFilter(trx.selectFrom('videos'), filter, viewerId)
                .select('videos.id')
                .orderBy(column, direction)
                .orderBy('videos.id', direction)
                .limit(limit)
                .offset(offset),
            )
          : applyFilter(selectVideoWithOwner(trx, viewerId), filter, viewerId).limit(limit);
      const ordered = rows.orderBy(column, direction).orderBy('videos.id', direction);
      if (isNarrowed(filter)) {
        const [docs, total] = await Promise.all([
          ordered.execute(),
          countVideos(trx, filter, viewerId),
        ]);
        return { docs, total };
      }
      // The whole catalogue: its size comes with the page, one round trip.
      const docs = await ordered
        .select(catalogueSizeFor(viewerId, filter).as('catalogue_size'))
        .execute();
      const first = docs[0];
      const total = first ? Number(first.catalogue_size) : await countVideos(trx, filter, viewerId);
      return { docs, total };
    },

    /** What a channel's header and About tab count: its listed videos and their views. */
    async channelTotals(ownerId: string, trx: Db = db) {
      const row = await trx
        .selectFrom('videos')
        .where('owner_id', '=', ownerId)
        .where(isListedVideo())
        .select((eb) => [
          eb.fn.countAll<string | number>().as('count'),
          eb.fn.coalesce(eb.fn.sum<string | number>('views'), sql<number>`0`).as('views'),
        ])
        .executeTakeFirstOrThrow();
      return { videosCount: Number(row.count), totalViews: Number(row.views) };
    },

    async create(video: NewVideo, trx: Db = db): Promise<void> {
      await trx
        .insertInto('videos')
        .values({
          id: video.id,
          owner_id: video.ownerId,
          title: video.title,
          description: video.description,
          video_key: video.videoKey,
          ...(video.thumbnail ? thumbnailColumns(video.thumbnail) : { thumbnail_key: null }),
          duration: video.duration,
          width: video.width,
          height: video.height,
          ...initialState(video.status),
          ...(video.reservedBytes !== undefined ? { reserved_bytes: video.reservedBytes } : {}),
          ...(video.visibility !== undefined ? { visibility: video.visibility } : {}),
          ...(video.draftVisibility !== undefined
            ? { draft_visibility: video.draftVisibility }
            : {}),
          ...(video.createdAt ? { created_at: video.createdAt, updated_at: video.createdAt } : {}),
        })
        .execute();
    },

    async update(
      id: string,
      changes: {
        title?: string;
        description?: string;
        visibility?: VideoVisibility;
        /** A draft's chosen visibility, which publishing it applies. */
        draftVisibility?: VideoVisibility;
        /** null: the video follows its channel's policy. */
        commentPolicy?: CommentPolicy | null;
        /** The owner's own mark; a moderator's is set by moderation alone. */
        sensitive?: boolean;
        thumbnail?: ThumbnailSet;
      },
      trx: Db = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('videos')
        .set({
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
          ...(changes.draftVisibility !== undefined
            ? { draft_visibility: changes.draftVisibility }
            : {}),
          ...(changes.commentPolicy !== undefined ? { comment_policy: changes.commentPolicy } : {}),
          ...(changes.sensitive !== undefined ? { sensitive: changes.sensitive } : {}),
          ...(changes.thumbnail ? thumbnailColumns(changes.thumbnail) : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Flips publication in one statement, so concurrent toggles cannot both read the old value.
     * The trigger of migration 091 turns it into visibility: public <-> private (an unlisted
     * video, not published, becomes public).
     */
    async togglePublish(id: string, trx: Db = db): Promise<boolean | null> {
      const row = await trx
        .updateTable('videos')
        .set((eb) => ({ is_published: eb.not('is_published'), updated_at: new Date() }))
        .where('id', '=', id)
        .returning('is_published')
        .executeTakeFirst();
      return row ? row.is_published : null;
    },

    /** Titles and failure reasons of these videos, for the admins' jobs page. */
    async titlesOf(
      ids: string[],
    ): Promise<Map<string, { title: string; failureReason: string | null }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('videos')
        .select(['id', 'title', 'failure_reason'])
        .where('id', 'in', ids)
        .execute();
      return new Map(
        rows.map((row) => [row.id, { title: row.title, failureReason: row.failure_reason }]),
      );
    },

    /**
     * A thumbnail made by processing (from a frame of the video) for a video that has none;
     * false when it got one meanwhile (its owner uploaded one), and `thumbnail` is not used.
     */
    async adoptThumbnail(id: string, thumbnail: ThumbnailSet, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('videos')
        .set(thumbnailColumns(thumbnail))
        .where('id', '=', id)
        .where('thumbnail_key', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Ends a draft: the visibility chosen for it applies from now on. */
    async publishDraft(id: string, trx: Db = db): Promise<void> {
      await trx
        .updateTable('videos')
        .set({
          visibility: sql<VideoVisibility>`draft_visibility`,
          draft_visibility: null,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('draft_visibility', 'is not', null)
        .execute();
    },

    /**
     * Removes the video and everything that refers to it: likes, view counts, history and playlist
     * entries go with it by foreign key; comments are keyed by a plain id, so they go explicitly.
     */
    async delete(id: string, trx: Db = db): Promise<boolean> {
      await trx
        .deleteFrom('comments')
        .where('video_id', '=', id)
        .where('is_external', '=', false)
        .execute();
      const result = await trx.deleteFrom('videos').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;
