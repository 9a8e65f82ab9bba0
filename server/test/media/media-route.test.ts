import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../src/lib/object-id';
import { createStorageKey } from '../../src/storage/storage';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { createMediaFixtures, type MediaFixtures } from './fixtures';

let t: TestApp;
let fx: MediaFixtures;
let owner: TestUser;
let other: TestUser;
let video: Buffer;
let size: number;
const keys = {
  published: createStorageKey('videos', 'mp4'),
  publishedThumb: createStorageKey('thumbnails', 'webp'),
  hidden: createStorageKey('videos', 'mp4'),
  hiddenThumb: createStorageKey('thumbnails', 'webp'),
  orphan: createStorageKey('videos', 'mp4'),
  avatar: createStorageKey('avatars', 'webp'),
};

async function insertVideo(
  ownerId: string,
  videoKey: string,
  thumbnailKey: string,
  isPublished: boolean,
) {
  await t.app.db
    .insertInto('videos')
    .values({
      id: newObjectId(),
      owner_id: ownerId,
      title: 'Range test',
      description: 'Served in pieces',
      video_key: videoKey,
      thumbnail_key: thumbnailKey,
      duration: 2,
      width: 160,
      height: 120,
      is_published: isPublished,
      status: 'ready',
    })
    .execute();
}

beforeAll(async () => {
  fx = await createMediaFixtures();
  t = await createTestApp();
  owner = await t.registerUser();
  other = await t.registerUser();
  video = fx.video;
  size = video.length;
  const { storage } = t.app;
  await storage.put(keys.published, video, 'video/mp4');
  await storage.put(keys.hidden, video, 'video/mp4');
  await storage.put(keys.orphan, video, 'video/mp4');
  for (const key of [keys.publishedThumb, keys.hiddenThumb, keys.avatar])
    await storage.put(key, fx.png, 'image/webp');
  await insertVideo(owner.user._id, keys.published, keys.publishedThumb, true);
  await insertVideo(owner.user._id, keys.hidden, keys.hiddenThumb, false);
});
afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

const get = (key: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.inject({ method, url: `/media/${key}`, headers });

describe('GET /media/* (whole files)', () => {
  it('streams a published video with validators, ranges and long immutable caching', async () => {
    const res = await get(keys.published);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, s-maxage=300, immutable',
    });
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(0);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get(keys.published, {}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves avatars to anyone', async () => {
    const res = await get(keys.avatar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for unknown keys, malformed keys and traversal attempts', async () => {
    for (const key of [
      createStorageKey('videos', 'mp4'),
      'videos/nope.mp4',
      '..%2F..%2Fetc%2Fpasswd',
      'videos/..%2F..%2Fpackage.json',
    ]) {
      const res = await get(key);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('does not serve a stored video that no video row references', async () => {
    expect((await get(keys.orphan)).statusCode).toBe(404);
  });
});

describe('GET /media/* with Range', () => {
  const expectPart = async (range: string, start: number, end: number) => {
    const res = await get(keys.published, { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  };

  it('serves the first byte', () => expectPart('bytes=0-0', 0, 0));
  it('serves the last byte', () => expectPart(`bytes=${size - 1}-${size - 1}`, size - 1, size - 1));
  it('serves a suffix range', () => expectPart('bytes=-500', size - 500, size - 1));
  it('serves an open-ended range', () => expectPart('bytes=100-', 100, size - 1));
  it('clamps an end past the last byte', () => expectPart('bytes=10-99999999', 10, size - 1));

  it('answers 416 with the size for a range beyond the end', async () => {
    const res = await get(keys.published, { range: `bytes=${size}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.json()).toMatchObject({ statusCode: 416, success: false });
  });

  it('ignores a malformed range or several ranges and sends the whole file', async () => {
    for (const range of ['bytes=abc', 'items=0-5', 'bytes=0-1,5-9']) {
      const res = await get(keys.published, { range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(size);
    }
  });

  it('answers a ranged HEAD with 206 headers and no body', async () => {
    const res = await get(keys.published, { range: 'bytes=0-99' }, 'HEAD');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(res.headers['content-length']).toBe('100');
    expect(res.rawPayload.length).toBe(0);
  });

  it('honours If-Range: the range for the same file, the whole file for another', async () => {
    const { etag } = (await get(keys.published, {}, 'HEAD')).headers;
    const same = await get(keys.published, { range: 'bytes=0-9', 'if-range': String(etag) });
    expect(same.statusCode).toBe(206);
    const changed = await get(keys.published, {
      range: 'bytes=0-9',
      'if-range': '"something-else"',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(size);
  });
});

describe('conditional GET', () => {
  it('honours an If-Range date: the range when unchanged since, the whole file otherwise', async () => {
    const lastModified = String((await get(keys.published, {}, 'HEAD')).headers['last-modified']);
    const same = await get(keys.published, { range: 'bytes=0-9', 'if-range': lastModified });
    expect(same.statusCode).toBe(206);
    const earlier = new Date(Date.parse(lastModified) - 3_600_000).toUTCString();
    const changed = await get(keys.published, { range: 'bytes=0-9', 'if-range': earlier });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 304 to a matching If-None-Match, and 200 otherwise', async () => {
    const first = await get(keys.published);
    const etag = String(first.headers.etag);
    const cached = await get(keys.published, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect((await get(keys.published, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 304 to If-Modified-Since at or after the last change', async () => {
    const lastModified = String((await get(keys.published, {}, 'HEAD')).headers['last-modified']);
    expect((await get(keys.published, { 'if-modified-since': lastModified })).statusCode).toBe(304);
    const before = new Date(Date.parse(lastModified) - 3_600_000).toUTCString();
    expect((await get(keys.published, { 'if-modified-since': before })).statusCode).toBe(200);
  });

  it('answers 412 when If-Match names another version', async () => {
    const res = await get(keys.published, { 'if-match': '"not-this-one"' });
    expect(res.statusCode).toBe(412);
  });
});

describe('files of unpublished videos', () => {
  it('are hidden from anonymous visitors and other users, as if missing', async () => {
    for (const key of [keys.hidden, keys.hiddenThumb]) {
      expect((await get(key)).statusCode).toBe(404);
      expect((await get(key, other.headers)).statusCode).toBe(404);
      expect((await get(key, { ...other.headers, range: 'bytes=0-0' })).statusCode).toBe(404);
      expect((await get(key, {}, 'HEAD')).statusCode).toBe(404);
    }
  });

  it('are served to their owner, privately and never from a shared cache', async () => {
    const res = await get(keys.hidden, { ...owner.headers, range: 'bytes=0-0' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Authorization/i);
    expect((await get(keys.hiddenThumb, owner.headers)).statusCode).toBe(200);
  });

  it('become public once the video is published', async () => {
    await t.app.db
      .updateTable('videos')
      .set({ is_published: true })
      .where('video_key', '=', keys.hidden)
      .execute();
    expect((await get(keys.hidden)).statusCode).toBe(200);
    await t.app.db
      .updateTable('videos')
      .set({ is_published: false })
      .where('video_key', '=', keys.hidden)
      .execute();
    expect((await get(keys.hidden)).statusCode).toBe(404);
  });
});
