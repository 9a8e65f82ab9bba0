/**
 * API benchmark: GET /videos, GET /videos/:id (anonymous and signed in), GET /tweets/feed,
 * GET /search and GET /notifications on a database seeded with 100,000 videos, with the bundled server in a child process (as in production), each beside a
 * bare `node:http` server answering the very same JSON bytes, and beside the same server asking the
 * database one trivial query per answer (`node:http` + `pg`, or + PGlite), in the same run.
 *
 *   pnpm --filter @kinora/server bench                        (embedded PGlite)
 *   DATABASE_URL=postgres://… pnpm --filter @kinora/server bench
 *
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune each run; BENCH_NODE_FLAGS
 * are given to the server's node (profiling); ONLY=search,notifications measures only the
 * endpoints whose name holds one of those words.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { newObjectId } from '../src/lib/object-id';
import { hashPassword } from '../src/lib/passwords';
import { buildBundledServer, freePort, scratchDatabase, serverDir, waitForHttp } from './bench-kit';

const VIDEOS = 100_000;
const CHANNELS = 1_000;
const POSTS = 20_000;
/** The bench user's notifications: new videos of the channels it follows. */
const NOTIFICATIONS = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BENCH_EMAIL = 'bench@bench.test';
const BENCH_PASSWORD = 'bench-password';

/**
 * 1,000 channels, 100,000 videos over a year, 20,000 posts; the bench user follows 50 channels,
 * has 500 notifications of their new videos (a fifth unread) and a resume position on one video.
 */
async function populate(databaseUrl: string | null, dataDir: string): Promise<void> {
  const handle = await createDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db') });
  try {
    await migrateToLatest(handle);
    const db = handle.db;
    const hash = await hashPassword(BENCH_PASSWORD);
    const year = 365 * 86_400_000;
    const start = Date.now() - year;
    const channels = Array.from({ length: CHANNELS }, (_, i) => {
      const joined = new Date(start - 86_400_000 + i);
      return {
        id: newObjectId(joined),
        username: `channel${i}`,
        email: `channel${i}@bench.test`,
        full_name: `Channel ${i}`,
        password_hash: hash,
        created_at: joined,
      };
    });
    const benchUser = {
      id: newObjectId(),
      username: 'bench',
      email: BENCH_EMAIL,
      full_name: 'Bench',
      password_hash: hash,
    };
    for (let i = 0; i < channels.length; i += 500)
      await db
        .insertInto('users')
        .values(channels.slice(i, i + 500))
        .execute();
    await db.insertInto('users').values(benchUser).execute();

    const batch = 2_000;
    for (let i = 0; i < VIDEOS; i += batch) {
      const rows = Array.from({ length: Math.min(batch, VIDEOS - i) }, (_, j) => {
        const n = i + j;
        const createdAt = new Date(start + Math.floor((n / VIDEOS) * year));
        const hex = n.toString(16).padStart(32, '0');
        return {
          id: newObjectId(createdAt),
          owner_id: channels[n % CHANNELS]?.id ?? '',
          title: `Benchmark video number ${n}`,
          description: `Description of video ${n}, long enough to look like a real one without being a novel.`,
          video_key: `videos/${hex}.mp4`,
          thumbnail_key: `thumbnails/${hex}.webp`,
          duration: 30 + (n % 600),
          width: 1280,
          height: 720,
          views: (n * 7919) % 100_000,
          is_published: n % 20 !== 0,
          // Transcoded and playable: a `processing` row would be listed nowhere and queued again
          // by the worker's start-up check.
          status: 'ready' as const,
          created_at: createdAt,
          updated_at: createdAt,
        };
      });
      await db.insertInto('videos').values(rows).execute();
    }
    for (let i = 0; i < POSTS; i += batch) {
      const rows = Array.from({ length: Math.min(batch, POSTS - i) }, (_, j) => {
        const n = i + j;
        const createdAt = new Date(start + Math.floor((n / POSTS) * year));
        return {
          id: newObjectId(createdAt),
          owner_id: channels[n % CHANNELS]?.id ?? '',
          content: `Post ${n}: something worth sharing with subscribers.`,
          created_at: createdAt,
          updated_at: createdAt,
        };
      });
      await db.insertInto('tweets').values(rows).execute();
    }
    await db
      .insertInto('subscriptions')
      .values(channels.slice(0, 50).map((c) => ({ subscriber_id: benchUser.id, channel_id: c.id })))
      .execute();
    const followedVideos = await db
      .selectFrom('videos')
      .select(['id', 'owner_id', 'created_at'])
      .where(
        'owner_id',
        'in',
        channels.slice(0, 50).map((c) => c.id),
      )
      .orderBy('created_at', 'desc')
      .limit(NOTIFICATIONS)
      .execute();
    await db
      .insertInto('notifications')
      .values(
        followedVideos.map((video, i) => ({
          recipient_id: benchUser.id,
          actor_id: video.owner_id,
          kind: 'new_video' as const,
          video_id: video.id,
          read_at: i < NOTIFICATIONS / 5 ? null : video.created_at,
          created_at: video.created_at,
        })),
      )
      .execute();
    await sql`ANALYZE`.execute(db);
  } finally {
    await handle.close();
  }
}

