import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createUploadApp, type UploadApp } from './upload-app';
import type { ImageUpload, VideoUpload } from '../../src/media/uploads';

let fx: MediaFixtures;
let u: UploadApp;

beforeAll(async () => {
  fx = await createMediaFixtures();
  u = await createUploadApp();
});
afterAll(async () => {
  await u.close();
  await fx.cleanup();
});

const goodFields = { title: 'A test video', description: 'Made by ffmpeg' };

function videoForm(
  overrides: {
    fields?: Record<string, string>;
    video?: Buffer | null;
    thumbnail?: Buffer | null;
  } = {},
) {
  const files: Record<string, [Buffer, string, string]> = {};
  const video = overrides.video === undefined ? fx.video : overrides.video;
  const thumbnail = overrides.thumbnail === undefined ? fx.png : overrides.thumbnail;
  if (video) files.videoFile = [video, 'my holiday.mp4', 'video/mp4'];
  if (thumbnail) files.thumbnail = [thumbnail, 'cover.png', 'image/png'];
  return buildForm(overrides.fields ?? goodFields, files);
}

/** Deletes what a test stored: files, and every size of a thumbnail. */
async function removeStored(...stored: Array<{ key: string } | { files: Array<{ key: string }> }>) {
  const keys = stored.flatMap((item) => ('files' in item ? item.files : [item]).map((f) => f.key));
  await Promise.all(keys.map((key) => u.app.storage.delete(key)));
}

async function expectNothingLeft(app: UploadApp = u) {
  expect(await app.storedFiles()).toEqual([]);
  expect(await app.spooledFiles()).toEqual([]);
}

