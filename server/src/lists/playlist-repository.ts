import { sql, type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import { isListedVideo, isSuspended } from '../lib/moderated-content';
import { isNotHiddenSensitive } from '../lib/viewer-choices';
import type { Database, PlaylistKind } from '../db/schema';
import type { SensitiveContentMode } from '@kinora/contract';

type Db = Kysely<Database> | Transaction<Database>;

export interface PlaylistRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  kind: PlaylistKind;
  is_private: boolean;
  created_at: Date;
  updated_at: Date;
  owner_username: string;
  /** Its owner is suspended: the playlist is hidden from everyone else meanwhile. */
  owner_suspended: boolean;
}

/** One entry of a playlist: an own video or an external one (`entry_id` is whichever is set). */
export interface PlaylistEntryRow {
  playlist_id: string;
  entry_id: string;
  video_id: string | null;
  external_id: string | null;
}

/** Something to add: an own video or a cached external one. */
export type PlaylistEntryRef = { videoId: string } | { externalId: string };

function selectPlaylist(db: Db) {
  return db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.owner_id')
    .select([
      'playlists.id',
      'playlists.owner_id',
      'playlists.name',
      'playlists.description',
      'playlists.kind',
      'playlists.is_private',
      'playlists.created_at',
      'playlists.updated_at',
      'users.username as owner_username',
      isSuspended('playlists.owner_id').as('owner_suspended'),
    ]);
}

