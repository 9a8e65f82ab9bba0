import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMigrationsFolder, migrateToLatest } from '../src/db/migrate';
import { createTestApp, dataOf, type TestApp } from './helpers/app';
import type { ChannelProfile, Page, Playlist, SearchResult, Video } from '@kinora/contract';

const OWNER = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const VIDEO = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const PLAYLIST = 'ffffffffffffffffffffffff';
const UNPUBLISHED = '0123456789abcdef01234567';
const AVATAR_KEY = `avatars/${'c'.repeat(32)}.webp`;
const VIDEO_KEY = `videos/${'d'.repeat(32)}.mp4`;
const THUMBNAIL_KEY = `thumbnails/${'e'.repeat(32)}.webp`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A database as the release before keys-only left it: migrated up to 020, rows carrying URLs,
    // and an avatar whose key was only ever written into its URL.
    beforeApp: async (database) => {
      const before = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-migrations-'));
      const folder = await findMigrationsFolder();
      for (const file of await fs.readdir(folder)) {
        if (file.endsWith('.sql') && file < '030')
          await fs.copyFile(path.join(folder, file), path.join(before, file));
      }
      await migrateToLatest(database, before);
      await fs.rm(before, { recursive: true, force: true });
      await sql`INSERT INTO users (id, username, email, full_name, password_hash, avatar_key, avatar_url)
        VALUES (${OWNER}, 'legacy', 'legacy@example.com', 'Legacy Owner', 'x', NULL,
                ${`/api/v1/media/${AVATAR_KEY}`})`.execute(database.db);
      await sql`INSERT INTO videos (id, owner_id, title, description, video_key, video_url,
                                    thumbnail_key, thumbnail_url, is_published)
        VALUES (${VIDEO}, ${OWNER}, 'Old video', 'From before', ${VIDEO_KEY},
                ${`/api/v1/media/${VIDEO_KEY}`}, ${THUMBNAIL_KEY},
                ${`/api/v1/media/${THUMBNAIL_KEY}`}, true)`.execute(database.db);
      await sql`INSERT INTO videos (id, owner_id, title, description, video_key, video_url,
                                    thumbnail_key, thumbnail_url, is_published)
        VALUES (${UNPUBLISHED}, ${OWNER}, 'Draft', 'Not yet', ${VIDEO_KEY},
                ${`/api/v1/media/${VIDEO_KEY}`}, ${THUMBNAIL_KEY},
                ${`/api/v1/media/${THUMBNAIL_KEY}`}, false)`.execute(database.db);
      await sql`INSERT INTO playlists (id, owner_id, name) VALUES (${PLAYLIST}, ${OWNER}, 'Old list')`.execute(
        database.db,
      );
      await sql`INSERT INTO playlist_videos (playlist_id, video_id) VALUES (${PLAYLIST}, ${VIDEO})`.execute(
        database.db,
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('migration 030: keys only', () => {
  it('keeps old rows working: URLs are built from the keys, a lost avatar key comes back', async () => {
    const video = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${VIDEO}` }));
    expect(video).toMatchObject({
      videofile: `/api/v1/media/${VIDEO_KEY}`,
      thumbnail: `/api/v1/media/${THUMBNAIL_KEY}`,
      owner: { _id: OWNER, avatar: `/api/v1/media/${AVATAR_KEY}` },
    });
    // From before thumbnail sizes: its one file is all there is, and cards show just that.
    expect(video).not.toHaveProperty('thumbnailSources');
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns
      WHERE table_name IN ('users', 'videos') AND column_name LIKE '%\\_url'
        AND table_schema = current_schema()`.execute(t.app.db);
    expect(columns.rows).toEqual([]);
  });
});

describe('migration 083: lists', () => {
  it('gives existing users their Watch later and keeps existing playlists and entries', async () => {
    const later = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM playlists
      WHERE owner_id = ${OWNER} AND kind = 'watch_later' AND is_private`.execute(t.app.db);
    expect(later.rows[0]?.n).toBe(1);
    const old = dataOf<Playlist>(await t.inject({ method: 'GET', url: `/playlist/${PLAYLIST}` }));
    expect(old).toMatchObject({ name: 'Old list', isPrivate: false, isWatchLater: false });
    expect(old.videos.map((video) => ('_id' in video ? video._id : video.videoId))).toEqual([
      VIDEO,
    ]);
    const listed = dataOf<Page<Playlist>>(
      await t.inject({ method: 'GET', url: `/playlist/user/${OWNER}` }),
    );
    expect(listed.docs.map((p) => p._id)).toEqual([PLAYLIST]);
  });
});

describe('migration 092: channel links', () => {
  it('gives existing users an empty list of links and keeps their channel readable', async () => {
    const channel = dataOf<ChannelProfile>(
      await t.inject({ method: 'GET', url: '/users/c/legacy' }),
    );
    expect(channel).toMatchObject({ username: 'legacy', links: [], videosCount: 1 });
  });
});

describe('migration 090: video search', () => {
  it('indexes videos stored before it, so old titles are found, typos too', async () => {
    const found = async (query: string) =>
      dataOf<Page<SearchResult>>(
        await t.inject({ method: 'GET', url: `/search?query=${encodeURIComponent(query)}` }),
      ).docs.map((result) => (result.kind === 'video' ? result.video._id : result.channel._id));
    expect(await found('old')).toEqual([VIDEO]);
    expect(await found('vidoe')).toEqual([VIDEO]);
    const index = await sql<{ indexname: string }>`
      SELECT indexname FROM pg_indexes
      WHERE tablename = 'videos' AND indexname = 'videos_search_document_idx'
        AND schemaname = current_schema()`.execute(t.app.db);
    expect(index.rows).toHaveLength(1);
  });
});

describe('migration 091: visibility', () => {
  it('makes published videos public and unpublished ones private, and counts only the public', async () => {
    const { rows } = await sql<{ id: string; visibility: string; is_published: boolean }>`
      SELECT id, visibility, is_published FROM videos ORDER BY id`.execute(t.app.db);
    expect(rows).toEqual([
      { id: UNPUBLISHED, visibility: 'private', is_published: false },
      { id: VIDEO, visibility: 'public', is_published: true },
    ]);
    const draft = await t.inject({ method: 'GET', url: `/videos/${UNPUBLISHED}` });
    expect(draft.statusCode).toBe(404);
    const page = dataOf<Page<Video>>(await t.inject({ method: 'GET', url: '/videos' }));
    expect(page.docs.map((v) => v.visibility)).toEqual(['public']);
    expect(page.totalDocs).toBe(1);
  });
});