/** One trivial query per call: a pool of 10 on PostgreSQL (as the server's), or an in-memory PGlite. */
async function trivialQuery(
  databaseUrl: string | undefined,
): Promise<{ query: () => Promise<unknown>; close: () => Promise<void> }> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { query: () => pool.query('SELECT 1'), close: () => pool.end() };
  }
  const lite = await PGlite.create();
  return { query: () => lite.query('SELECT 1'), close: () => lite.close() };
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1)} %` : 'n/a';

interface Row {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * Serves fixed bodies: the floor any Node HTTP API can reach on this machine. With `query`, each
 * answer first waits for one trivial database query: the floor of an API that asks its database
 * anything at all.
 */
async function bareServer(
  bodies: Map<string, string>,
  query?: () => Promise<unknown>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    const answer = () => {
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(body ?? '{}');
    };
    if (!query) return answer();
    query().then(answer, () => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

async function main() {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-bench-api-'));
  const dataDir = path.join(work, 'data');
  const database = await scratchDatabase('api');
  let server: ChildProcess | null = null;
  try {
    const t0 = Date.now();
    await populate(database.url ?? null, dataDir);
    process.stdout.write(
      `populated ${VIDEOS} videos, ${CHANNELS} channels, ${POSTS} posts in ${Date.now() - t0} ms (${database.url ? 'PostgreSQL' : 'PGlite'})\n`,
    );

    const serverJs = await buildBundledServer('dist-bench-api');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api/v1`;
    // BENCH_NODE_FLAGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=prof`
    // (node refuses --cpu-prof in NODE_OPTIONS).
    const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...nodeFlags, serverJs], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'false',
        RATE_LIMITS: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHttp(`${base}/healthcheck`);

    const login = await fetch(`${base}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const auth = { authorization: `Bearer ${data.accessToken}` };
    const list = (await (await fetch(`${base}/videos?limit=12`)).json()) as {
      data: { docs: Array<{ _id: string }> };
    };
    const videoId = list.data.docs[5]?._id ?? '';
    // The signed-in viewer has watched part of it: the page carries the resume position.
    await fetch(`${base}/users/history/${videoId}/position`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ position: 12 }),
    });

    const allTargets: Array<[string, string, Record<string, string>]> = [
      ['GET /videos', '/videos', {}],
      ['GET /videos?page=2000', '/videos?page=2000', {}],
      ['GET /videos/:id', `/videos/${videoId}`, {}],
      ['GET /videos/:id (signed in)', `/videos/${videoId}`, auth],
      ['GET /tweets/feed', '/tweets/feed', auth],
      ['GET /search?query=', '/search?query=video%20number%204242', {}],
      ['GET /notifications', '/notifications', auth],
    ];
    const only = (process.env.ONLY ?? '').split(',').filter(Boolean);
    const targets = allTargets.filter(
      ([name]) => only.length === 0 || only.some((word) => name.includes(word)),
    );
    const bodies = new Map<string, string>();
    // The bare servers answer each target under its own number: the anonymous and the signed-in
    // watch ask for the same path and get different bytes.
    const bareRoute = (i: number, route: string) => `/${i}${route}`;
    for (const [i, [, route, headers]] of targets.entries())
      bodies.set(bareRoute(i, route), await (await fetch(`${base}${route}`, { headers })).text());
    const bare = await bareServer(bodies);
    const trivial = await trivialQuery(database.url);
    const withQuery = await bareServer(bodies, trivial.query);

    const rows: Array<[Row, Row, Row]> = [];
    for (const [i, [name, route, headers]] of targets.entries()) {
      const app = await load(name, `${base}${route}`, headers);
      const floor = await load(name, `${bare.url}${bareRoute(i, route)}`);
      const oneQuery = await load(name, `${withQuery.url}${bareRoute(i, route)}`);
      rows.push([app, floor, oneQuery]);
      process.stdout.write(
        `${name}: kinora ${app.rps} req/s p99 ${app.p99} ms | bare node:http ${floor.rps} req/s p99 ${floor.p99} ms | node:http + one query ${oneQuery.rps} req/s | kinora/bare ${percent(app.rps, floor.rps)}\n`,
      );
      if (app.non2xx > 0) process.stdout.write(`  warning: ${app.non2xx} non-2xx answers\n`);
    }
    await bare.close();
    await withQuery.close();
    await trivial.close();

    process.stdout.write(
      `\n${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} cores, Node ${process.version}, ${database.url ? 'PostgreSQL' : 'PGlite'}\n\n`,
    );
    const dbName = database.url ? 'pg' : 'PGlite';
    process.stdout.write(
      `| Endpoint | Kinora req/s | Kinora p99 (ms) | bare node:http req/s | bare p99 (ms) | node:http + ${dbName} one query req/s | Kinora / bare | one query / bare |\n|---|---:|---:|---:|---:|---:|---:|---:|\n`,
    );
    for (const [app, floor, oneQuery] of rows)
      process.stdout.write(
        `| ${app.name} | ${app.rps} | ${app.p99} | ${floor.rps} | ${floor.p99} | ${oneQuery.rps} | ${percent(app.rps, floor.rps)} | ${percent(oneQuery.rps, floor.rps)} |\n`,
      );
    process.stdout.write(
      `\nload average after the runs: ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')}\n`,
    );
  } finally {
    // The server drains before it exits (and writes a CPU profile then): the database is
    // dropped once it is gone.
    const running = server && server.exitCode === null ? server : null;
    if (running) {
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    }
    await database.drop();
    await fs.rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