export function createPlaylistRepository(db: Kysely<Database>) {
  /**
   * Entries the viewer may see: external ones, listed own videos, and the viewer's own videos;
   * others' sensitive videos not while the viewer hides them (by their own choice, else the
   * site's `siteSensitiveContent`).
   */
  const visibleEntries = (
    trx: Db,
    playlistIds: string[],
    viewerId: string | null,
    siteSensitiveContent: SensitiveContentMode,
  ) =>
    trx
      .selectFrom('playlist_videos')
      .leftJoin('videos', 'videos.id', 'playlist_videos.video_id')
      .select([
        'playlist_videos.playlist_id',
        'playlist_videos.entry_id',
        'playlist_videos.video_id',
        'playlist_videos.external_id',
        'playlist_videos.position',
      ])
      .where('playlist_videos.playlist_id', 'in', playlistIds)
      .where((eb) =>
        eb.or([
          eb('playlist_videos.external_id', 'is not', null),
          isListedVideo(),
          ...(viewerId ? [eb('videos.owner_id', '=', viewerId)] : []),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('playlist_videos.external_id', 'is not', null),
          isNotHiddenSensitive(viewerId, siteSensitiveContent),
        ]),
      );

  const touch = async (playlistId: string, trx: Db = db): Promise<void> => {
    await trx
      .updateTable('playlists')
      .set({ updated_at: new Date() })
      .where('id', '=', playlistId)
      .execute();
  };

  return {
    async findById(id: string, trx: Db = db): Promise<PlaylistRow | null> {
      return (await selectPlaylist(trx).where('playlists.id', '=', id).executeTakeFirst()) ?? null;
    },

    async findWatchLater(ownerId: string, trx: Db = db): Promise<PlaylistRow | null> {
      return (
        (await selectPlaylist(trx)
          .where('playlists.owner_id', '=', ownerId)
          .where('playlists.kind', '=', 'watch_later')
          .executeTakeFirst()) ?? null
      );
    },

    /** Watch later first, then newest first; private ones only when `withPrivate`. */
    async listByOwner(
      ownerId: string,
      withPrivate: boolean,
      limit: number,
      offset: number,
      trx: Db = db,
    ) {
      return readPage(
        selectPlaylist(trx)
          .where('playlists.owner_id', '=', ownerId)
          .$if(!withPrivate, (qb) => qb.where('playlists.is_private', '=', false))
          .orderBy(sql`playlists.kind = 'watch_later'`, 'desc')
          .orderBy('playlists.created_at', 'desc')
          .orderBy('playlists.id', 'desc'),
        trx
          .selectFrom('playlists')
          .where('owner_id', '=', ownerId)
          .$if(!withPrivate, (qb) => qb.where('is_private', '=', false)),
        limit,
        offset,
      );
    },

    /** The first `perPlaylist` visible entries of each playlist, in the owner's order. */
    async entriesOf(
      playlistIds: string[],
      viewerId: string | null,
      siteSensitiveContent: SensitiveContentMode,
      perPlaylist: number,
      trx: Db = db,
    ): Promise<Map<string, PlaylistEntryRow[]>> {
      const result = new Map<string, PlaylistEntryRow[]>();
      if (playlistIds.length === 0) return result;
      const rows = await trx
        .selectFrom(
          visibleEntries(trx, playlistIds, viewerId, siteSensitiveContent)
            .select(
              sql<number>`row_number() over (partition by playlist_videos.playlist_id order by playlist_videos.position, playlist_videos.entry_id)`.as(
                'rank',
              ),
            )
            .as('entries'),
        )
        .select(['playlist_id', 'entry_id', 'video_id', 'external_id'])
        .where('rank', '<=', perPlaylist)
        .orderBy('rank')
        .execute();
      for (const row of rows) {
        const list = result.get(row.playlist_id) ?? [];
        list.push(row);
        result.set(row.playlist_id, list);
      }
      return result;
    },

    async countVisibleEntries(
      playlistIds: string[],
      viewerId: string | null,
      siteSensitiveContent: SensitiveContentMode,
      trx: Db = db,
    ): Promise<Map<string, number>> {
      if (playlistIds.length === 0) return new Map();
      const rows = await trx
        .selectFrom(visibleEntries(trx, playlistIds, viewerId, siteSensitiveContent).as('entries'))
        .select(['playlist_id', sql<number>`count(*)`.as('count')])
        .groupBy('playlist_id')
        .execute();
      return new Map(rows.map((r) => [r.playlist_id, Number(r.count)]));
    },

    /** Which of the playlists contain the video (own or external id). */
    async containing(playlistIds: string[], entryId: string, trx: Db = db): Promise<Set<string>> {
      if (playlistIds.length === 0) return new Set();
      const rows = await trx
        .selectFrom('playlist_videos')
        .select('playlist_id')
        .where('playlist_id', 'in', playlistIds)
        .where('entry_id', '=', entryId)
        .execute();
      return new Set(rows.map((r) => r.playlist_id));
    },

    /** The ids of the entries the viewer may see, in order. */
    async visibleEntryIds(
      playlistId: string,
      viewerId: string,
      siteSensitiveContent: SensitiveContentMode,
      trx: Db = db,
    ): Promise<string[]> {
      const rows = await visibleEntries(trx, [playlistId], viewerId, siteSensitiveContent)
        .orderBy('playlist_videos.position')
        .orderBy('playlist_videos.entry_id')
        .execute();
      return rows.map((r) => r.entry_id);
    },

    async create(
      p: {
        id: string;
        ownerId: string;
        name: string;
        description: string;
        isPrivate: boolean;
        kind?: PlaylistKind;
      },
      trx: Db = db,
    ): Promise<boolean> {
      const row = await trx
        .insertInto('playlists')
        .values({
          id: p.id,
          owner_id: p.ownerId,
          name: p.name,
          description: p.description,
          is_private: p.isPrivate,
          kind: p.kind ?? 'custom',
        })
        // Only Watch later can conflict (one per owner): a racing request made it already.
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async update(
      id: string,
      changes: { name?: string; description?: string; isPrivate?: boolean },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .updateTable('playlists')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.isPrivate !== undefined ? { is_private: changes.isPrivate } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('playlists').where('id', '=', id).execute();
    },

    /** Appends the video at the end; false when it was already in the playlist. */
    async addEntry(playlistId: string, ref: PlaylistEntryRef, trx: Db = db): Promise<boolean> {
      const row = await trx
        .insertInto('playlist_videos')
        .values({
          playlist_id: playlistId,
          video_id: 'videoId' in ref ? ref.videoId : null,
          external_id: 'externalId' in ref ? ref.externalId : null,
          position: sql<number>`(select coalesce(max(position), 0) + 1 from playlist_videos where playlist_id = ${playlistId})`,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('entry_id')
        .executeTakeFirst();
      if (row) await touch(playlistId, trx);
      return row !== undefined;
    },

    async removeEntry(playlistId: string, entryId: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('playlist_videos')
        .where('playlist_id', '=', playlistId)
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Positions 1..n in the order given. Entries not named (videos their owner has hidden since)
     * move behind them, keeping their order, so they come back at the end if shown again.
     */
    async setOrder(playlistId: string, entryIds: string[], trx: Db = db): Promise<void> {
      if (entryIds.length === 0) return;
      const cases = sql.join(
        entryIds.map((entryId, index) => sql`when ${entryId} then ${index + 1}`),
        sql` `,
      );
      await trx
        .updateTable('playlist_videos')
        .set({
          position: sql<number>`case entry_id ${cases} else position + ${entryIds.length} end`,
        })
        .where('playlist_id', '=', playlistId)
        .execute();
      await touch(playlistId, trx);
    },

    touch,
  };
}

export type PlaylistRepository = ReturnType<typeof createPlaylistRepository>;
