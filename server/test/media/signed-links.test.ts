import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../src/lib/object-id';
import { createStorageKey } from '../../src/storage/storage';
import { createTestApp, dataOf, type TestApp, type TestUser } from '../helpers/app';
import { createMediaFixtures, type MediaFixtures } from './fixtures';
import type { Page, Video } from '@kinora/contract';

let t: TestApp;
let fx: MediaFixtures;
let owner: TestUser;
let other: TestUser;
const videoId = newObjectId();
const videoKey = createStorageKey('videos', 'mp4');
const thumbnailKey = createStorageKey('thumbnails', 'webp');

beforeAll(async () => {
  fx = await createMediaFixtures();
  t = await createTestApp();
  owner = await t.registerUser();
  other = await t.registerUser();
  await t.app.storage.put(videoKey, fx.video, 'video/mp4');
  await t.app.storage.put(thumbnailKey, fx.png, 'image/webp');
  await t.app.db
    .insertInto('videos')
    .values({
      id: videoId,
      owner_id: owner.user._id,
      title: 'A draft',
      description: 'Not published yet',
      video_key: videoKey,
      thumbnail_key: thumbnailKey,
      duration: 2,
      width: 160,
      height: 120,
      is_published: false,
    })
    .execute();
});

afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

/** `/api/v1/media/…?exp=…&sig=…` as the inject helper wants it (without the API prefix). */
const relative = (url: string) => url.replace(/^\/api\/v1/, '');

describe('signed links to an unpublished video', () => {
  it('hands the owner signed links that a <video> or <img> can fetch without a token', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/videos/${videoId}`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const video = dataOf<Video>(res);
    expect(video.videofile).toMatch(/\?exp=\d+&sig=[\w-]+$/);
    expect(video.thumbnail).toMatch(/\?exp=\d+&sig=[\w-]+$/);

    const file = await t.inject({
      method: 'GET',
      url: relative(video.videofile),
      headers: { range: 'bytes=0-9' },
    });
    expect(file.statusCode).toBe(206);
    expect(file.headers['cache-control']).toContain('private');
    const thumb = await t.inject({ method: 'GET', url: relative(video.thumbnail) });
    expect(thumb.statusCode).toBe(200);
  });

  it('signs the links in the dashboard list too', async () => {
    const res = await t.inject({ method: 'GET', url: '/dashboard/videos', headers: owner.headers });
    const [draft] = dataOf<Page<Video>>(res).docs;
    expect(draft?.videofile).toMatch(/\?exp=\d+&sig=/);
  });

  it('keeps the files hidden without a signature, with a forged one, or for another key', async () => {
    expect((await t.inject({ method: 'GET', url: `/media/${videoKey}` })).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: `/media/${videoKey}`, headers: other.headers }))
        .statusCode,
    ).toBe(404);
    const forged = `/media/${videoKey}?exp=9999999999&sig=${'A'.repeat(43)}`;
    expect((await t.inject({ method: 'GET', url: forged })).statusCode).toBe(404);

    const res = await t.inject({
      method: 'GET',
      url: `/videos/${videoId}`,
      headers: owner.headers,
    });
    const { videofile } = dataOf<Video>(res);
    const query = videofile.split('?')[1];
    const elsewhere = `/media/${thumbnailKey}?${query}`;
    expect((await t.inject({ method: 'GET', url: elsewhere })).statusCode).toBe(404);
  });

  it('gives nobody else the unpublished video at all', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/videos/${videoId}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
