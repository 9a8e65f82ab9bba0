import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_LOAD_ROWS_PER_ADDRESS } from '../src/platform/routes/remote-loads';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import type { RemoteLoadOverview, RemoteLoadReport } from '@kinora/contract';

let t: TestApp;
let admin: TestUser;
let deployDir: string;
const MANIFEST = 'http://cdn.test/watch/1.0.0/mf-manifest.json';
/** The remotes the deployment file names, each at `MANIFEST`, beside a canary split on the site. */
const NAMED = [
  'anon-remote',
  'stats-remote',
  'old-remote',
  'bad-remote',
  'ok-remote',
  'cap-remote',
];

beforeAll(async () => {
  deployDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-loads-'));
  await fs.writeFile(
    path.join(deployDir, 'remotes.json'),
    JSON.stringify({
      ...Object.fromEntries(NAMED.map((name) => [name, MANIFEST])),
      watch: {
        stable: '/remotes/watch/1.0.0-aaaaaaaaaaaa/mf-manifest.json',
        canary: '/remotes/watch/1.1.0-bbbbbbbbbbbb/mf-manifest.json',
        percent: 10,
      },
      api: 'http://api.test',
    }),
  );
  t = await createTestApp({ env: { WEB_DEPLOY_DIR: deployDir } });
  admin = await t.registerUser();
  await t.admin('grant', admin.user.username);
});
afterAll(async () => {
  await t.close();
  await fs.rm(deployDir, { recursive: true, force: true });
});

const load = (overrides: Partial<RemoteLoadReport> = {}): RemoteLoadReport => ({
  remote: 'watch',
  url: MANIFEST,
  version: '1.1.0',
  durationMs: 100,
  outcome: 'ok',
  failureKind: null,
  ...overrides,
});

const report = (loads: unknown, contentType = 'application/json', remoteAddress = '10.9.0.1') =>
  t.inject({
    method: 'POST',
    url: '/platform/remote-loads',
    headers: { 'content-type': contentType },
    payload: typeof loads === 'string' ? loads : JSON.stringify({ loads }),
    remoteAddress,
  });

const overview = (headers: Record<string, string> = admin.headers) =>
  t.inject({ method: 'GET', url: '/platform/remote-loads', headers });

const statsOf = async (remote: string, list: 'remotes' | 'unknown' = 'remotes') => {
  const res = await overview();
  expect(res.statusCode).toBe(200);
  return dataOf<RemoteLoadOverview>(res)[list].find((entry) => entry.remote === remote);
};

