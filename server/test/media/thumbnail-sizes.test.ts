import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { thumbnailWidths } from '../../src/media/normalize-image';
import { thumbnailKeysOf } from '../../src/media/thumbnail-set';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import type { ThumbnailSources, Video } from '@kinora/contract';

let t: TestApp;
let fx: MediaFixtures;
let owner: TestUser;
let mediaDir: string;
/** Stored thumbnails only: transcodes of earlier uploads may still be writing their streams. */
const storedThumbnails = () => listFiles(path.join(mediaDir, 'thumbnails'));
beforeAll(async () => {
  [t, fx] = await Promise.all([createTestApp(), createMediaFixtures()]);
  owner = await t.registerUser();
  mediaDir = path.join(t.config.dataDir, 'media');
});
afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

const upload = (thumbnail: [Buffer, string, string]) =>
  t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title: 'Sized', description: 'A thumbnail in sizes' },
      { videoFile: [fx.video, 'clip.mp4', 'video/mp4'], thumbnail },
    ),
  });

const replaceThumbnail = (videoId: string, thumbnail: [Buffer, string, string]) =>
  t.inject({
    method: 'PATCH',
    url: `/videos/${videoId}`,
    headers: owner.headers,
    payload: buildForm({}, { thumbnail }),
  });

/** Every stored file of one thumbnail folder, as `<width>.<ext>`. */
async function filesOfSet(sources: ThumbnailSources | undefined): Promise<string[]> {
  const dir = /thumbnails\/([0-9a-f]{32})\//.exec(sources?.webp[0]?.url ?? '')?.[1];
  if (!dir) throw new Error('no thumbnail folder in the answer');
  return (await listFiles(path.join(mediaDir, 'thumbnails', dir))).sort();
}

/** Fetches each size and checks what it is: format, width and the set's aspect ratio. */
async function expectServedSizes(sources: ThumbnailSources, headers = {}) {
  for (const [format, contentType, files] of [
    ['webp', 'image/webp', sources.webp],
    ['jpeg', 'image/jpeg', sources.jpeg],
  ] as const) {
    for (const file of files) {
      const res = await t.app.inject({ method: 'GET', url: file.url, headers });
      expect(res.statusCode, file.url).toBe(200);
      expect(res.headers['content-type']).toBe(contentType);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format, width: file.width });
      expect(meta.height).toBe(Math.round((file.width * sources.height) / sources.width));
      expect(meta.exif).toBeUndefined();
    }
  }
}

