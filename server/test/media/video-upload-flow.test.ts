import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForVideo } from '../helpers/wait-for-video';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import type { ApiSuccess, Video } from '@kinora/contract';
import type { AddressInfo } from 'node:net';

let t: TestApp;
let fx: MediaFixtures;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  fx = await createMediaFixtures();
  t = await createTestApp();
  owner = await t.registerUser();
  other = await t.registerUser();
});
afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

const mediaFiles = () => listFiles(path.join(t.config.dataDir, 'media'));
const spooledFiles = () => listFiles(t.app.uploadDeps.tempDir);
const countVideos = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('videos')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The media URL as the app injects it (the `/api/v1` prefix is part of the stored URL). */
const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function upload(user: TestUser, overrides: Record<string, [Buffer, string, string]> = {}) {
  const form = buildForm(
    { title: 'Flow test', description: 'Through the real route' },
    {
      videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
      thumbnail: [fx.png, 'cover.png', 'image/png'],
      ...overrides,
    },
  );
  return t.inject({ method: 'POST', url: '/videos', headers: user.headers, payload: form });
}

describe('POST /videos with real media', () => {
  it('creates the video with ffprobe metadata, and its files play back with ranges', async () => {
    const res = await upload(owner);
    expect(res.statusCode).toBe(201);
    const uploaded = res.json<ApiSuccess<Video>>().data;
    expect(uploaded).toMatchObject({
      width: 160,
      height: 120,
      isPublished: true,
      status: 'processing',
    });
    expect(uploaded.duration).toBeCloseTo(2, 1);
    // Until it is processed, the owner's link plays the original.
    expect(uploaded.videofile).toMatch(/^\/api\/v1\/media\/videos\/[0-9a-f]{32}\.mp4\?exp=/);
    const original = await fetchMedia(uploaded.videofile);
    expect(original.rawPayload.equals(fx.video)).toBe(true);

    const video = await waitForVideo(t, uploaded._id, owner.headers);
    expect(video.videofile).toMatch(/^\/api\/v1\/media\/streams\/[0-9a-f]{32}\/progressive\.mp4$/);
    expect(video.thumbnail).toMatch(/^\/api\/v1\/media\/thumbnails\/[0-9a-f]{32}\/\d+\.webp$/);
    const whole = await fetchMedia(video.videofile);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await fetchMedia(video.videofile, { range: 'bytes=0-1' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 2))).toBe(true);
  });

  it('stores nothing and creates no row for a refused file', async () => {
    const rows = await countVideos();
    const files = await mediaFiles();
    const res = await upload(owner, { videoFile: [fx.text, 'clip.mp4', 'video/mp4'] });
    expect(res.statusCode).toBe(415);
    expect(await countVideos()).toBe(rows);
    expect(await mediaFiles()).toEqual(files);
    expect(await spooledFiles()).toEqual([]);
  });

  it('hides an unpublished video’s files from everyone but the owner', async () => {
    const uploaded = (await upload(owner)).json<ApiSuccess<Video>>().data;
    const video = await waitForVideo(t, uploaded._id, owner.headers);
    const toggled = await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${video._id}`,
      headers: owner.headers,
    });
    expect(toggled.json<ApiSuccess<Video>>().data.isPublished).toBe(false);
    for (const url of [video.videofile, video.thumbnail]) {
      expect((await fetchMedia(url)).statusCode).toBe(404);
      expect((await fetchMedia(url, other.headers)).statusCode).toBe(404);
      expect((await fetchMedia(url, owner.headers)).statusCode).toBe(200);
    }
  });

  it('replaces a thumbnail and deletes the old file; deleting the video deletes its files', async () => {
    const uploaded = (await upload(owner)).json<ApiSuccess<Video>>().data;
    const video = await waitForVideo(t, uploaded._id, owner.headers);
    const form = buildForm({}, { thumbnail: [fx.jpegWithGps, 'new.jpg', 'image/jpeg'] });
    const patched = await t.inject({
      method: 'PATCH',
      url: `/videos/${video._id}`,
      headers: owner.headers,
      payload: form,
    });
    expect(patched.statusCode).toBe(200);
    const updated = patched.json<ApiSuccess<Video>>().data;
    expect(updated.thumbnail).not.toBe(video.thumbnail);
    expect((await fetchMedia(video.thumbnail)).statusCode).toBe(404);
    expect((await fetchMedia(updated.thumbnail)).statusCode).toBe(200);
    const key = (url: string) => url.replace('/api/v1/media/', '');
    expect(await mediaFiles()).toContain(key(updated.thumbnail));
    expect(await mediaFiles()).not.toContain(key(video.thumbnail));

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const left = await mediaFiles();
    expect(left).not.toContain(key(video.videofile));
    expect(left).not.toContain(key(updated.thumbnail));
  });

  it('leaves no row and no file when the client aborts half-way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const rows = await countVideos();
    const files = await mediaFiles();
    const boundary = '----kinora-flow-abort';
    const head = [
      ...['title', 'description'].flatMap((name) => [
        `--${boundary}`,
        `Content-Disposition: form-data; name="${name}"`,
        '',
        'Aborted',
      ]),
      `--${boundary}`,
      'Content-Disposition: form-data; name="thumbnail"; filename="t.png"',
      'Content-Type: image/png',
      '',
      '',
    ].join('\r\n');
    const videoHead = [
      '',
      `--${boundary}`,
      'Content-Disposition: form-data; name="videoFile"; filename="v.mp4"',
      'Content-Type: video/mp4',
      '',
      '',
    ].join('\r\n');
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/v1/videos',
      headers: {
        ...owner.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(64 * 1024 * 1024),
      },
    });
    const settled = new Promise<void>((resolve) =>
      request.on('close', () => resolve()).on('error', () => resolve()),
    );
    request.write(head);
    request.write(fx.png);
    request.write(videoHead);
    request.write(fx.video);
    request.write(Buffer.alloc(256 * 1024, 3));

    const deadline = Date.now() + 10_000;
    while ((await spooledFiles()).length < 2) {
      if (Date.now() > deadline) throw new Error('the upload never reached the spool');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    request.destroy();
    await settled;
    while ((await spooledFiles()).length > 0) {
      if (Date.now() > deadline + 10_000) throw new Error('spooled files were not removed');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await countVideos()).toBe(rows);
    expect(await mediaFiles()).toEqual(files);
  });
});
