import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserRepository } from '../src/accounts/user-repository';
import { createDatabase } from '../src/db/create-database';
import { migrateTo, migrationNames } from '../src/db/migrate';
import {
  expectSameSite,
  fillSite,
  kinora,
  openSite,
  type SiteContent,
} from './helpers/backup-site';
import type { BackupManifest } from '../src/backup/manifest';

/**
 * `kinora backup` and `kinora restore` on the embedded site `pnpm start` runs: PGlite and the
 * media in the data folder. (The move of such a backup onto PostgreSQL and S3 is in
 * backup-restore-postgres.test.ts, which needs a PostgreSQL.)
 */

const run = promisify(execFile);
const { version: serverVersion } = JSON.parse(
  await fs.readFile(path.resolve(import.meta.dirname, '../package.json'), 'utf8'),
) as { version: string };
let work: string;
let source: string;
let archive: string;
let liveArchive: string;
let liveBackup: Awaited<ReturnType<typeof kinora>>;
let site: SiteContent;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-backup-'));
  source = path.join(work, 'source');
  archive = path.join(work, 'site.tar.gz');
  liveArchive = path.join(work, 'live.tar.gz');
  const app = await openSite(source);
  try {
    site = await fillSite(app);
    // A backup while the site runs is written by its server; the site answers meanwhile.
    const backingUp = kinora(['backup', liveArchive], { DATA_DIR: source });
    const answers: number[] = [];
    let finished = false;
    void backingUp.finally(() => {
      finished = true;
    });
    while (!finished) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/videos/${site.videoId}` });
      answers.push(res.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    liveBackup = await backingUp;
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers)).toEqual(new Set([200]));
  } finally {
    await app.close();
  }
}, 180_000);
afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

const readManifest = async (file: string) =>
  JSON.parse((await run('tar', ['-xOzf', file, './manifest.json'])).stdout) as BackupManifest;

describe('kinora backup and restore of the embedded site', () => {
  it('backs up the running site through its server, to the same manifest a stopped site gets', async () => {
    expect(liveBackup.code, liveBackup.stderr).toBe(0);
    expect(liveBackup.stdout).toContain('The site is running: its server writes the backup.');
    expect(liveBackup.stdout).toMatch(/^The site waited \d+\.\d s for the dump\.$/m);
    expect(liveBackup.stdout).toContain(`Backup written: ${liveArchive}`);
    const live = await readManifest(liveArchive);
    const stopped = await kinora(['backup', path.join(work, 'stopped.tar.gz')], {
      DATA_DIR: source,
    });
    expect(stopped.code, stopped.stderr).toBe(0);
    const after = await readManifest(path.join(work, 'stopped.tar.gz'));
    expect(live.counts).toEqual(after.counts);
    expect(live.database).toEqual(after.database);
    // The same rows and media, file by file (the archives differ only in when they were made).
    const digests = (m: BackupManifest) =>
      Object.fromEntries(m.files.map((f) => [f.path, f.sha256]));
    expect(digests(live)).toEqual(digests(after));
    // The server's socket went with it.
    await expect(fs.access(path.join(source, 'control.sock'))).rejects.toThrow();
  });

  it('backs up the stopped site into one archive with a manifest of checksums', async () => {
    const backup = await kinora(['backup', archive], { DATA_DIR: source });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Database: \d+ tables, \d+ rows \(.+\)\.$/m);
    expect(backup.stdout).toContain('Media: 2 files (50.0 KB).');
    expect(backup.stdout).toContain(`Backup written: ${archive}`);

    const manifest = await readManifest(archive);
    expect(manifest).toMatchObject({
      format: 1,
      kinora: serverVersion,
      database: { kind: 'pglite', lastMigration: (await migrationNames()).at(-1) },
      counts: { users: 1, videos: 1, comments: 1 },
      storage: { driver: 'local', note: null },
      secrets: 'file',
    });
    const paths = manifest.files.map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        `media/${site.videoKey}`,
        `media/${site.thumbnailKey}`,
        'database/tables/users.jsonl',
        'database/tables/index.json',
        'secrets.json',
      ]),
    );
    const video = manifest.files.find((file) => file.path === `media/${site.videoKey}`);
    expect(video).toMatchObject({
      bytes: site.videoBytes.length,
      sha256: createHash('sha256').update(site.videoBytes).digest('hex'),
    });
    // Nothing is left beside the archive or in the data folder.
    expect((await fs.readdir(work)).sort()).toEqual([
      'live.tar.gz',
      'site.tar.gz',
      'source',
      'stopped.tar.gz',
    ]);
    expect(await fs.readdir(path.join(source, 'tmp'))).toEqual(['uploads']);
    // A second backup never overwrites the first.
    const again = await kinora(['backup', archive], { DATA_DIR: source });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  }, 120_000);

  it('restores into a new data folder: same videos and files, passwords work, no sessions', async () => {
    const target = path.join(work, 'restored');
    const restore = await kinora(['restore', archive], { DATA_DIR: target });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('match their checksums');
    expect(restore.stdout).toContain('Sessions: 1 ended; everyone signs in again.');
    expect(restore.stdout).toContain('Media: 2 files (50.0 KB) into the media folder.');
    expect(await fs.readdir(path.join(target, 'tmp'))).toEqual([]);
    const app = await openSite(target);
    try {
      await expectSameSite(app, site);
    } finally {
      await app.close();
    }

    // The restored site now holds a site: a second restore into it is refused, changing nothing.
    const refused = await kinora(['restore', archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `Nothing was restored: The embedded database in ${path.join(target, 'db')} is not empty. ` +
        'A backup restores only into an empty data folder (a new DATA_DIR) and an empty database and bucket, so it never mixes with another site.\n',
    );
  }, 180_000);

  it('brings an older backup up to this build: the newer migrations run after the restore', async () => {
    const names = await migrationNames();
    const older = names.at(-2) ?? '';
    const dataDir = path.join(work, 'older');
    const handle = await createDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'db') });
    try {
      await migrateTo(handle, older);
      await createUserRepository(handle.db).create({
        id: 'b'.repeat(24),
        username: 'oldtimer',
        email: 'oldtimer@example.com',
        fullName: 'Old Timer',
        passwordHash: 'x',
        avatarKey: null,
        coverKey: null,
      });
    } finally {
      await handle.close();
    }
    const file = path.join(work, 'older.tar.gz');
    expect((await kinora(['backup', file], { DATA_DIR: dataDir })).code).toBe(0);
    expect((await readManifest(file)).database.lastMigration).toBe(older);

    const target = path.join(work, 'older-restored');
    const restore = await kinora(['restore', file], { DATA_DIR: target });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(`Database: applied 1 newer migrations (${names.at(-1)}).`);
    const restored = await createDatabase({
      databaseUrl: null,
      pgliteDir: path.join(target, 'db'),
    });
    try {
      const user = await createUserRepository(restored.db).findByUsername('oldtimer');
      expect(user).toMatchObject({ id: 'b'.repeat(24), email: 'oldtimer@example.com' });
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM kysely_migration`.execute(restored.db);
      expect(rows[0]?.n).toBe(names.length);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('refuses media already in the target folder', async () => {
    const target = path.join(work, 'has-media');
    await fs.mkdir(path.join(target, 'media', 'videos'), { recursive: true });
    await fs.writeFile(path.join(target, 'media', 'videos', 'x.mp4'), 'someone else');
    const refused = await kinora(['restore', archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The media folder ${path.join(target, 'media')} is not empty`);
    expect(await fs.readdir(target)).toEqual(['media']);
  }, 60_000);

  it('refuses a damaged archive before writing anything', async () => {
    const unpacked = path.join(work, 'unpacked');
    await fs.mkdir(unpacked);
    await run('tar', ['-xzf', archive, '-C', unpacked]);
    const file = path.join(unpacked, 'media', ...site.videoKey.split('/'));
    const bytes = await fs.readFile(file);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    await fs.writeFile(file, bytes);
    const damaged = path.join(work, 'damaged.tar.gz');
    await run('tar', ['-czf', damaged, '-C', unpacked, '.']);

    const target = path.join(work, 'from-damaged');
    const refused = await kinora(['restore', damaged], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `The archive is damaged: media/${site.videoKey} does not match its checksum.\n`,
    );
    expect(await fs.readdir(path.join(target, 'tmp'))).toEqual([]);
    await expect(fs.stat(path.join(target, 'db'))).rejects.toThrow();

    // Not a gzipped tar at all.
    const garbage = path.join(work, 'garbage.tar.gz');
    await fs.writeFile(garbage, 'not an archive');
    const unreadable = await kinora(['restore', garbage], { DATA_DIR: target });
    expect(unreadable.code).toBe(1);
    expect(unreadable.stderr).toContain(`${garbage} is damaged or is not a Kinora backup.`);
  }, 60_000);

  it('answers usage when the file is missing, and a clear error when it does not exist', async () => {
    for (const command of ['backup', 'restore']) {
      const usage = await kinora([command], { DATA_DIR: source });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('pnpm kinora backup <file>');
      expect(usage.stderr).toContain('pnpm kinora restore <file>');
    }
    const missing = path.join(work, 'nowhere.tar.gz');
    const refused = await kinora(['restore', missing], { DATA_DIR: path.join(work, 'empty') });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`${missing} does not exist: name the backup file to restore.\n`);
  }, 60_000);
});
