import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { LocalStorage } from '../../src/storage/local-storage';
import storagePlugin from '../../src/plugins/storage';

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-storage-plugin-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('storage plugin', () => {
  it('decorates the app with local storage and upload deps, and clears uploads a crash left behind', async () => {
    const spool = path.join(dataDir, 'tmp', 'uploads');
    await fs.mkdir(spool, { recursive: true });
    const stale = path.join(spool, 'stale.upload');
    const fresh = path.join(spool, 'in-progress.upload');
    await fs.writeFile(stale, 'left by a crashed server');
    await fs.writeFile(fresh, 'another server is still writing this');
    const sevenHoursAgo = new Date(Date.now() - 7 * 3600 * 1000);
    await fs.utimes(stale, sevenHoursAgo, sevenHoursAgo);

    const app = Fastify({ logger: false });
    await app.register(storagePlugin, {
      config: loadConfig({ DATA_DIR: dataDir, MAX_IMAGE_BYTES: '1234' }),
    });
    await app.ready();
    expect(app.storage).toBeInstanceOf(LocalStorage);
    expect(app.uploadDeps.tempDir).toBe(spool);
    expect(app.uploadDeps.media.maxImageBytes).toBe(1234);
    expect(app.uploadDeps.storage).toBe(app.storage);
    expect(await fs.readdir(spool)).toEqual(['in-progress.upload']);
    await app.close();
  });

  it('checks uploads with a working ffprobe even when FFPROBE_PATH points nowhere', async () => {
    const app = Fastify({ logger: false });
    const config = loadConfig({ DATA_DIR: dataDir, FFPROBE_PATH: '/nonexistent/ffprobe' });
    await app.register(storagePlugin, { config });
    await app.ready();
    expect(app.uploadDeps.media.ffprobePath).toMatch(
      /@ffprobe-installer\/[a-z0-9]+-[a-z0-9]+\/ffprobe(\.exe)?$/,
    );
    await app.close();
  });
});
