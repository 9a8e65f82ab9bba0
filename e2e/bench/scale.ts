/**
 * `GET /api/v1/videos` (the home page's list, over the demo community) with autocannon: one
 * instance addressed directly, then nginx in front of 1, 2 and 3 instances of the built server
 * (the reference deployment of deploy/ on PostgreSQL, Redis and s3rver; see
 * e2e/scale-out/support/cluster.ts). Instances are taken out of nginx's rotation with the same
 * reload a rolling restart uses, so every run shares one database and one warm cache.
 *
 *   pnpm bench:scale                          (needs `pnpm build`, PostgreSQL and Redis)
 *   SECONDS_PER_RUN=20 CONNECTIONS=32 ROUNDS=2 pnpm bench:scale
 *
 * Every process (client, nginx, instances, PostgreSQL, Redis) shares this machine's cores: on a
 * small machine the figures show how the CPU is divided, not what more machines would add.
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { startCluster } from '../scale-out/support/cluster';
import { load, type LoadResult } from '../scale-out/support/load';

const SECONDS_PER_RUN = Number(process.env.SECONDS_PER_RUN ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const LIST = [{ method: 'GET' as const, path: '/api/v1/videos' }];

const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

function row(name: string, result: LoadResult, loadBefore: string) {
  const failed = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(28)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p99 ${String(result.p99Ms).padStart(5)} ms   failed ${failed}   load ${loadBefore} -> ${load1()}`,
  );
}

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  // The first instance seeds the demo community (its clips are transcoded at seed time).
  const cluster = await startCluster({ size: 3, env: { SEED: 'true', RATE_LIMITS: 'off' } });
  try {
    const [one, two, three] = cluster.instances;
    if (!one || !two || !three) throw new Error('three instances');
    const seeded = await fetch(`${cluster.api}/api/v1/videos`);
    console.log(
      `GET /api/v1/videos answers ${seeded.status}, ${(await seeded.text()).length} bytes`,
    );
    // Warm-up: every instance's code paths, caches and database connections.
    for (const instance of cluster.instances) await load(instance.url, 3, LIST, CONNECTIONS);

    const runs: Array<{ name: string; target: string; down: string[] }> = [
      { name: 'one instance, direct', target: one.url, down: [] },
      { name: 'nginx -> 1 instance', target: cluster.api, down: [two.address, three.address] },
      { name: 'nginx -> 2 instances', target: cluster.api, down: [three.address] },
      { name: 'nginx -> 3 instances', target: cluster.api, down: [] },
    ];
    console.log(
      `\n${SECONDS_PER_RUN} s per run, ${CONNECTIONS} connections, GET /api/v1/videos, ${ROUNDS} round(s)`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const run of runs) {
        await cluster.nginx.setDown(run.down);
        const before = load1();
        const result = await load(run.target, SECONDS_PER_RUN, LIST, CONNECTIONS);
        row(`${run.name}${ROUNDS > 1 ? ` (round ${round})` : ''}`, result, before);
      }
    }
    // What the site holds open on PostgreSQL: each instance's pool, its queue's and a listener.
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await client.end();
    console.log(
      `\nPostgreSQL connections held by 3 API instances and 1 worker after the runs: ${rows[0]?.n ?? '?'}`,
    );
  } finally {
    await cluster.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