describe('parseVideoUpload', () => {
  it('stores a real video and its thumbnail under generated keys, with ffprobe metadata', async () => {
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: videoForm() });
    expect(res.statusCode).toBe(200);
    const body = res.json<VideoUpload>();
    expect(body.fields).toEqual(goodFields);
    expect(body.video).toMatchObject({
      contentType: 'video/mp4',
      size: fx.video.length,
      width: 160,
      height: 120,
    });
    expect(body.video.duration).toBeCloseTo(2, 1);
    expect(body.video.key).toMatch(/^videos\/[0-9a-f]{32}\.mp4$/);
    // A 320 px wide thumbnail is stored at that one width, in WebP and JPEG.
    expect(body.thumbnail).toMatchObject({ widths: [320], width: 320, height: 240 });
    expect(body.thumbnail.key).toMatch(/^thumbnails\/[0-9a-f]{32}\/320\.webp$/);
    expect(body.thumbnail.files.map((file) => file.contentType).sort()).toEqual([
      'image/jpeg',
      'image/webp',
    ]);
    expect((await u.storedFiles()).sort()).toEqual(
      [...body.thumbnail.files.map((file) => file.key), body.video.key].sort(),
    );
    expect(await u.spooledFiles()).toEqual([]);
    const stored = await fs.readFile(path.join(u.config.dataDir, 'media', body.video.key));
    expect(stored.equals(fx.video)).toBe(true);
    await removeStored(body.video, body.thumbnail);
  });

  it('accepts WebM, keeping the container the bytes say', async () => {
    const form = buildForm(goodFields, {
      videoFile: [fx.webm, 'clip.mp4', 'video/mp4'],
      thumbnail: [fx.png, 'cover.png', 'image/png'],
    });
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: form });
    expect(res.statusCode).toBe(200);
    const { video, thumbnail } = res.json<VideoUpload>();
    expect(video).toMatchObject({ contentType: 'video/webm', width: 64, height: 48 });
    expect(video.key).toMatch(/\.webm$/);
    await removeStored(video, thumbnail);
  });

  const missing: Array<[string, Parameters<typeof videoForm>[0]]> = [
    ['title', { fields: { description: 'd' } }],
    ['description', { fields: { title: 't' } }],
    ['videoFile', { video: null }],
    ['an empty videoFile', { video: Buffer.alloc(0) }],
    ['thumbnail', { thumbnail: null }],
  ];
  it.each(missing)('answers 400 and stores nothing without %s', async (_name, overrides) => {
    const res = await u.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'All fields are required.',
      success: false,
    });
    await expectNothingLeft();
  });

  it('checks each text field against the contract, trimmed: blank or too long is its own 400', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ title: '   ', description: 'd' }, 'title is required'],
      [
        { title: 't', description: 'd'.repeat(5001) },
        'description must be at most 5000 characters',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await u.app.inject({
        method: 'POST',
        url: '/video',
        payload: videoForm({ fields }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const padded = await u.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm({ fields: { title: `  ${'t'.repeat(200)}  `, description: ' d ' } }),
    });
    expect(padded.statusCode).toBe(200);
    expect(padded.json<VideoUpload>().fields).toEqual({ title: 't'.repeat(200), description: 'd' });
    for (const key of await u.storedFiles()) await u.app.uploadDeps.storage.delete(key);
    await expectNothingLeft();
  });

  it('refuses a text file named .mp4 with 415', async () => {
    const res = await u.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm({ video: fx.text }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(
      'The video file must be a video (MP4, WebM, MOV, MKV or Ogg).',
    );
    await expectNothingLeft();
  });

  it('refuses an MP4 without a video stream (ffprobe) with 415', async () => {
    const res = await u.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm({ video: fx.audioOnly }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(
      'The video file does not contain a playable video stream.',
    );
    await expectNothingLeft();
  });

  it('refuses a truncated MP4 that only looks like one', async () => {
    const res = await u.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm({ video: fx.video.subarray(0, 600) }),
    });
    expect(res.statusCode).toBe(415);
    await expectNothingLeft();
  });

  it('refuses a thumbnail named .png that is not an image, and keeps no video either', async () => {
    const res = await u.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm({ thumbnail: fx.text }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/^The thumbnail must be an image/);
    await expectNothingLeft();
  });

  it('refuses a PNG whose pixels are corrupt', async () => {
    const corrupt = Buffer.concat([fx.png.subarray(0, 64), Buffer.alloc(400, 7)]);
    const res = await u.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm({ thumbnail: corrupt }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(
      'The thumbnail image could not be read. Please upload a valid image.',
    );
    await expectNothingLeft();
  });

  it('refuses a file field it does not expect', async () => {
    const form = buildForm(goodFields, { other: [fx.png, 'x.png', 'image/png'] });
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Unknown field "other".');
    await expectNothingLeft();
  });

  it('refuses more files than the form has file fields with a 400 naming the field', async () => {
    const extra = videoForm();
    extra.append('thumbnail', new Blob([new Uint8Array(fx.png)]), 'again.png');
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: extra });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'The file "thumbnail" was sent more than once.',
    );
    await expectNothingLeft();
  });

  it('takes the parts in any order, files before fields included', async () => {
    const form = new FormData();
    form.append('videoFile', new Blob([new Uint8Array(fx.video)], { type: 'video/mp4' }), 'v.mp4');
    form.append('thumbnail', new Blob([new Uint8Array(fx.png)], { type: 'image/png' }), 't.png');
    form.append('description', 'Fields last');
    form.append('title', 'Files first');
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: form });
    expect(res.statusCode).toBe(200);
    const { fields, video, thumbnail } = res.json<VideoUpload>();
    expect(fields).toEqual({ title: 'Files first', description: 'Fields last' });
    await removeStored(video, thumbnail);
  });

  it('refuses a field sent twice', async () => {
    const form = videoForm();
    form.append('title', 'again');
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: form });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      'The field "title" was sent more than once.',
    );
    await expectNothingLeft();
  });

  it('answers 415 to a request that is not multipart', async () => {
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: { title: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toBe(
      'The request must be multipart/form-data.',
    );
  });
});

