import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/storage/s3-storage';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import type { Video } from '@kinora/contract';

/**
 * The bucket away (S3 down, a network cut): media requests say to come back (503 with
 * `Retry-After`) instead of failing as if the site were broken, uploads fail with words and leave
 * nothing behind, and everything works again once the bucket is back.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'kinora-media';
const UNAVAILABLE = 'The site is briefly unavailable. Please try again in a moment.';

let s3dir: string;
let s3server: S3rver;
let port: number;
let t: TestApp;
let fx: MediaFixtures;
let owner: TestUser;
let video: Video;

const startS3 = async (at = 0) => {
  s3server = new S3rver({ port: at, address: '127.0.0.1', silent: true, directory: s3dir });
  ({ port } = await s3server.run());
};

beforeAll(async () => {
  fx = await createMediaFixtures();
  s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-s3rver-'));
  await startS3();
  t = await createTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The bytes through the server: with redirects the browser would meet the bucket itself.
      MEDIA_REDIRECTS: 'off',
    },
  });
  if (!(t.app.storage instanceof S3Storage)) throw new Error('the S3 driver was not selected');
  await t.app.storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  owner = await t.registerUser();
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title: 'Before the outage', description: 'd' },
      { videoFile: [fx.video, 'v.mp4', 'video/mp4'], thumbnail: [fx.png, 't.png', 'image/png'] },
    ),
  });
  expect(res.statusCode).toBe(201);
  video = await waitForVideo(t, dataOf<Video>(res)._id, owner.headers);
  expect(video.status).toBe('ready');
  await s3server.close();
}, 120_000);
afterAll(async () => {
  await t.close();
  await s3server.close().catch(() => undefined);
  await fs.rm(s3dir, { recursive: true, force: true });
  await fx.cleanup();
});

describe('with the bucket away', () => {
  it('answers media requests 503 with Retry-After, in the JSON envelope', async () => {
    for (const url of [video.videofile, video.streams?.hls ?? '']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(errorOf(res).message).toBe(UNAVAILABLE);
    }
    // What lives in the database is still served.
    const page = await t.inject({ method: 'GET', url: `/videos/${video._id}` });
    expect(page.statusCode).toBe(200);
  });

  it('refuses an upload with words and leaves no video, no draft and no spooled file', async () => {
    const countVideos = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('videos')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countVideos();
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: owner.headers,
      payload: buildForm(
        { title: 'During the outage', description: 'd' },
        { videoFile: [fx.video, 'v.mp4', 'video/mp4'], thumbnail: [fx.png, 't.png', 'image/png'] },
      ),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(errorOf(res).message).toBe(UNAVAILABLE);
    expect(await countVideos()).toBe(before);
    const spool = path.join(t.app.config.dataDir, 'tmp');
    const left = await listFiles(spool).catch(() => []);
    expect(left.filter((file) => !file.startsWith('uploads'))).toEqual([]);
  });

  it('serves the media again once the bucket is back', async () => {
    await startS3(port);
    const res = await t.app.inject({
      method: 'GET',
      url: video.videofile,
      headers: { range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(100);
  });
});
