import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectSameSite,
  fillSite,
  kinora,
  openSite,
  type SiteContent,
} from './helpers/backup-site';

/**
 * The move an embedded site makes when it outgrows one process: its backup restored onto
 * PostgreSQL and S3. Then a backup of that site, taken while it runs (pg_dump), restored into
 * another PostgreSQL database. Only included when DATABASE_URL is set (see vitest.config.ts).
 */

// The SDK's one-off notice about Node 20 support is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const BUCKET = 'kinora-moved';
let work: string;
let s3dir: string;
let s3server: S3rver;
let s3env: Record<string, string>;
let archive: string;
let site: SiteContent;
const databases: string[] = [];

function serverUrl(): URL {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is needed for this file.');
  return new URL(url);
}

/** A new, empty database on DATABASE_URL's server, dropped after the file. */
async function freshDatabase(): Promise<string> {
  const name = `kinora_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl().toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  databases.push(name);
  const url = serverUrl();
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-move-'));
  s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-s3rver-'));
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir });
  const { port } = await s3server.run();
  s3env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    // The bytes through Node, so the test reads them from the app (the bucket serves them).
    MEDIA_REDIRECTS: 'off',
  };
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();

  const source = path.join(work, 'embedded');
  archive = path.join(work, 'embedded.tar.gz');
  const app = await openSite(source);
  try {
    site = await fillSite(app);
  } finally {
    await app.close();
  }
  const backup = await kinora(['backup', archive], { DATA_DIR: source });
  expect(backup.code, backup.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await s3server.close();
  const admin = new pg.Client({ connectionString: serverUrl().toString() });
  await admin.connect();
  try {
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
  await fs.rm(work, { recursive: true, force: true });
  await fs.rm(s3dir, { recursive: true, force: true });
});

async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (out.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
  } finally {
    client.destroy();
  }
}

describe('an embedded site moved onto PostgreSQL and S3', () => {
  it('restores the embedded backup into PostgreSQL, its media into the bucket, and serves them', async () => {
    const url = await freshDatabase();
    const target = path.join(work, 'on-postgres');
    const env = { ...s3env, DATABASE_URL: url, DATA_DIR: target };
    const restore = await kinora(['restore', archive], env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Media: 2 files (50.0 KB) into the S3 bucket.');
    expect(await bucketKeys()).toEqual([site.thumbnailKey, site.videoKey].sort());
    // Uploaded, not linked: nothing of the media stays in the data folder.
    await expect(fs.stat(path.join(target, 'media'))).rejects.toThrow();

    const app = await openSite(target, { ...s3env, DATABASE_URL: url });
    try {
      expect(app.storage.driver).toBe('s3');
      await expectSameSite(app, site);

      // While this site runs, a backup of it (pg_dump) is taken and the site keeps answering.
      const running = path.join(work, 'on-postgres.tar.gz');
      const backup = await kinora(['backup', running], env);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('Database: pg_dump wrote');
      expect(backup.stdout).toContain(`Media: on S3 (bucket ${BUCKET}): not copied`);
      const still = await app.inject({ method: 'GET', url: `/api/v1/videos/${site.videoId}` });
      expect(still.statusCode).toBe(200);

      // Without the PostgreSQL client tools the backup says so, and writes nothing.
      const nowhere = path.join(work, 'no-pg-dump.tar.gz');
      const noTools = await kinora(['backup', nowhere], { ...env, PATH: path.join(work, 'empty') });
      expect(noTools.code).toBe(1);
      expect(noTools.stderr).toContain("pg_dump was not found on this machine's PATH");
      await expect(fs.stat(nowhere)).rejects.toThrow();
      // A pg_dump restores into PostgreSQL only.
      const embedded = await kinora(['restore', running], { DATA_DIR: path.join(work, 'z') });
      expect(embedded.code).toBe(1);
      expect(embedded.stderr).toContain(
        'This is a backup of a site on PostgreSQL (a pg_dump): it restores into PostgreSQL.',
      );

      // The same database again, or the bucket that now holds these media, is refused.
      const again = await kinora(['restore', archive], { ...env, DATA_DIR: path.join(work, 'x') });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('The PostgreSQL database of DATABASE_URL is not empty');
      const intoBucket = await kinora(['restore', archive], {
        ...s3env,
        DATABASE_URL: await freshDatabase(),
        DATA_DIR: path.join(work, 'y'),
      });
      expect(intoBucket.code).toBe(1);
      expect(intoBucket.stderr).toContain(`The S3 bucket ${BUCKET} is not empty`);

      // The PostgreSQL backup restores into another database, reading the same bucket.
      const second = await freshDatabase();
      const secondDir = path.join(work, 'second');
      const restored = await kinora(['restore', running], {
        ...s3env,
        DATABASE_URL: second,
        DATA_DIR: secondDir,
      });
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Database: pg_restore done.');
      expect(restored.stdout).toContain(`the S3 bucket ${BUCKET}, not in this archive`);
      const moved = await openSite(secondDir, { ...s3env, DATABASE_URL: second });
      try {
        await expectSameSite(moved, site);
      } finally {
        await moved.close();
      }
    } finally {
      await app.close();
    }
  }, 240_000);
});
