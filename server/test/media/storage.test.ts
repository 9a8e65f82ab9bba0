import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../src/storage/create-storage';
import { LocalStorage } from '../../src/storage/local-storage';
import { S3Storage } from '../../src/storage/s3-storage';
import { createStorageKey, isStorageKey, type Storage } from '../../src/storage/storage';
import { addMultipartListing } from './s3rver-multipart';

// The SDK's one-off notice about Node 20 support is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BODY = 'The quick brown fox jumps over the lazy dog.';

/** The behaviour every driver must have; run against the local disk and a local S3 server. */
function storageContract(name: string, open: () => Storage) {
  describe(`${name} storage`, () => {
    it('stores a buffer and reads it back with size, etag, date and type', async () => {
      const storage = open();
      const key = createStorageKey('thumbnails', 'webp');
      await storage.put(key, Buffer.from(BODY), 'image/webp');
      const info = await storage.stat(key);
      expect(info).toMatchObject({ size: BODY.length, contentType: 'image/webp' });
      expect(info?.etag).toMatch(/^"[^"]+"$/);
      expect(info?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
      const object = await storage.get(key);
      expect(object?.info.size).toBe(BODY.length);
      expect(await text(object?.stream ?? Readable.from([]))).toBe(BODY);
      expect(await storage.exists(key)).toBe(true);
    });

    it('reads an inclusive byte range and reports the whole size', async () => {
      const storage = open();
      const key = createStorageKey('videos', 'mp4');
      await storage.put(key, Readable.from([Buffer.from(BODY)]), 'video/mp4', BODY.length);
      const first = await storage.get(key, { start: 0, end: 0 });
      expect(await text(first?.stream ?? Readable.from([]))).toBe('T');
      const middle = await storage.get(key, { start: 4, end: 8 });
      expect(middle?.info.size).toBe(BODY.length);
      expect(await text(middle?.stream ?? Readable.from([]))).toBe('quick');
      const last = await storage.get(key, { start: BODY.length - 1, end: BODY.length - 1 });
      expect(await text(last?.stream ?? Readable.from([]))).toBe('.');
    });

    it('moves a finished local file into storage and removes the original', async () => {
      const storage = open();
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-putfile-'));
      const file = path.join(dir, 'upload');
      await fs.writeFile(file, BODY);
      const key = createStorageKey('videos', 'webm');
      await storage.putFile(key, file, 'video/webm');
      await expect(fs.stat(file)).rejects.toThrow();
      expect((await storage.stat(key))?.size).toBe(BODY.length);
      await fs.rm(dir, { recursive: true, force: true });
    });

    it('writes an object to a local file for tools that read files, and says when there is none', async () => {
      const storage = open();
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-copyto-'));
      const key = createStorageKey('videos', 'mp4');
      await storage.put(key, Buffer.from(BODY), 'video/mp4');
      expect(await storage.copyToFile(key, path.join(dir, 'original.mp4'))).toBe(true);
      expect(await fs.readFile(path.join(dir, 'original.mp4'), 'utf8')).toBe(BODY);
      const missing = createStorageKey('videos', 'mp4');
      expect(await storage.copyToFile(missing, path.join(dir, 'missing.mp4'))).toBe(false);
      await expect(fs.stat(path.join(dir, 'missing.mp4'))).rejects.toThrow();
      // The stored object is still there, whatever the file became.
      await fs.rm(dir, { recursive: true, force: true });
      expect(await storage.exists(key)).toBe(true);
    });

    it('answers null for a missing key and deletes idempotently', async () => {
      const storage = open();
      const key = createStorageKey('avatars', 'webp');
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, Buffer.from('x'), 'image/webp');
      await storage.delete(key);
      await storage.delete(key);
      expect(await storage.exists(key)).toBe(false);
    });

    it('refuses keys it did not generate (no traversal, no client names)', async () => {
      const storage = open();
      for (const key of [
        '../etc/passwd',
        'videos/../../x.mp4',
        'videos/My Holiday.mp4',
        'other/' + 'a'.repeat(32) + '.mp4',
      ]) {
        expect(isStorageKey(key)).toBe(false);
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
          /Invalid storage key/,
        );
        await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}

describe('storage keys', () => {
  it('are random, typed by kind and never reuse a name', () => {
    const a = createStorageKey('videos', 'MP4');
    const b = createStorageKey('videos', 'mp4');
    expect(a).toMatch(/^videos\/[0-9a-f]{32}\.mp4$/);
    expect(a).not.toBe(b);
    expect(() => createStorageKey('videos', '../x')).toThrow();
  });
});

let root: string;
let local: LocalStorage;
let s3dir: string;
let s3server: S3rver;
let s3: S3Storage;
/** The same bucket, copying at most 1000 bytes at a time (S3's limit is 5 GiB). */
let s3small: S3Storage;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-storage-'));
  local = await LocalStorage.open(path.join(root, 'media'));
  s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-s3rver-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  addMultipartListing(s3server, () => s3.client, 'kinora-test');
  const { port } = await s3server.run();
  s3 = new S3Storage({
    bucket: 'kinora-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  await s3.client.send(new CreateBucketCommand({ Bucket: 'kinora-test' }));
  s3small = new S3Storage({
    bucket: 'kinora-test',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    copyPartBytes: 1000,
  });
});

afterAll(async () => {
  await s3.close();
  await s3small.close();
  await s3server.close();
  await fs.rm(root, { recursive: true, force: true });
  await fs.rm(s3dir, { recursive: true, force: true });
});

storageContract('local', () => local);
storageContract('S3', () => s3);

describe('S3 storage adopting a finished resumable upload', () => {
  const uploadKey = (hex: string) => `uploads/${hex.repeat(32)}`;
  const bytes = Buffer.from(Array.from({ length: 2500 }, (_, i) => (i * 7) % 256));

  it('copies one larger than a single copy takes in parts, byte for byte, and removes the upload', async () => {
    const from = uploadKey('a');
    await s3small.client.send(
      new PutObjectCommand({ Bucket: 'kinora-test', Key: from, Body: bytes }),
    );
    const key = createStorageKey('videos', 'mp4');
    const send = vi.spyOn(s3small.client, 'send');
    await s3small.adoptUpload(from, key, 'video/mp4');
    const stored = await s3small.get(key);
    if (!stored) throw new Error('The adopted upload is missing.');
    expect(await buffer(stored.stream)).toEqual(bytes);
    expect((await s3small.stat(key))?.contentType).toBe('video/mp4');
    expect((await s3small.stat(key))?.size).toBe(bytes.length);
    // 2500 bytes at 1000 a part are three part copies, not one CopyObject.
    const sent = send.mock.calls.map(([command]) => command.constructor.name);
    expect(sent.filter((name) => name === 'UploadPartCopyCommand')).toHaveLength(3);
    expect(sent).not.toContain('CopyObjectCommand');
    send.mockRestore();
    const left = await s3small.client.send(
      new ListObjectsV2Command({ Bucket: 'kinora-test', Prefix: 'uploads/' }),
    );
    expect((left.Contents ?? []).map((o) => o.Key)).not.toContain(from);
  });

  it('copies one that fits a single copy in one request', async () => {
    const from = uploadKey('b');
    await s3.client.send(new PutObjectCommand({ Bucket: 'kinora-test', Key: from, Body: bytes }));
    const key = createStorageKey('videos', 'mp4');
    await s3.adoptUpload(from, key, 'video/mp4');
    const stored = await s3.get(key);
    if (!stored) throw new Error('The adopted upload is missing.');
    expect(await buffer(stored.stream)).toEqual(bytes);
    const left = await s3.client.send(
      new ListObjectsV2Command({ Bucket: 'kinora-test', Prefix: 'uploads/' }),
    );
    expect((left.Contents ?? []).map((o) => o.Key)).not.toContain(from);
  });
});

describe('local storage on disk', () => {
  it('keeps files under DATA_DIR/media by kind and clears interrupted writes on open', async () => {
    const key = createStorageKey('videos', 'mp4');
    await local.put(key, Buffer.from(BODY), 'video/mp4');
    expect((await fs.stat(path.join(root, 'media', key))).size).toBe(BODY.length);
    await fs.writeFile(path.join(root, 'media', '.partial', 'left-over'), 'half');
    await LocalStorage.open(path.join(root, 'media'));
    expect(await fs.readdir(path.join(root, 'media', '.partial'))).toEqual([]);
  });

  it('leaves no partial file when the source stream fails', async () => {
    const key = createStorageKey('videos', 'mp4');
    const failing = new Readable({
      read() {
        this.push(Buffer.from('some bytes'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(local.put(key, failing, 'video/mp4')).rejects.toThrow('client went away');
    expect(await local.exists(key)).toBe(false);
    expect(await fs.readdir(path.join(root, 'media', '.partial'))).toEqual([]);
  });

  it('is the driver the default configuration selects', async () => {
    const storage = await createStorage({
      dataDir: root,
      media: {
        driver: 'local',
        maxVideoBytes: 1,
        maxImageBytes: 1,
        userStorageQuotaBytes: null,
        ffprobePath: 'ffprobe',
        maxVideoPixels: 1,
        maxVideoFps: 1,
        ffmpegPath: 'ffmpeg',
        maxVideoDurationSeconds: 43_200,
        redirects: false,
        presignSeconds: 300,
        publicUrl: null,
        s3: {
          bucket: null,
          endpoint: null,
          region: 'us-east-1',
          accessKeyId: null,
          secretAccessKey: null,
          forcePathStyle: true,
        },
      },
    });
    expect(storage.driver).toBe('local');
    expect(storage instanceof LocalStorage && storage.root).toBe(path.join(root, 'media'));
  });
});
