import { PLAYLIST_MAX_VIDEOS, WATCH_LATER_NAME } from '@kinora/contract';
import { badRequest, conflict, forbidden, fieldError, message, notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner, isVisibleTo } from '../lib/ownership';
import { toVideo } from '../videos';
import { selectVideoWithOwner, type VideoRepository } from '../videos';
import { isOwnVideoId, type ExternalVideoService } from '../youtube';
import type { PlaylistEntryRow, PlaylistRepository, PlaylistRow } from './playlist-repository';
import type { Database } from '../db/schema';
import type { LookupOptions } from '../youtube';
import type { Kysely } from 'kysely';
import type { ListVideo, Playlist, SensitiveContentMode } from '@kinora/contract';

/** Videos shown on a playlist card in lists (covers); the detail shows up to the detail limit. */
const COVER_VIDEOS = 4;

/**
 * A private playlist exists for its owner only: to everyone else it is a 404, like a bad id. So
 * does every playlist of a suspended owner while the suspension lasts.
 */
function canSee(row: PlaylistRow, viewerId: string | null): boolean {
  return row.owner_id === viewerId || (!row.is_private && !row.owner_suspended);
}

/** Playlists as the contract shapes them: owner, visible video count and videos in order. */
export function createPlaylistService(
  db: Kysely<Database>,
  {
    playlists,
    videos,
    externals: external,
    sensitiveContentMode,
  }: {
    playlists: PlaylistRepository;
    videos: VideoRepository;
    externals: ExternalVideoService;
    /** The site's way of showing sensitive videos (what a playlist leaves out for whom). */
    sensitiveContentMode: () => Promise<SensitiveContentMode>;
  },
) {
  /** Own and external videos of the entries, by entry id. */
  async function hydrate(entries: PlaylistEntryRow[], viewerId: string | null) {
    const ownIds = entries.flatMap((e) => (e.video_id ? [e.video_id] : []));
    const externalIds = entries.flatMap((e) => (e.external_id ? [e.external_id] : []));
    const [ownRows, externalVideos] = await Promise.all([
      ownIds.length > 0
        ? selectVideoWithOwner(db, viewerId).where('videos.id', 'in', ownIds).execute()
        : Promise.resolve([]),
      external.findMany(externalIds),
    ]);
    const byId = new Map<string, ListVideo>(externalVideos);
    for (const row of ownRows) byId.set(row.id, toVideo(row));
    return byId;
  }

  /**
   * Which playlists hold `videoId`, asked only about a video the viewer may see: for any other
   * the answer is "none", the same as for an id that was never used.
   */
  async function containingIfVisible(ids: string[], videoId: string, viewerId: string | null) {
    if (isOwnVideoId(videoId)) {
      const video = await videos.findMeta(videoId);
      if (!video || !isVisibleTo(video, viewerId)) return new Set<string>();
    }
    return playlists.containing(ids, videoId);
  }

  async function present(
    rows: PlaylistRow[],
    viewerId: string | null,
    perPlaylist: number,
    videoId?: string,
  ) {
    const ids = rows.map((r) => r.id);
    const siteMode = await sensitiveContentMode();
    const [entries, counts, containing] = await Promise.all([
      playlists.entriesOf(ids, viewerId, siteMode, perPlaylist),
      playlists.countVisibleEntries(ids, viewerId, siteMode),
      videoId ? containingIfVisible(ids, videoId, viewerId) : Promise.resolve(null),
    ]);
    const videosById = await hydrate([...entries.values()].flat(), viewerId);
    return rows.map((row): Playlist => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      totalVideos: counts.get(row.id) ?? 0,
      videos: (entries.get(row.id) ?? []).flatMap((entry) => {
        const video = videosById.get(entry.entry_id);
        return video ? [video] : [];
      }),
      owner: { _id: row.owner_id, username: row.owner_username },
      isPrivate: row.is_private,
      isWatchLater: row.kind === 'watch_later',
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      ...(containing ? { containsCurrentVideo: containing.has(row.id) } : {}),
    }));
  }

  async function detail(id: string, viewerId: string | null): Promise<Playlist> {
    const row = await playlists.findById(id);
    if (!row || !canSee(row, viewerId)) throw notFound(message('Playlist not found.'));
    const [playlist] = await present([row], viewerId, PLAYLIST_MAX_VIDEOS);
    if (!playlist) throw notFound(message('Playlist not found.'));
    return playlist;
  }

  async function ownPlaylist(id: string, userId: string) {
    const row = await playlists.findById(id);
    return assertOwner(row && canSee(row, userId) ? row : null, userId, 'Playlist');
  }

  /** Every user has one; it is made on first use (migration 083 made it for earlier users). */
  async function ensureWatchLater(userId: string): Promise<PlaylistRow> {
    const existing = await playlists.findWatchLater(userId);
    if (existing) return existing;
    await playlists.create({
      id: newObjectId(),
      ownerId: userId,
      name: WATCH_LATER_NAME,
      description: '',
      isPrivate: true,
      kind: 'watch_later',
    });
    const created = await playlists.findWatchLater(userId);
    if (!created) throw new Error('Watch later was not created.');
    return created;
  }

  return {
    detail,

    async watchLater(userId: string): Promise<Playlist> {
      return detail((await ensureWatchLater(userId)).id, userId);
    },

    async listByOwner(
      ownerId: string,
      viewerId: string | null,
      limit: number,
      offset: number,
      videoId?: string,
    ) {
      const isOwner = ownerId === viewerId;
      if (isOwner) await ensureWatchLater(ownerId);
      const { docs, total } = await playlists.listByOwner(ownerId, isOwner, limit, offset);
      return { docs: await present(docs, viewerId, COVER_VIDEOS, videoId), total };
    },

    async create(
      ownerId: string,
      input: { name: string; description: string; isPrivate: boolean },
    ): Promise<Playlist> {
      const id = newObjectId();
      await playlists.create({ id, ownerId, ...input });
      return detail(id, ownerId);
    },

    async update(
      id: string,
      userId: string,
      changes: { name?: string; description?: string; isPrivate?: boolean },
    ): Promise<Playlist> {
      const row = await ownPlaylist(id, userId);
      if (row.kind === 'watch_later') {
        if (changes.name !== undefined && changes.name !== WATCH_LATER_NAME)
          throw badRequest(message('Watch later cannot be renamed.'), [
            fieldError('name', message('Watch later cannot be renamed.')),
          ]);
        if (changes.isPrivate === false)
          throw badRequest(message('Watch later is always private.'), [
            fieldError('isPrivate', message('Watch later is always private.')),
          ]);
      }
      await playlists.update(id, changes);
      return detail(id, userId);
    },

    async remove(id: string, userId: string): Promise<void> {
      const row = await ownPlaylist(id, userId);
      if (row.kind === 'watch_later') throw forbidden(message('Watch later cannot be deleted.'));
      await playlists.delete(id);
    },

    /**
     * An own video the user may see, or a YouTube video (looked up and cached first; unknown is
     * 404), each once per playlist.
     */
    async addVideo(
      playlistId: string,
      videoId: string,
      userId: string,
      lookup?: LookupOptions,
    ): Promise<Playlist> {
      await ownPlaylist(playlistId, userId);
      if (isOwnVideoId(videoId)) {
        const video = await videos.findMeta(videoId);
        if (!video || !isVisibleTo(video, userId)) throw notFound(message('Video not found.'));
      } else {
        await external.remember(videoId, lookup);
      }
      const ref = isOwnVideoId(videoId) ? { videoId } : { externalId: videoId };
      const added = await db
        .transaction()
        .execute((trx) => playlists.addEntry(playlistId, ref, trx));
      if (!added) throw conflict(message('Video is already in this playlist.'));
      return detail(playlistId, userId);
    },

    async removeVideo(playlistId: string, videoId: string, userId: string): Promise<Playlist> {
      await ownPlaylist(playlistId, userId);
      if (!(await playlists.removeEntry(playlistId, videoId)))
        throw notFound(message('Video is not in this playlist.'));
      return detail(playlistId, userId);
    },

    /** The new order must name every video the owner sees in the playlist exactly once. */
    async reorder(playlistId: string, userId: string, videoIds: string[]): Promise<Playlist> {
      await ownPlaylist(playlistId, userId);
      const siteMode = await sensitiveContentMode();
      await db.transaction().execute(async (trx) => {
        const current = await playlists.visibleEntryIds(playlistId, userId, siteMode, trx);
        const given = new Set(videoIds);
        const sameSet =
          given.size === videoIds.length &&
          given.size === current.length &&
          current.every((id) => given.has(id));
        if (!sameSet)
          throw badRequest(
            message('The new order must list every video of the playlist exactly once.'),
            [fieldError('videoIds', message('Give each video of the playlist exactly once.'))],
          );
        await playlists.setOrder(playlistId, videoIds, trx);
      });
      return detail(playlistId, userId);
    },
  };
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;
