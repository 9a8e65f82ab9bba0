import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../src/lib/object-id';
import { S3Storage } from '../../src/storage/s3-storage';
import { createTestApp, dataOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createUploadApp, type UploadApp } from './upload-app';
import type { VideoUpload } from '../../src/media/uploads';
import type { Video } from '@kinora/contract';

// The SDK's one-off notice about Node 20 support is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'kinora-media';

let s3dir: string;
let s3server: S3rver;
let t: TestApp;
let fx: MediaFixtures;
let owner: TestUser;
let u: UploadApp;

beforeAll(async () => {
  fx = await createMediaFixtures();
  s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-s3rver-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  const { port } = await s3server.run();
  const env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // The bytes through Node, as a site whose bucket browsers cannot reach serves them (the
    // redirects to the bucket are tested in s3-redirects).
    MEDIA_REDIRECTS: 'off',
  };
  t = await createTestApp({ env });
  u = await createUploadApp(env);
  if (!(t.app.storage instanceof S3Storage))
    throw new Error('STORAGE_DRIVER=s3 did not select the S3 driver');
  await t.app.storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  owner = await t.registerUser();
});
afterAll(async () => {
  await t.close();
  await u.close();
  await s3server.close();
  await fs.rm(s3dir, { recursive: true, force: true });
  await fx.cleanup();
});

async function bucketKeys(): Promise<string[]> {
  if (!(t.app.storage instanceof S3Storage)) return [];
  const out = await t.app.storage.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
}

describe('media on S3-compatible storage', () => {
  it('stores a checked upload in the bucket, and nothing when the upload is refused', async () => {
    const before = await bucketKeys();
    const good = buildForm(
      { title: 't', description: 'd' },
      { videoFile: [fx.video, 'v.mp4', 'video/mp4'], thumbnail: [fx.png, 't.png', 'image/png'] },
    );
    const res = await u.app.inject({ method: 'POST', url: '/video', payload: good });
    expect(res.statusCode).toBe(200);
    const { video, thumbnail } = res.json<VideoUpload>();
    const stored = [...before, video.key, ...thumbnail.files.map((file) => file.key)].sort();
    expect(await bucketKeys()).toEqual(stored);
    expect((await u.app.storage.stat(video.key))?.size).toBe(fx.video.length);
    // Each thumbnail size keeps its own content type in the bucket.
    for (const file of thumbnail.files)
      expect((await u.app.storage.stat(file.key))?.contentType).toBe(file.contentType);
    expect(await u.spooledFiles()).toEqual([]);

    const bad = buildForm(
      { title: 't', description: 'd' },
      { videoFile: [fx.video, 'v.mp4', 'video/mp4'], thumbnail: [fx.text, 't.png', 'image/png'] },
    );
    expect((await u.app.inject({ method: 'POST', url: '/video', payload: bad })).statusCode).toBe(
      415,
    );
    expect(await bucketKeys()).toEqual(stored);
    expect(await u.spooledFiles()).toEqual([]);
  });

  it('serves ranges, HEAD and validators from the bucket', async () => {
    const key = `videos/${'a'.repeat(32)}.mp4`;
    await t.app.storage.put(key, fx.video, 'video/mp4');
    await t.app.db
      .insertInto('videos')
      .values({
        id: newObjectId(),
        owner_id: owner.user._id,
        title: 'On S3',
        description: 'Ranged reads pass through',
        video_key: key,
        thumbnail_key: `thumbnails/${'b'.repeat(32)}.webp`,
        duration: 2,
        width: 160,
        height: 120,
        is_published: true,
        status: 'ready',
      })
      .execute();
    const size = fx.video.length;

    const whole = await t.inject({ method: 'GET', url: `/media/${key}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(fx.video)).toBe(true);
    expect(whole.headers['content-type']).toBe('video/mp4');

    for (const [range, start, end] of [
      ['bytes=0-0', 0, 0],
      [`bytes=${size - 1}-`, size - 1, size - 1],
      ['bytes=-100', size - 100, size - 1],
      ['bytes=1000-1999', 1000, 1999],
    ] as const) {
      const res = await t.inject({ method: 'GET', url: `/media/${key}`, headers: { range } });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.rawPayload.equals(fx.video.subarray(start, end + 1))).toBe(true);
    }

    const beyond = await t.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const head = await t.inject({ method: 'HEAD', url: `/media/${key}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    const etag = String(head.headers.etag);
    const cached = await t.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
    expect(await bucketKeys()).toContain(key);
  });

  it('keeps a transcoded video’s streams in the bucket with their content types, and deletes them with it', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: owner.headers,
      payload: buildForm(
        { title: 'Streams on S3', description: 'Ladder in the bucket' },
        {
          videoFile: [fx.video, 'v.mp4', 'video/mp4'],
          thumbnail: [fx.png, 't.png', 'image/png'],
        },
      ),
    });
    expect(res.statusCode).toBe(201);
    const video = await waitForVideo(t, dataOf<Video>(res)._id, owner.headers);
    expect(video.status).toBe('ready');
    const master = video.streams?.hls ?? '';
    const dir = /streams\/[0-9a-f]{32}\//.exec(master)?.[0] ?? 'none';
    const streamKeys = (await bucketKeys()).filter((k) => k.startsWith(dir));
    expect(streamKeys).toEqual(
      expect.arrayContaining([`${dir}master.m3u8`, `${dir}progressive.mp4`]),
    );
    const playlist = await t.app.inject({ method: 'GET', url: master });
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segment = streamKeys.find((k) => k.endsWith('.m4s')) ?? '';
    const seg = await t.inject({ method: 'GET', url: `/media/${segment}` });
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/iso.segment');

    await t.inject({ method: 'DELETE', url: `/videos/${video._id}`, headers: owner.headers });
    expect((await bucketKeys()).filter((k) => k.startsWith(dir))).toEqual([]);
  });
});