describe('remote-load telemetry', () => {
  it('takes an anonymous batch, as JSON or as the text/plain of sendBeacon', async () => {
    const remote = 'anon-remote';
    expect((await report([load({ remote })])).statusCode).toBe(204);
    const asBeacon = await report(
      JSON.stringify({ loads: [load({ remote })] }),
      'text/plain;charset=UTF-8',
    );
    expect(asBeacon.statusCode).toBe(204);
    expect((await statsOf(remote))?.loads).toBe(2);
  });

  it('gives admins p50, p95, failure rate and failures by kind over the last hour', async () => {
    const remote = 'stats-remote';
    const durations = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
    await report(durations.map((durationMs) => load({ remote, durationMs })));
    await report([
      load({ remote, outcome: 'failed', failureKind: 'network', durationMs: 5000 }),
      load({ remote, outcome: 'failed', failureKind: 'skew', durationMs: 30 }),
      load({ remote, outcome: 'failed', failureKind: 'skew', durationMs: 30 }),
      load({ remote, outcome: 'failed', failureKind: 'timeout', durationMs: 30000 }),
    ]);
    expect(await statsOf(remote)).toEqual({
      remote,
      loads: 24,
      failures: 4,
      failureRate: 4 / 24,
      // Of the successful loads only: 10, 20, … 200 ms.
      p50Ms: 100,
      p95Ms: 190,
      failuresByKind: { network: 1, skew: 2, timeout: 1 },
    });
  });

  it('leaves out reports older than the window, and housekeeping deletes them', async () => {
    const remote = 'old-remote';
    await report([load({ remote }), load({ remote })]);
    await sql`update remote_loads set reported_at = now() - interval '3 hours' where remote = ${remote}`.execute(
      t.app.db,
    );
    expect(await statsOf(remote)).toBeUndefined();
    await t.app.sweepExpiredRows();
    const left = await t.app.db
      .selectFrom('remote_loads')
      .where('remote', '=', remote)
      .select('id')
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses bad or oversized reports with a 400 or 413 envelope, and stores nothing of them', async () => {
    const remote = 'bad-remote';
    const cases: [unknown, number][] = [
      [[], 400],
      [[load({ remote, outcome: 'maybe' as never })], 400],
      [[load({ remote, durationMs: -1 })], 400],
      [[load({ remote, failureKind: 'cosmic-rays' as never })], 400],
      [[load({ remote: 'Not A Remote!' })], 400],
      [Array.from({ length: 21 }, () => load({ remote })), 400],
      [[load({ remote, url: 'x'.repeat(20_000) })], 413],
    ];
    for (const [loads, status] of cases) {
      const res = await report(loads);
      expect(res.statusCode, JSON.stringify(loads).slice(0, 80)).toBe(status);
      expect(errorOf(res).success).toBe(false);
    }
    const notJson = await report('{"loads": [', 'text/plain');
    expect(notJson.statusCode).toBe(400);
    expect(errorOf(notJson).message).toBe('The report is not JSON.');
    expect(await statsOf(remote)).toBeUndefined();
  });

  it('shows the statistics to admins only', async () => {
    expect((await overview({})).statusCode).toBe(401);
    const someone = await t.registerUser();
    const refused = await overview(someone.headers);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).success).toBe(false);
  });

  it('counts reports of a remote, URL or version the deployment file does not name apart', async () => {
    const site = 'http://localhost';
    const stable = `${site}/remotes/watch/1.0.0-aaaaaaaaaaaa/mf-manifest.json`;
    const canary = `${site}/remotes/watch/1.1.0-bbbbbbbbbbbb/mf-manifest.json`;
    expect((await report([load({ url: stable }), load({ url: canary })])).statusCode).toBe(204);
    // Sixty made-up failures from sixty addresses: a version never deployed, the deployed path on
    // another origin, a remote the file does not have, the API entry.
    for (let i = 0; i < 60; i += 1) {
      const failed = { outcome: 'failed' as const, failureKind: 'network' as const };
      const res = await report(
        [
          load({ ...failed, url: `${site}/remotes/watch/6.6.6-cccccccccccc/mf-manifest.json` }),
          load({
            ...failed,
            url: `http://evil.test/remotes/watch/1.0.0-aaaaaaaaaaaa/mf-manifest.json`,
          }),
          load({ ...failed, remote: 'ghost' }),
          load({ ...failed, remote: 'api', url: 'http://api.test/' }),
        ],
        'application/json',
        `10.7.${Math.floor(i / 200)}.${i % 200}`,
      );
      expect(res.statusCode).toBe(204);
    }
    expect(await statsOf('watch')).toMatchObject({ loads: 2, failures: 0, failureRate: 0 });
    expect(await statsOf('ghost')).toBeUndefined();
    expect(await statsOf('watch', 'unknown')).toMatchObject({ loads: 120, failures: 120 });
    expect(await statsOf('ghost', 'unknown')).toMatchObject({ loads: 60, failures: 60 });
    expect(await statsOf('api', 'unknown')).toMatchObject({ loads: 60 });
  });

  it('caps the rows one address adds within the window, and stores nothing of a batch beyond', async () => {
    const remote = 'cap-remote';
    const batch = Array.from({ length: 20 }, () => load({ remote }));
    for (let sent = 0; sent < REMOTE_LOAD_ROWS_PER_ADDRESS; sent += batch.length)
      expect((await report(batch, 'application/json', '10.6.0.1')).statusCode).toBe(204);
    const refused = await report([load({ remote })], 'application/json', '10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe('This address has sent enough reports for now.');
    expect((await statsOf(remote))?.loads).toBe(REMOTE_LOAD_ROWS_PER_ADDRESS);
    expect((await report([load({ remote })], 'application/json', '10.6.0.2')).statusCode).toBe(204);
  });

  it('stores a successful load without a failure kind', async () => {
    const remote = 'ok-remote';
    await report([load({ remote, failureKind: 'network' })]);
    expect(await statsOf(remote)).toMatchObject({ failures: 0, failuresByKind: {} });
  });
});

describe('remote-load telemetry site cap', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { REMOTE_LOADS_MAX_ROWS: '30' } });
  });
  afterAll(async () => {
    await small.close();
  });

  it('refuses reports with 503 and Retry-After once everybody’s rows reach the cap', async () => {
    const send = (count: number, remoteAddress: string) =>
      small.inject({
        method: 'POST',
        url: '/platform/remote-loads',
        payload: { loads: Array.from({ length: count }, () => load()) },
        remoteAddress,
      });
    expect((await send(20, '10.5.0.1')).statusCode).toBe(204);
    const full = await send(11, '10.5.0.2');
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('60');
    expect(errorOf(full).message).toBe('The site has enough reports for now.');
    expect((await send(10, '10.5.0.3')).statusCode).toBe(204);
    const rows = await small.app.db
      .selectFrom('remote_loads')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(30);
  });
});

describe('remote-load telemetry rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('limits reports per address', async () => {
    const send = (remoteAddress: string) =>
      limited.inject({
        method: 'POST',
        url: '/platform/remote-loads',
        payload: { loads: [load()] },
        remoteAddress,
      });
    let last = 0;
    for (let i = 0; i < 11; i += 1) last = (await send('10.8.0.1')).statusCode;
    expect(last).toBe(429);
    expect((await send('10.8.0.2')).statusCode).toBe(204);
  });
});