describe('thumbnail sizes', () => {
  it('keeps the standard widths below the image and its own, never upscaling', () => {
    expect(thumbnailWidths(1280)).toEqual([320, 640, 1280]);
    expect(thumbnailWidths(900)).toEqual([320, 640, 900]);
    expect(thumbnailWidths(320)).toEqual([320]);
    expect(thumbnailWidths(200)).toEqual([200]);
  });

  it('names every file of a set for deletion, and the one file of an older row', () => {
    const dir = 'a'.repeat(32);
    const set = { thumbnail_key: `thumbnails/${dir}/640.webp`, thumbnail_dir: dir };
    expect(thumbnailKeysOf({ ...set, thumbnail_widths: [320, 640] }).sort()).toEqual([
      `thumbnails/${dir}/320.jpg`,
      `thumbnails/${dir}/320.webp`,
      `thumbnails/${dir}/640.jpg`,
      `thumbnails/${dir}/640.webp`,
    ]);
    const old = `thumbnails/${'b'.repeat(32)}.webp`;
    expect(
      thumbnailKeysOf({ thumbnail_key: old, thumbnail_dir: null, thumbnail_widths: null }),
    ).toEqual([old]);
  });

  it('stores 320, 640 and 1280 px in WebP and JPEG on upload, served with their types', async () => {
    const res = await upload([fx.jpegWithGps, 'big.jpg', 'image/jpeg']);
    expect(res.statusCode).toBe(201);
    const video = dataOf<Video>(res);
    const sources = video.thumbnailSources;
    expect(sources).toMatchObject({ width: 1280, height: 640 });
    expect(sources?.webp.map((file) => file.width)).toEqual([320, 640, 1280]);
    expect(sources?.jpeg.map((file) => file.width)).toEqual([320, 640, 1280]);
    // The one URL of older clients is the largest WebP.
    expect(video.thumbnail).toBe(sources?.webp[2]?.url);
    expect(await filesOfSet(sources)).toEqual([
      '1280.jpg',
      '1280.webp',
      '320.jpg',
      '320.webp',
      '640.jpg',
      '640.webp',
    ]);
    // Not published to others yet: the owner's links are signed, plain ones are hidden.
    if (!sources) throw new Error('no sources');
    await expectServedSizes(sources);
    const plain = sources.jpeg[0]?.url.replace(/\?.*$/, '') ?? '';
    expect((await t.app.inject({ method: 'GET', url: plain })).statusCode).toBe(404);

    const ready = await waitForVideo(t, video._id, owner.headers);
    expect(ready.status).toBe('ready');
    const listed = dataOf<{ docs: Video[] }>(
      await t.inject({ method: 'GET', url: `/videos?userId=${owner.user._id}` }),
    ).docs.find((v) => v._id === video._id);
    expect(listed?.thumbnailSources?.jpeg[0]?.url).toMatch(/^\/api\/v1\/media\/thumbnails\//);
    if (!listed?.thumbnailSources) throw new Error('no sources in the list');
    await expectServedSizes(listed.thumbnailSources);
    const publicFile = await t.app.inject({ method: 'GET', url: plain });
    expect(publicFile.headers['cache-control']).toContain('immutable');
  });

  it('stores a narrow image at its own width only', async () => {
    const res = await upload([fx.png, 'small.png', 'image/png']);
    expect(res.statusCode).toBe(201);
    const sources = dataOf<Video>(res).thumbnailSources;
    expect(sources).toMatchObject({ width: 320, height: 240 });
    expect(await filesOfSet(sources)).toEqual(['320.jpg', '320.webp']);
    if (sources) await expectServedSizes(sources);
  });

  it('deletes every size of the old thumbnail when it is replaced, and of the new one with the video', async () => {
    const video = dataOf<Video>(await upload([fx.jpegWithGps, 'big.jpg', 'image/jpeg']));
    const oldSources = video.thumbnailSources;
    expect(await filesOfSet(oldSources)).toHaveLength(6);

    const replaced = await replaceThumbnail(video._id, [fx.png, 'new.png', 'image/png']);
    expect(replaced.statusCode).toBe(200);
    const newSources = dataOf<Video>(replaced).thumbnailSources;
    expect(newSources).toMatchObject({ width: 320, height: 240 });
    expect(await filesOfSet(newSources)).toEqual(['320.jpg', '320.webp']);
    expect(await filesOfSet(oldSources)).toEqual([]);
    for (const file of oldSources?.webp ?? [])
      expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await filesOfSet(newSources)).toEqual([]);
  });

  it('answers the same 415 to a bad image, on upload and replacement, leaving no file', async () => {
    const video = dataOf<Video>(await upload([fx.png, 'ok.png', 'image/png']));
    const before = await storedThumbnails();
    const corrupt = Buffer.concat([fx.png.subarray(0, 64), Buffer.alloc(64)]);
    for (const res of [
      await upload([corrupt, 'broken.png', 'image/png']),
      await replaceThumbnail(video._id, [corrupt, 'broken.png', 'image/png']),
    ]) {
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).message).toBe(
        'The thumbnail image could not be read. Please upload a valid image.',
      );
    }
    const text = await replaceThumbnail(video._id, [fx.text, 'fake.png', 'image/png']);
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).message).toMatch(/^The thumbnail must be an image/);
    expect(await storedThumbnails()).toEqual(before);
  });

  it('leaves no size behind when storing one of them fails', async () => {
    const video = dataOf<Video>(await upload([fx.png, 'ok.png', 'image/png']));
    const before = await storedThumbnails();
    const put = t.app.storage.put.bind(t.app.storage);
    const failing = vi
      .spyOn(t.app.storage, 'put')
      .mockImplementation((key, ...rest) =>
        key.endsWith('/640.jpg') ? Promise.reject(new Error('disk full')) : put(key, ...rest),
      );
    try {
      const res = await replaceThumbnail(video._id, [fx.jpegWithGps, 'big.jpg', 'image/jpeg']);
      expect(res.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await storedThumbnails()).toEqual(before);
    const unchanged = dataOf<Video>(
      await t.inject({ method: 'GET', url: `/videos/${video._id}`, headers: owner.headers }),
    );
    expect(unchanged.thumbnailSources).toMatchObject({ width: 320, height: 240 });
  });
});
