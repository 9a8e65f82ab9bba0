/**
 * Resting memory of the embedded server, as `npm start` runs it: the bundled server on plain node,
 * embedded PGlite, a fresh data directory seeded with the demo community. Prints the time to the
 * first healthy answer, then the resident set once seeding is done and the server has rested.
 *
 *   pnpm --filter @kinora/server bench:memory
 *   BUSY=2 pnpm --filter @kinora/server bench:memory     (start-up while two processes spin)
 *
 * Then starts it again on that data (no initdb, no seeding: every later start) and measures that.
 * REST_SECONDS (default 15) is how long the server idles before it is measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildBundledServer, freePort, serverDir, waitForHttp } from './bench-kit';

const REST_SECONDS = Number(process.env.REST_SECONDS ?? 15);
const BUSY = Number(process.env.BUSY ?? 0);

/** The memory lines of /proc/<pid>/status, in MiB. */
async function memoryOf(pid: number): Promise<Record<string, number>> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const out: Record<string, number> = {};
  for (const line of status.split('\n')) {
    const match = /^(VmRSS|VmHWM|RssAnon|RssFile|RssShmem):\s+(\d+) kB/.exec(line);
    if (match?.[1] && match[2]) out[match[1]] = Math.round(Number(match[2]) / 1024);
  }
  return out;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}

/** Starts the server on `dataDir`, waits for its demo data, lets it rest, measures it. */
async function startAndRest(serverJs: string, dataDir: string, busy: ChildProcess[]) {
  const port = await freePort();
  const started = Date.now();
  const server = spawn(process.execPath, [serverJs], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const { pid } = server;
  if (pid === undefined) throw new Error('server did not start');
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/healthcheck`, 300_000);
  const healthyMs = Date.now() - started;
  const credentials = path.join(dataDir, 'demo-credentials.txt');
  while (!(await exists(credentials))) await new Promise((r) => setTimeout(r, 250));
  const seededMs = Date.now() - started;
  for (const child of busy) child.kill('SIGKILL');
  busy.length = 0;
  const afterSeeding = (await memoryOf(pid)).VmRSS;
  await new Promise((r) => setTimeout(r, REST_SECONDS * 1000));
  const samples: number[] = [];
  let last: Record<string, number> = {};
  for (let i = 0; i < 5; i += 1) {
    last = await memoryOf(pid);
    samples.push(last.VmRSS ?? 0);
    await new Promise((r) => setTimeout(r, 1000));
  }
  samples.sort((a, b) => a - b);
  const resting = `${samples[2]} MiB (anon ${last.RssAnon}, file ${last.RssFile}, shmem ${last.RssShmem}; peak VmHWM ${last.VmHWM})`;
  return { server, healthyMs, seededMs, afterSeeding, resting };
}

async function main() {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-bench-memory-'));
  const dataDir = path.join(work, 'data');
  const busy: ChildProcess[] = [];
  let server: ChildProcess | null = null;
  try {
    const serverJs = await buildBundledServer('dist-bench-memory');
    for (let i = 0; i < BUSY; i += 1)
      busy.push(spawn('sh', ['-c', 'exec yes > /dev/null'], { stdio: 'ignore' }));
    const first = await startAndRest(serverJs, dataDir, busy);
    server = first.server;
    process.stdout.write(
      [
        `busy processes during start-up: ${BUSY}; load average now ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')}`,
        `healthy after ${first.healthyMs} ms, demo data seeded after ${first.seededMs} ms`,
        `RSS right after seeding: ${first.afterSeeding} MiB`,
        `resting RSS (median of 5, after ${REST_SECONDS} s idle): ${first.resting}`,
        '',
      ].join('\n'),
    );
    // The next start finds its data: no initdb, no seeding, as every start after the first.
    await stop(server);
    server = null;
    const again = await startAndRest(serverJs, dataDir, []);
    server = again.server;
    process.stdout.write(
      `restarted on that data: healthy after ${again.healthyMs} ms, resting RSS ${again.resting}\n`,
    );
  } finally {
    for (const child of busy) child.kill('SIGKILL');
    if (server) await stop(server);
    await fs.rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
