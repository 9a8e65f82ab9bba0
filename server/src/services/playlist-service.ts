import { conflict, notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner, isVisibleTo } from '../lib/ownership';
import { createPlaylistRepository, type PlaylistRow } from '../repositories/playlist-repository';
import { toVideo } from '../repositories/video-mappers';
import { createVideoRepository } from '../repositories/video-repository';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import type { Playlist } from '@kinora/contract';

/** Videos shown on a playlist card in lists (covers); the detail shows up to the detail limit. */
const COVER_VIDEOS = 4;
const DETAIL_VIDEOS = 500;

/** Playlists as the contract shapes them: owner, visible video count and videos. */
export function createPlaylistService(db: Kysely<Database>) {
  const playlists = createPlaylistRepository(db);
  const videos = createVideoRepository(db);

  /**
   * Which playlists hold `videoId`, asked only about a video the viewer may see: for any other
   * the answer is "none", the same as for an id that was never used.
   */
  async function containingIfVisible(ids: string[], videoId: string, viewerId: string | null) {
    const video = await videos.findMeta(videoId);
    if (!video || !isVisibleTo(video, viewerId)) return new Set<string>();
    return playlists.containing(ids, videoId);
  }

  async function present(
    rows: PlaylistRow[],
    viewerId: string | null,
    perPlaylist: number,
    videoId?: string,
  ) {
    const ids = rows.map((r) => r.id);
    const [entries, counts, containing] = await Promise.all([
      playlists.videosOf(ids, viewerId, perPlaylist),
      playlists.countVisibleVideos(ids, viewerId),
      videoId ? containingIfVisible(ids, videoId, viewerId) : Promise.resolve(null),
    ]);
    return rows.map((row): Playlist => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      totalVideos: counts.get(row.id) ?? 0,
      videos: (entries.get(row.id) ?? []).map((video) => toVideo(video)),
      owner: { _id: row.owner_id, username: row.owner_username },
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      ...(containing ? { containsCurrentVideo: containing.has(row.id) } : {}),
    }));
  }

  async function detail(id: string, viewerId: string | null): Promise<Playlist> {
    const row = await playlists.findById(id);
    if (!row) throw notFound('Playlist not found.');
    const [playlist] = await present([row], viewerId, DETAIL_VIDEOS);
    if (!playlist) throw notFound('Playlist not found.');
    return playlist;
  }

  async function ownPlaylist(id: string, userId: string) {
    return assertOwner(await playlists.findById(id), userId, 'Playlist');
  }

  return {
    detail,

    async listByOwner(
      ownerId: string,
      viewerId: string | null,
      limit: number,
      offset: number,
      videoId?: string,
    ) {
      const { docs, total } = await playlists.listByOwner(ownerId, limit, offset);
      return { docs: await present(docs, viewerId, COVER_VIDEOS, videoId), total };
    },

    async create(ownerId: string, input: { name: string; description: string }): Promise<Playlist> {
      const id = newObjectId();
      await playlists.create({ id, ownerId, ...input });
      return detail(id, ownerId);
    },

    async update(
      id: string,
      userId: string,
      changes: { name?: string; description?: string },
    ): Promise<Playlist> {
      await ownPlaylist(id, userId);
      await playlists.update(id, changes);
      return detail(id, userId);
    },

    async remove(id: string, userId: string): Promise<void> {
      await ownPlaylist(id, userId);
      await playlists.delete(id);
    },

    /** Only an existing own-site video the user may see can be added, and only once. */
    async addVideo(playlistId: string, videoId: string, userId: string): Promise<Playlist> {
      await ownPlaylist(playlistId, userId);
      const video = await videos.findMeta(videoId);
      if (!video || !isVisibleTo(video, userId)) throw notFound('Video not found.');
      if (!(await playlists.addVideo(playlistId, videoId)))
        throw conflict('Video is already in this playlist.');
      return detail(playlistId, userId);
    },

    async removeVideo(playlistId: string, videoId: string, userId: string): Promise<Playlist> {
      await ownPlaylist(playlistId, userId);
      if (!(await playlists.removeVideo(playlistId, videoId)))
        throw notFound('Video is not in this playlist.');
      return detail(playlistId, userId);
    },
  };
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;
