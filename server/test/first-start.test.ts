import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  killServerProcess,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import type { ApiSuccess, Page, Video } from '@kinora/contract';

/**
 * A first start on embedded PGlite with the demo data, as `npm start` on a new machine: a child
 * process creates, migrates and seeds the database, then the server opens the prepared data
 * itself (its memory stays that of any later start).
 */

let dataDir: string;
let server: ServerProcess | null = null;

interface LogLine {
  pid?: number;
  msg?: string;
}

const logLines = (): LogLine[] =>
  (server?.output() ?? '')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-first-start-'));
  server = await startServerProcess(dataDir, { SEED: 'true' });
}, 240_000);

afterAll(async () => {
  await killServerProcess(server?.proc);
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('prepares and seeds the database in another process, then serves the seeded site', async () => {
  const lines = logLines();
  const seeded = lines.filter((line) => line.msg?.startsWith('demo data seeded'));
  const listening = lines.find((line) => /listening at/i.test(line.msg ?? ''));
  expect(seeded).toHaveLength(1);
  expect(listening?.pid).toBe(server?.proc.pid);
  expect(seeded[0]?.pid).toBeDefined();
  expect(seeded[0]?.pid).not.toBe(server?.proc.pid);
  // The server itself opened a migrated database: it had nothing left to apply.
  expect(lines.filter((line) => line.msg === 'database migrated').map((l) => l.pid)).not.toContain(
    server?.proc.pid,
  );

  const response = await fetch(`${server?.api}/videos`);
  expect(response.status).toBe(200);
  const page = ((await response.json()) as ApiSuccess<Page<Video>>).data;
  expect(page.totalDocs).toBeGreaterThan(0);
  await expect(fs.access(path.join(dataDir, 'demo-credentials.txt'))).resolves.toBeUndefined();
});
