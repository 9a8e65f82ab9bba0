import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import pg from 'pg';
import { testMedia } from '../support/media';
import {
  authHeaders,
  getVideo,
  login,
  PASSWORD,
  register,
  uploadVideo,
  type Account,
} from './support/api';
import { startCluster, Instance, type Cluster } from './support/cluster';
import { expect, test as clusterTest } from './support/fixtures';
import { load, readMix, writeUntil, type LoadResult } from './support/load';
import { PrivatePostgres, PrivateRedis } from './support/services';
import type { Video } from '@kinora/shared';
import type { Request } from 'autocannon';

/**
 * Faults under load: the reference deployment keeps answering while a backing service goes away,
 * and takes it back by itself. The cluster runs on a PostgreSQL and a Redis of its own, so the
 * tests can restart and stop them, with the limits on (their counters live in Redis).
 */
const test = clusterTest.extend<
  object,
  { services: { postgres: PrivatePostgres; redis: PrivateRedis } }
>({
  services: [
    async ({}, use) => {
      const postgres = await PrivatePostgres.start();
      const redis = await PrivateRedis.start();
      try {
        await use({ postgres, redis });
      } finally {
        await redis.stop();
        await postgres.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  cluster: [
    async ({ services }, use) => {
      const cluster = await startCluster({
        size: 3,
        env: { RATE_LIMITS: 'on' },
        postgresUrl: services.postgres.url,
        redisUrl: services.redis.url,
      });
      try {
        await use(cluster);
      } finally {
        await cluster.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/**
 * The load of the fault tests, in requests per second through nginx: steady, so the failures
 * count the outage's length rather than how fast nginx can refuse (it answers at once while it
 * leaves every instance alone); well under what the cluster serves here (about 1,500).
 */
const RATE = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isOk = (status: string) => status.startsWith('2');

/** Every process of the cluster still runs: a backing service away is no reason to exit. */
function expectAllRunning(cluster: Cluster) {
  for (const instance of [...cluster.instances, cluster.worker]) {
    expect(instance.process?.exitCode, `${instance.name} exited`).toBeNull();
    expect(instance.process?.signalCode, `${instance.name} was killed`).toBeNull();
  }
}

/**
 * Asks each instance directly, and the site through nginx, every 100 ms until it answers `path`
 * with a 2xx; resolves with the milliseconds each took, measured from `since`.
 */
async function recoveredAfter(cluster: Cluster, since: number, request: () => RequestInit) {
  const path = '/api/v1/users/current-user';
  const bases = [...cluster.instances.map((i) => [i.name, i.url]), ['nginx', cluster.api]];
  const entries = await Promise.all(
    bases.map(async ([name = '', base = '']) => {
      let last = '';
      for (;;) {
        const response = await fetch(`${base}${path}`, {
          ...request(),
          signal: AbortSignal.timeout(10_000),
        }).catch((error: unknown) => String(error));
        if (typeof response !== 'string' && response.ok) return [name, Date.now() - since] as const;
        last =
          typeof response === 'string' ? response : `${response.status} ${await response.text()}`;
        if (Date.now() - since > 60_000) {
          throw new Error(`${name} did not recover; its last answer: ${last}`);
        }
        await sleep(100);
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Reads the cluster's database directly: what was stored, whatever the API says. */
async function query<Row>(cluster: Cluster, sql: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

function countBy(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function summary(result: LoadResult) {
  const failed = Object.entries(result.statusCodes)
    .filter(([status]) => !isOk(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: result.requests,
    failed,
    statusCodes: result.statusCodes,
    errors: result.errors,
  };
}

function signedInMix(account: Account): Request[] {
  return [
    ...readMix(account),
    { method: 'GET', path: '/api/v1/users/current-user', headers: authHeaders(account) },
    { method: 'GET', path: '/api/v1/subscriptions/videos', headers: authHeaders(account) },
  ];
}

test('PostgreSQL restarted under load: 503 while it is away, then served again, no instance exits and no job is lost', async ({
  cluster,
  services,
}) => {
  test.setTimeout(240_000);
  const owner = await register(cluster.api);
  const media = testMedia();
  // The worker transcodes one at a time: with three uploads just before the restart, jobs are
  // both waiting and under way when the database goes.
  const uploaded: Video[] = [];
  for (const n of [1, 2, 3]) {
    uploaded.push(await uploadVideo(cluster.api, owner, media, `Before the restart ${n}`));
  }
  const loaded = load(cluster.api, 20, signedInMix(owner), 8, RATE);
  const writes = writeUntil(cluster.api, owner, loaded);
  await sleep(3000);
  const restartStarted = Date.now();
  const awayMs = await services.postgres.restart(2000);
  const backAt = Date.now();
  const recoveryMs = await recoveredAfter(cluster, backAt, () => ({ headers: authHeaders(owner) }));
  const during = await loaded;
  const written = await writes;

  const after = await load(cluster.api, 5, signedInMix(owner), 8, RATE);
  const figures = {
    restartMs: awayMs,
    recoveryMsAfterRestart: recoveryMs,
    during: summary(during),
    writes: { acknowledged: written.acknowledged.length, refused: countBy(written.refused) },
    after: summary(after),
    restartStarted: new Date(restartStarted).toISOString(),
  };
  console.log(`PostgreSQL restart under load: ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: 'postgres-restart', description: JSON.stringify(figures) });

  expectAllRunning(cluster);
  const evidence = JSON.stringify(figures, null, 1);
  // What failed failed as "briefly unavailable", never as a broken site or an unanswered request.
  expect(during.errors, evidence).toBe(0);
  for (const status of Object.keys(during.statusCodes)) {
    expect(isOk(status) || status === '503', evidence).toBe(true);
  }
  expect(
    new Set(written.refused).size <= 1 && written.refused.every((s) => s === 503),
    evidence,
  ).toBe(true);
  expect(after.errors + after.non2xx, evidence).toBe(0);
  // Every acknowledged write is there.
  const rows = await query<{ id: string }>(
    cluster,
    'SELECT id FROM playlists WHERE owner_id = $1',
    [owner.userId],
  );
  const kept = new Set(rows.map((row) => row.id));
  for (const id of written.acknowledged) expect(kept.has(id), `playlist ${id} was lost`).toBe(true);
  // No job is lost: every upload of before the restart finishes.
  for (const video of uploaded) {
    await expect
      .poll(async () => (await getVideo(cluster.api, owner, video._id)).status, {
        timeout: 120_000,
        intervals: [1000],
      })
      .toBe('ready');
  }
});

test('Redis stopped under load: the site keeps serving, sign-in included, and uses Redis again when it is back', async ({
  cluster,
  services,
}) => {
  test.setTimeout(180_000);
  const owner = await register(cluster.api);
  const requests: Request[] = [
    ...signedInMix(owner),
    {
      method: 'POST',
      path: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: PASSWORD }),
    },
  ];
  const before = await load(cluster.api, 4, requests, 8, RATE);
  const loaded = load(cluster.api, 16, requests, 8, RATE);
  await sleep(3000);
  await services.redis.stop();
  const stoppedAt = Date.now();
  await sleep(7000);
  await services.redis.resume();
  const awayMs = Date.now() - stoppedAt;
  const during = await loaded;
  const after = await load(cluster.api, 5, requests, 8, RATE);
  // A wrong password is counted where every instance sees it: in Redis again, which restarted
  // empty (no persistence), so the key is written after its return.
  const wrong = await login(cluster.api, owner.email, 'not-the-password');
  const keys = execFileSync('redis-cli', ['-p', String(services.redis.port), '--scan']).toString();

  const figures = {
    redisAwayMs: awayMs,
    before: summary(before),
    during: summary(during),
    after: summary(after),
  };
  console.log(`Redis stopped under load: ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: 'redis-stopped', description: JSON.stringify(figures) });
  const evidence = JSON.stringify({ ...figures, keys }, null, 1);
  expectAllRunning(cluster);
  expect(before.errors + before.non2xx, evidence).toBe(0);
  expect(during.errors + during.non2xx, evidence).toBe(0);
  expect(after.errors + after.non2xx, evidence).toBe(0);
  expect(wrong.response.status).toBe(401);
  expect(keys, evidence).toContain('login-attempts:');
});

test('the bucket away under load: media and uploads answer 503 and leave nothing behind, and both work again when it is back', async ({
  cluster,
}) => {
  test.setTimeout(180_000);
  const owner = await register(cluster.api);
  const media = testMedia();
  const stored = await uploadVideo(cluster.api, owner, media, 'Served from the bucket');
  await expect
    .poll(async () => (await getVideo(cluster.api, owner, stored._id)).status, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe('ready');
  const master = (await getVideo(cluster.api, owner, stored._id)).streams?.hls;
  if (!master) throw new Error('the ready video has no master playlist');
  const masterUrl = new URL(master);
  const requests: Request[] = [
    { method: 'GET', path: '/api/v1/videos' },
    { method: 'GET', path: `/api/v1/videos/${stored._id}` },
    { method: 'GET', path: masterUrl.pathname + masterUrl.search },
  ];
  const loaded = load(cluster.api, 14, requests, 8, RATE);
  await sleep(3000);
  await cluster.s3.stop();
  const stoppedAt = Date.now();
  const playlistWhileAway = await fetch(masterUrl);
  const uploadWhileAway = await uploadVideo(
    cluster.api,
    owner,
    media,
    'While the bucket is away',
  ).then(
    () => 'stored',
    (error: unknown) => String(error),
  );
  await sleep(Math.max(0, 6000 - (Date.now() - stoppedAt)));
  await cluster.s3.start();
  const backAt = Date.now();
  let recoveryMs = -1;
  for (;;) {
    if ((await fetch(masterUrl)).ok) {
      recoveryMs = Date.now() - backAt;
      break;
    }
    if (Date.now() - backAt > 60_000) throw new Error('the playlist was not served again');
    await sleep(100);
  }
  const during = await loaded;
  const after = await load(cluster.api, 4, requests, 8, RATE);
  const figures = {
    bucketAwayMs: backAt - stoppedAt,
    recoveryMsAfterRestart: recoveryMs,
    during: summary(during),
    after: summary(after),
  };
  console.log(`S3 stopped under load: ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: 's3-stopped', description: JSON.stringify(figures) });
  const evidence = JSON.stringify({ ...figures, uploadWhileAway }, null, 1);

  expectAllRunning(cluster);
  expect(playlistWhileAway.status).toBe(503);
  expect(playlistWhileAway.headers.get('retry-after')).toBe('5');
  expect(uploadWhileAway, evidence).toContain('upload answered 503');
  expect(uploadWhileAway, evidence).toContain(
    'The site is briefly unavailable. Please try again in a moment.',
  );
  expect(during.errors, evidence).toBe(0);
  for (const status of Object.keys(during.statusCodes)) {
    expect(isOk(status) || status === '503', evidence).toBe(true);
  }
  expect(after.errors + after.non2xx, evidence).toBe(0);
  // Nothing half-written: the refused upload made no video.
  expect(
    await query(cluster, 'SELECT id FROM videos WHERE title = $1', ['While the bucket is away']),
  ).toEqual([]);
  const again = await uploadVideo(cluster.api, owner, media, 'Once the bucket is back');
  expect(again.title).toBe('Once the bucket is back');
});

test('a full disk refuses uploads with a clear message and leaves nothing behind, while the rest is served', async ({
  cluster,
}) => {
  test.setTimeout(180_000);
  expect(process.getuid?.(), 'mounting a small file system for the data folder needs root').toBe(0);
  const owner = await register(cluster.api);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinora-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dataDir]);
  const instance = new Instance('api-full-disk', await getPort(), {
    ...cluster.env,
    KINORA_ROLE: 'web',
    DATA_DIR: dataDir,
  });
  try {
    await instance.start();
    // Fill the folder but for a few kilobytes: the next upload's spooled copy cannot fit.
    const media = testMedia();
    const { bavail, bsize } = statfsSync(dataDir);
    expect(statSync(media.video).size).toBeGreaterThan(2 * bsize);
    writeFileSync(path.join(dataDir, 'filler'), Buffer.alloc(Math.max(0, (bavail - 1) * bsize)));
    const leftBefore = readdirSync(dataDir, { recursive: true }).sort();

    const reads = load(instance.url, 8, readMix(owner), 4, RATE);
    const refusals: string[] = [];
    for (const n of [1, 2, 3]) {
      const refused = await uploadVideo(instance.url, owner, media, `On a full disk ${n}`).then(
        () => 'stored',
        (error: unknown) => String(error),
      );
      refusals.push(refused);
    }
    const served = await reads;
    const figures = { refusals, reads: summary(served) };
    console.log(`full disk: ${JSON.stringify(figures)}`);
    test.info().annotations.push({ type: 'disk-full', description: JSON.stringify(figures) });

    for (const refusal of refusals) {
      expect(refusal).toContain('upload answered 507');
      expect(refusal).toContain('The site has run out of storage space. Please try again later.');
    }
    expect(served.errors + served.non2xx, JSON.stringify(figures)).toBe(0);
    expect(instance.process?.exitCode).toBeNull();
    // Nothing half-written: no spooled part left in the folder, and no video made.
    expect(readdirSync(dataDir, { recursive: true }).sort()).toEqual(leftBefore);
    expect(
      await query(cluster, 'SELECT id FROM videos WHERE owner_id = $1', [owner.userId]),
    ).toEqual([]);
    // Room again: the same instance takes the upload.
    rmSync(path.join(dataDir, 'filler'));
    const video = await uploadVideo(instance.url, owner, media, 'Once there is room');
    expect(video.title).toBe('Once there is room');
  } finally {
    await instance.stop();
    execFileSync('umount', [dataDir]);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
