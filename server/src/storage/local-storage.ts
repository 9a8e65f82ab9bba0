import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import etag from 'etag';
import mime from 'mime-types';
import {
  assertResumableUploadKey,
  assertStorageKey,
  assertStreamPrefix,
  storageKindOf,
  streamContentType,
  type ByteRange,
  type Storage,
  type StoredObject,
  type StoredObjectInfo,
} from './storage';

const isMissing = (err: unknown) =>
  err instanceof Error && 'code' in err && (err.code === 'ENOENT' || err.code === 'ENOTDIR');

function infoOf(key: string, stats: Stats): StoredObjectInfo {
  return {
    size: stats.size,
    // Keys are never rewritten, so size and mtime identify the bytes exactly: a strong tag.
    etag: etag(stats, { weak: false }),
    lastModified: stats.mtime,
    contentType:
      storageKindOf(key) === 'streams'
        ? streamContentType(key)
        : mime.lookup(key) || 'application/octet-stream',
  };
}

/**
 * Media on the local disk under `root` (`$DATA_DIR/media`). Writes go to `root/.partial` first and
 * are renamed into place, so a reader never sees half a file and a crash leaves only files in
 * `.partial`, which `open` clears.
 */
export class LocalStorage implements Storage {
  readonly driver = 'local';
  private readonly partialDir: string;

  private constructor(readonly root: string) {
    this.partialDir = path.join(root, '.partial');
  }

  static async open(root: string): Promise<LocalStorage> {
    const storage = new LocalStorage(path.resolve(root));
    await fs.rm(storage.partialDir, { recursive: true, force: true });
    await fs.mkdir(storage.partialDir, { recursive: true });
    return storage;
  }

  /** The file behind a key; only generated keys are accepted, so this stays inside `root`. */
  pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const partial = path.join(this.partialDir, randomBytes(12).toString('hex'));
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(partial, target);
    } catch (err) {
      await fs.rm(partial, { force: true });
      throw err;
    }
  }

  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(filePath, target);
    } catch (err) {
      // Another file system (a temp dir on tmpfs): copy through a partial file instead.
      if (!(err instanceof Error && 'code' in err && err.code === 'EXDEV')) throw err;
      await this.put(key, createReadStream(filePath), contentType);
      await fs.rm(filePath, { force: true });
    }
  }

  async adoptUpload(uploadKey: string, key: string, contentType: string): Promise<void> {
    assertResumableUploadKey(uploadKey);
    await this.putFile(key, path.join(this.root, ...uploadKey.split('/')), contentType);
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? infoOf(key, stats) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async copyToFile(key: string, filePath: string): Promise<boolean> {
    const source = this.pathOf(key);
    try {
      // Keys are never rewritten, so a link shares bytes that never change; another file
      // system gets a copy.
      await fs.link(source, filePath).catch(async (error: unknown) => {
        if (isMissing(error)) throw error;
        await fs.copyFile(source, filePath);
      });
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(key), 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      // Stat the open handle, not the path, so size and bytes come from the same file.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { info: infoOf(key, stats), stream };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertStreamPrefix(prefix);
    await fs.rm(path.join(this.root, ...prefix.split('/').filter(Boolean)), {
      recursive: true,
      force: true,
    });
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }
}
