import { sql, type Kysely, type Transaction } from 'kysely';
import { selectVideoWithOwner } from './video-repository';
import type { Database } from '../db/schema';
import type { VideoWithOwnerRow } from './video-mappers';

type Db = Kysely<Database> | Transaction<Database>;

export interface PlaylistRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  created_at: Date;
  updated_at: Date;
  owner_username: string;
}

function selectPlaylist(db: Db) {
  return db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.owner_id')
    .select([
      'playlists.id',
      'playlists.owner_id',
      'playlists.name',
      'playlists.description',
      'playlists.created_at',
      'playlists.updated_at',
      'users.username as owner_username',
    ]);
}

export function createPlaylistRepository(db: Kysely<Database>) {
  /**
   * Entries of videos the viewer may see (published ones, and the viewer's own), with where the
   * viewer stopped watching each.
   */
  const visibleVideos = (trx: Db, playlistIds: string[], viewerId: string | null) =>
    selectVideoWithOwner(trx, viewerId)
      .innerJoin('playlist_videos', 'playlist_videos.video_id', 'videos.id')
      .select(['playlist_videos.playlist_id', 'playlist_videos.added_at'])
      .where('playlist_videos.playlist_id', 'in', playlistIds)
      .where((eb) =>
        eb.or([
          eb('videos.is_listed', '=', true),
          ...(viewerId ? [eb('videos.owner_id', '=', viewerId)] : []),
        ]),
      );

  return {
    async findById(id: string, trx: Db = db): Promise<PlaylistRow | null> {
      return (await selectPlaylist(trx).where('playlists.id', '=', id).executeTakeFirst()) ?? null;
    },

    async listByOwner(ownerId: string, limit: number, offset: number, trx: Db = db) {
      const [docs, total] = await Promise.all([
        selectPlaylist(trx)
          .where('playlists.owner_id', '=', ownerId)
          .orderBy('playlists.created_at', 'desc')
          .orderBy('playlists.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        trx
          .selectFrom('playlists')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('owner_id', '=', ownerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(total.count) };
    },

    /** The first `perPlaylist` visible videos of each playlist (in the order they were added). */
    async videosOf(
      playlistIds: string[],
      viewerId: string | null,
      perPlaylist: number,
      trx: Db = db,
    ): Promise<Map<string, Array<VideoWithOwnerRow & { playlist_id: string }>>> {
      const result = new Map<string, Array<VideoWithOwnerRow & { playlist_id: string }>>();
      if (playlistIds.length === 0) return result;
      const rows = await trx
        .selectFrom(
          visibleVideos(trx, playlistIds, viewerId)
            .select(
              sql<number>`row_number() over (partition by playlist_videos.playlist_id order by playlist_videos.added_at, videos.id)`.as(
                'position',
              ),
            )
            .as('entries'),
        )
        .selectAll()
        .where('position', '<=', perPlaylist)
        .orderBy('position')
        .execute();
      for (const row of rows) {
        const list = result.get(row.playlist_id) ?? [];
        list.push(row);
        result.set(row.playlist_id, list);
      }
      return result;
    },

    async countVisibleVideos(
      playlistIds: string[],
      viewerId: string | null,
      trx: Db = db,
    ): Promise<Map<string, number>> {
      if (playlistIds.length === 0) return new Map();
      const rows = await trx
        .selectFrom(visibleVideos(trx, playlistIds, viewerId).as('entries'))
        .select(['playlist_id', sql<number>`count(*)`.as('count')])
        .groupBy('playlist_id')
        .execute();
      return new Map(rows.map((r) => [r.playlist_id, Number(r.count)]));
    },

    /** Which of the playlists contain `videoId`. */
    async containing(playlistIds: string[], videoId: string, trx: Db = db): Promise<Set<string>> {
      if (playlistIds.length === 0) return new Set();
      const rows = await trx
        .selectFrom('playlist_videos')
        .select('playlist_id')
        .where('playlist_id', 'in', playlistIds)
        .where('video_id', '=', videoId)
        .execute();
      return new Set(rows.map((r) => r.playlist_id));
    },

    async create(
      p: { id: string; ownerId: string; name: string; description: string },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .insertInto('playlists')
        .values({ id: p.id, owner_id: p.ownerId, name: p.name, description: p.description })
        .execute();
    },

    async update(
      id: string,
      changes: { name?: string; description?: string },
      trx: Db = db,
    ): Promise<void> {
      await trx
        .updateTable('playlists')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },

    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('playlists').where('id', '=', id).execute();
    },

    /** False when the video was already in the playlist. */
    async addVideo(playlistId: string, videoId: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .insertInto('playlist_videos')
        .values({ playlist_id: playlistId, video_id: videoId })
        .onConflict((oc) => oc.doNothing())
        .returning('video_id')
        .executeTakeFirst();
      if (row)
        await trx
          .updateTable('playlists')
          .set({ updated_at: new Date() })
          .where('id', '=', playlistId)
          .execute();
      return row !== undefined;
    },

    async removeVideo(playlistId: string, videoId: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('playlist_videos')
        .where('playlist_id', '=', playlistId)
        .where('video_id', '=', videoId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type PlaylistRepository = ReturnType<typeof createPlaylistRepository>;
