import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_VIDEO_ID_HEADER } from '@kinora/contract';
import { createTestApp, type TestApp, type TestUser } from '../helpers/app';
import { tusClient } from '../helpers/tus-client';
import { waitForVideo } from '../helpers/wait-for-video';
import { createMediaFixtures, type MediaFixtures } from './fixtures';
import { addMultipartListing } from './s3rver-multipart';

// The SDK's one-off notice about Node 20 support is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'kinora-resumable';

let s3dir: string;
let s3server: S3rver;
let client: S3Client;
let t: TestApp;
let fx: MediaFixtures;
let owner: TestUser;

beforeAll(async () => {
  fx = await createMediaFixtures();
  s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-s3rver-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  addMultipartListing(s3server, () => client, BUCKET);
  const { port } = await s3server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  t = await createTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_REDIRECTS: 'off',
    },
  });
  owner = await t.registerUser();
});
afterAll(async () => {
  await t.close();
  client.destroy();
  await s3server.close();
  await fs.rm(s3dir, { recursive: true, force: true });
  await fx.cleanup();
});

async function bucketKeys(): Promise<string[]> {
  const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (out.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
}

describe('resumable uploads on S3-compatible storage', () => {
  it('resume from HEAD and finish: the file becomes the video original in the bucket', async () => {
    const tus = tusClient(t.app);
    const created = await tus.create(owner, fx.video.length);
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    const videoId = String(created.headers[UPLOAD_VIDEO_ID_HEADER.toLowerCase()]);
    const half = Math.floor(fx.video.length / 2);
    expect((await tus.patch(owner, location, 0, fx.video.subarray(0, half))).statusCode).toBe(204);
    const head = await tus.head(owner, location);
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await tus.patch(owner, location, half, fx.video.subarray(half));
    expect(rest.statusCode).toBe(204);

    const video = await waitForVideo(t, videoId, owner.headers);
    expect(video).toMatchObject({ status: 'ready', width: 160, height: 120 });
    const keys = await bucketKeys();
    // Nothing of the upload is left beside the video's files.
    expect(keys.filter((key) => key.startsWith('uploads/'))).toEqual([]);
    expect(keys.some((key) => key.startsWith('videos/'))).toBe(true);
  }, 120_000);
});
