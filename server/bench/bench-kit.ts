/**
 * What the benchmark scripts share: a free port, waiting for a server, a scratch database, and
 * the server bundled as it runs in production (plain node, not under the tsx loader).
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build } from 'tsup';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * With DATABASE_URL, a fresh database on that PostgreSQL server (dropped by `drop`); without it,
 * `url` is undefined and the server uses embedded PGlite in its data directory.
 */
export async function scratchDatabase(
  label: string,
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  const name = `kinora_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // BENCH_KEEP_DATABASE leaves the filled database for EXPLAIN and profiling by hand.
      if (process.env.BENCH_KEEP_DATABASE) {
        process.stdout.write(`kept the database: ${url.toString()}\n`);
        return;
      }
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Bundles `src/server.ts` into `server/<dirName>` (inside the package, so the bundle resolves its
 * external dependencies from node_modules) with the migrations beside it; returns server.js.
 */
export async function buildBundledServer(dirName: string): Promise<string> {
  const distDir = path.join(serverDir, dirName);
  await build({
    entry: { server: 'src/server.ts' },
    outDir: distDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    silent: true,
    config: false,
    clean: true,
    // The contract and the route table are TypeScript source: bundled, as in `tsup.config.ts`.
    noExternal: ['@kinora/contract', '@kinora/shared'],
  });
  await fs.cp(path.join(serverDir, 'src', 'migrations'), path.join(distDir, 'migrations'), {
    recursive: true,
  });
  return path.join(distDir, 'server.js');
}
