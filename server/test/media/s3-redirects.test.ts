import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectId } from '../../src/lib/object-id';
import { S3Storage } from '../../src/storage/s3-storage';
import { createTestApp, dataOf, type TestApp, type TestUser } from '../helpers/app';
import type { Video } from '@kinora/contract';

/**
 * With S3, media bytes do not pass through Node: the API decides who may see a file and answers
 * with a redirect to the bucket (a presigned GET) or, for files anyone may see, to the CDN of
 * MEDIA_PUBLIC_URL. Playlists stay on the API so their relative segment URIs come back to it and
 * are redirected (signed) one by one. Links in answers are absolute under PUBLIC_URL.
 */

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'kinora-redirects';
const API_URL = 'https://api.kinora.example';
const CDN = 'https://cdn.kinora.example/media';

let s3dir: string;
let s3server: S3rver;
let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

const BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
const hex = (c: string) => c.repeat(32);

beforeAll(async () => {
  s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-s3rver-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  const { port } = await s3server.run();
  t = await createTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_PUBLIC_URL: CDN,
      MEDIA_PRESIGN_SECONDS: '120',
      PUBLIC_URL: API_URL,
    },
  });
  if (!(t.app.storage instanceof S3Storage)) throw new Error('not the S3 driver');
  await t.app.storage.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  owner = await t.registerUser();
  stranger = await t.registerUser();
});
afterAll(async () => {
  await t.close();
  await s3server.close();
  await fs.rm(s3dir, { recursive: true, force: true });
});

/** A finished video with a one-rendition HLS ladder in the bucket. */
async function plantVideo(published: boolean, c: string): Promise<{ id: string; dir: string }> {
  const dir = hex(c);
  const put = (key: string, body: string | Buffer, type: string) =>
    t.app.storage.put(key, Buffer.isBuffer(body) ? body : Buffer.from(body), type);
  await put(`videos/${dir}.mp4`, BYTES, 'video/mp4');
  await put(`thumbnails/${dir}.webp`, BYTES, 'image/webp');
  await put(
    `streams/${dir}/master.m3u8`,
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000,RESOLUTION=160x120\nv0/index.m3u8\n',
    'application/vnd.apple.mpegurl',
  );
  await put(
    `streams/${dir}/v0/index.m3u8`,
    '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg_00001.m4s\n#EXT-X-ENDLIST\n',
    'application/vnd.apple.mpegurl',
  );
  await put(`streams/${dir}/v0/seg_00001.m4s`, BYTES, 'video/iso.segment');
  const id = newObjectId();
  await t.app.db
    .insertInto('videos')
    .values({
      id,
      owner_id: owner.user._id,
      title: 'On S3',
      description: 'Redirected',
      video_key: `videos/${dir}.mp4`,
      thumbnail_key: `thumbnails/${dir}.webp`,
      duration: 2,
      width: 160,
      height: 120,
      is_published: published,
      status: 'ready',
      stream_dir: dir,
      renditions: JSON.stringify([{ height: 120, width: 160, bandwidth: 1000 }]),
    })
    .execute();
  return { id, dir };
}

/** What the browser gets at the end of a redirect: the bytes from s3rver itself. */
async function follow(location: string, range?: string): Promise<Response> {
  return fetch(location, range ? { headers: { range } } : {});
}

/** The API path of an absolute link in an answer (inject speaks to the app, not to PUBLIC_URL). */
const apiPath = (url: string) => {
  expect(url.startsWith(`${API_URL}/api/v1/`), url).toBe(true);
  return url.slice(API_URL.length);
};

describe('media redirects to S3', () => {
  it('sends a public file to the CDN base, and links in answers are absolute', async () => {
    const { id, dir } = await plantVideo(true, 'c');
    const video = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${id}` }));
    expect(video.videofile).toBe(`${API_URL}/api/v1/media/videos/${dir}.mp4`);
    expect(video.thumbnail).toBe(`${API_URL}/api/v1/media/thumbnails/${dir}.webp`);
    expect(video.owner.avatar.startsWith(`${API_URL}/api/v1/`)).toBe(true);
    expect(video.streams?.hls).toBe(`${API_URL}/api/v1/media/streams/${dir}/master.m3u8`);

    const res = await t.app.inject({ method: 'GET', url: apiPath(video.videofile) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${CDN}/videos/${dir}.mp4`);
    expect(res.rawPayload.length).toBe(0);
  });

  it('sends an unpublished video’s files, to its owner only, to a short-lived presigned URL that serves ranges', async () => {
    const { id, dir } = await plantVideo(false, 'd');
    const key = `videos/${dir}.mp4`;
    const asStranger = await t.inject({
      method: 'GET',
      url: `/media/${key}`,
      headers: stranger.headers,
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.headers.location).toBeUndefined();

    const res = await t.inject({ method: 'GET', url: `/media/${key}`, headers: owner.headers });
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith(CDN)).toBe(false);
    expect(location).toContain('X-Amz-Signature=');
    expect(location).toContain('X-Amz-Expires=120');
    expect(res.headers['cache-control']).toBe('private, no-store');

    const ranged = await follow(location, 'bytes=100-199');
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(BYTES.subarray(100, 200))).toBe(true);

    // The owner's own answer carries a signed link, which also redirects to a presigned URL.
    const video = dataOf<Video>(
      await t.inject({ method: 'GET', url: `/videos/${id}`, headers: owner.headers }),
    );
    const signed = await t.app.inject({ method: 'GET', url: apiPath(video.videofile) });
    expect(signed.statusCode).toBe(302);
    expect(String(signed.headers.location)).toContain('X-Amz-Signature=');
  });

  it('serves the playlists of a private video from the API and redirects each segment, signed', async () => {
    const { id, dir } = await plantVideo(false, 'e');
    const video = dataOf<Video>(
      await t.inject({ method: 'GET', url: `/videos/${id}`, headers: owner.headers }),
    );
    const master = apiPath(video.streams?.hls ?? '');
    expect(master).toMatch(/^\/api\/v1\/media\/s\/[^/]+\/streams\//);

    const masterRes = await t.app.inject({ method: 'GET', url: master });
    expect(masterRes.statusCode).toBe(200);
    expect(masterRes.body).toContain('v0/index.m3u8');
    // A player resolves the relative URIs against the playlist's URL: back to the API, signed.
    const variant = master.replace(/master\.m3u8$/, 'v0/index.m3u8');
    const variantRes = await t.app.inject({ method: 'GET', url: variant });
    expect(variantRes.statusCode).toBe(200);
    const segmentUrl = variant.replace(/index\.m3u8$/, 'seg_00001.m4s');
    const segment = await t.app.inject({ method: 'GET', url: segmentUrl });
    expect(segment.statusCode).toBe(302);
    const bytes = await follow(String(segment.headers.location));
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(BYTES)).toBe(true);

    // Without the signature nobody but the owner gets a redirect.
    const unsigned = await t.inject({
      method: 'GET',
      url: `/media/streams/${dir}/v0/seg_00001.m4s`,
    });
    expect(unsigned.statusCode).toBe(404);
  });
});
