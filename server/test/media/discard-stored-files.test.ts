import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardStoredFiles } from '../../src/media/uploads';
import { mediaKeyFromUrl, mediaUrl } from '../../src/media/media-url';
import { LocalStorage } from '../../src/storage/local-storage';
import { createStorageKey } from '../../src/storage/storage';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-discard-'));
  storage = await LocalStorage.open(root);
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('discardStoredFiles', () => {
  it('deletes stored files given as StoredFile or key, skipping nulls', async () => {
    const a = createStorageKey('videos', 'mp4');
    const b = createStorageKey('thumbnails', 'webp');
    await storage.put(a, Buffer.from('a'), 'video/mp4');
    await storage.put(b, Buffer.from('b'), 'image/webp');
    await discardStoredFiles(storage, [
      { key: a, url: mediaUrl(a), size: 1, contentType: 'video/mp4' },
      b,
      null,
      undefined,
    ]);
    expect(await storage.exists(a)).toBe(false);
    expect(await storage.exists(b)).toBe(false);
  });

  it('never throws, so it can run in a catch block, and logs what it could not delete', async () => {
    const logged: unknown[] = [];
    const log = { error: (obj: unknown) => logged.push(obj) };
    await expect(discardStoredFiles(storage, ['not/a-key'], log)).resolves.toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ key: 'not/a-key' })]);
  });
});

describe('media URLs', () => {
  it('map keys to /api/v1/media URLs and back, and nothing else', () => {
    const key = createStorageKey('avatars', 'webp');
    expect(mediaUrl(key)).toBe(`/api/v1/media/${key}`);
    expect(mediaKeyFromUrl(mediaUrl(key))).toBe(key);
    expect(mediaKeyFromUrl('/api/v1/static/default-avatar.svg')).toBeNull();
    expect(mediaKeyFromUrl('/api/v1/media/../secrets.json')).toBeNull();
  });
});
