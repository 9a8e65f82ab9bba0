import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitStoredFiles, deleteStoredFiles } from '../../src/media/stored-files';
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

const silent = { error: () => {} };

async function storedFile(kind: 'videos' | 'thumbnails') {
  const key = createStorageKey(kind, kind === 'videos' ? 'mp4' : 'webp');
  await storage.put(key, Buffer.from(key), 'application/octet-stream');
  return { key, size: key.length, contentType: 'application/octet-stream' };
}

describe('commitStoredFiles', () => {
  it('keeps the added files and deletes the orphaned ones when the write succeeds', async () => {
    const added = await storedFile('thumbnails');
    const replaced = await storedFile('thumbnails');
    const result = await commitStoredFiles(storage, silent, [added, null], () =>
      Promise.resolve({ result: 'ok', orphaned: [replaced.key, null] }),
    );
    expect(result).toBe('ok');
    expect(await storage.exists(added.key)).toBe(true);
    expect(await storage.exists(replaced.key)).toBe(false);
  });

  it('deletes the added files and keeps the rest when the write fails, rethrowing its error', async () => {
    const added = await storedFile('videos');
    const kept = await storedFile('thumbnails');
    await expect(
      commitStoredFiles(storage, silent, [added], () => Promise.reject(new Error('no row'))),
    ).rejects.toThrow('no row');
    expect(await storage.exists(added.key)).toBe(false);
    expect(await storage.exists(kept.key)).toBe(true);
  });
});

describe('deleteStoredFiles', () => {
  it('never throws, so it can run in a catch block, and logs what it could not delete', async () => {
    const logged: unknown[] = [];
    const log = { error: (obj: unknown) => logged.push(obj) };
    await expect(deleteStoredFiles(storage, ['not/a-key'], log)).resolves.toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ key: 'not/a-key' })]);
  });
});