describe('parseImageUpload', () => {
  it('re-encodes an avatar to a 256 px WebP square without its EXIF and GPS data', async () => {
    const form = buildForm(
      { fullName: 'Ann' },
      { avatar: [fx.jpegWithGps, 'me.jpg', 'image/jpeg'] },
    );
    const before = await sharp(fx.jpegWithGps).metadata();
    expect(before.exif).toBeDefined();
    const res = await u.app.inject({ method: 'POST', url: '/image/avatar', payload: form });
    expect(res.statusCode).toBe(200);
    const { fields, images } = res.json<ImageUpload<{ avatar: 'avatar' }>>();
    const image = images.avatar;
    expect(fields).toEqual({ fullName: 'Ann' });
    expect(image?.key).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
    const bytes = await fs.readFile(path.join(u.config.dataDir, 'media', image?.key ?? ''));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    await u.app.storage.delete(image?.key ?? '');
  });

  it('stores a thumbnail in sizes up to 1280 px, keeping its aspect ratio, without EXIF', async () => {
    const form = buildForm({}, { thumbnail: [fx.jpegWithGps, 'big.jpg', 'image/jpeg'] });
    const res = await u.app.inject({ method: 'POST', url: '/image/thumbnail', payload: form });
    expect(res.statusCode).toBe(200);
    const image = res.json<ImageUpload<{ thumbnail: 'thumbnail' }>>().images.thumbnail;
    if (!image) throw new Error('no thumbnail stored');
    expect(image).toMatchObject({ widths: [320, 640, 1280], width: 1280, height: 640 });
    expect(image.key).toMatch(/^thumbnails\/[0-9a-f]{32}\/1280\.webp$/);
    expect(image.files).toHaveLength(6);
    for (const file of image.files) {
      const bytes = await fs.readFile(path.join(u.config.dataDir, 'media', file.key));
      const meta = await sharp(bytes).metadata();
      const width = Number(/\/(\d+)\.\w+$/.exec(file.key)?.[1]);
      expect(meta).toMatchObject({ width, height: width / 2 });
      expect(meta.format).toBe(file.contentType === 'image/webp' ? 'webp' : 'jpeg');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    }
    await removeStored(image);
  });

  it('returns the fields and no image when the form has none', async () => {
    const form = buildForm({ username: 'ann', email: 'a@example.com' }, {});
    const res = await u.app.inject({ method: 'POST', url: '/image/avatar', payload: form });
    expect(res.statusCode).toBe(200);
    expect(res.json<ImageUpload>()).toEqual({
      fields: { username: 'ann', email: 'a@example.com' },
      images: { avatar: null },
    });
  });

  it('refuses a file named .png that is not an image', async () => {
    const form = buildForm({}, { avatar: [fx.text, 'me.png', 'image/png'] });
    const res = await u.app.inject({ method: 'POST', url: '/image/avatar', payload: form });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/^The avatar must be an image/);
    await expectNothingLeft();
  });

  it('refuses a video posing as an avatar', async () => {
    const form = buildForm({}, { avatar: [fx.video, 'me.png', 'image/png'] });
    const res = await u.app.inject({ method: 'POST', url: '/image/avatar', payload: form });
    expect(res.statusCode).toBe(415);
    await expectNothingLeft();
  });
});

describe('upload limits', () => {
  let small: UploadApp;
  beforeAll(async () => {
    small = await createUploadApp({ MAX_VIDEO_BYTES: '4096', MAX_IMAGE_BYTES: '1024' });
  });
  afterAll(async () => {
    await small.close();
  });

  it('answers 413 to a video over the configured limit and removes the partial file', async () => {
    expect(fx.video.length).toBeGreaterThan(4096);
    const res = await small.app.inject({
      method: 'POST',
      url: '/video',
      payload: videoForm({ thumbnail: fx.png.subarray(0, 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe(
      'The video file is too large (at most 4 KB).',
    );
    await expectNothingLeft(small);
  });

  it('answers 413 to an image over the configured limit', async () => {
    expect(fx.png.length).toBeGreaterThan(1024);
    const form = buildForm({}, { avatar: [fx.jpegWithGps, 'me.jpg', 'image/jpeg'] });
    const res = await small.app.inject({ method: 'POST', url: '/image/avatar', payload: form });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toMatch(/^The avatar is too large/);
    await expectNothingLeft(small);
  });

  it('answers 413 at once to a body announced as larger than the limits allow', async () => {
    const res = await small.app.inject({
      method: 'POST',
      url: '/video',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(3 * 1024 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe(
      'The video file is too large (at most 4 KB).',
    );
    await expectNothingLeft(small);
  });

  it('answers 413 to an over-long text field', async () => {
    const form = buildForm({ title: 'x'.repeat(70 * 1024), description: 'd' }, {});
    const res = await small.app.inject({ method: 'POST', url: '/video', payload: form });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toBe('The field "title" is too long.');
  });
});
