import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ApiSuccess, Page, Video } from '@kinora/contract';

/**
 * A first start on embedded PGlite with the demo data, as `npm start` on a new machine: a child
 * process creates, migrates and seeds the database, then the server opens the prepared data
 * itself (its memory stays that of any later start).
 */

const serverDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let child: ChildProcess | null = null;
let output = '';
let base = '';

interface LogLine {
  pid?: number;
  msg?: string;
}

const logLines = (): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-first-start-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'true',
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = child;
  base = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match?.[1]) resolve(`${match[1]}/api/v1`);
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', () => reject(new Error(`server exited: ${output.slice(-4000)}`)));
  });
}, 240_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('prepares and seeds the database in another process, then serves the seeded site', async () => {
  const lines = logLines();
  const seeded = lines.filter((line) => line.msg?.startsWith('demo data seeded'));
  const listening = lines.find((line) => /listening at/i.test(line.msg ?? ''));
  expect(seeded).toHaveLength(1);
  expect(listening?.pid).toBe(child?.pid);
  expect(seeded[0]?.pid).toBeDefined();
  expect(seeded[0]?.pid).not.toBe(child?.pid);
  // The server itself opened a migrated database: it had nothing left to apply.
  expect(lines.filter((line) => line.msg === 'database migrated').map((l) => l.pid)).not.toContain(
    child?.pid,
  );

  const response = await fetch(`${base}/videos`);
  expect(response.status).toBe(200);
  const page = ((await response.json()) as ApiSuccess<Page<Video>>).data;
  expect(page.totalDocs).toBeGreaterThan(0);
  await expect(fs.access(path.join(dataDir, 'demo-credentials.txt'))).resolves.toBeUndefined();
});
