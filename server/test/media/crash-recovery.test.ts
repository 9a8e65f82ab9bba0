import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/create-database';
import { exited, killServerProcess, startServerProcess } from '../helpers/server-process';
import { createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import { writeTestVideo } from './test-video';
import type { ChildProcess } from 'node:child_process';
import type { ApiSuccess, RegisterResponse, Video } from '@kinora/contract';

let dataDir: string;
let fx: MediaFixtures;
let input: Buffer;
let child: ChildProcess | null = null;
/** The API of the server started last (each start gets a port of its own). */
let base = '';

/** The real server in its own process, on a PGlite data folder that outlives it. */
async function startServer(): Promise<ChildProcess> {
  const server = await startServerProcess(dataDir);
  base = server.api;
  return server.proc;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-crash-'));
  fx = await createMediaFixtures();
  // Long enough (for this test) that the kill lands while ffmpeg is working.
  const file = path.join(dataDir, 'long.mp4');
  await writeTestVideo(file, { size: '640x360', seconds: 12, rate: 25, tone: true });
  input = await fs.readFile(file);
  await fs.rm(file);
}, 120_000);
afterAll(async () => {
  await killServerProcess(child);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fx.cleanup();
});

describe('a server killed mid-transcode', () => {
  it('finishes the video after a restart, once, with one set of renditions', async () => {
    child = await startServer();
    const registered = await fetch(`${base}/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'crashtest',
        email: 'crash@example.com',
        fullName: 'Crash Test',
        password: 'secret-password',
      }),
    });
    const { accessToken } = ((await registered.json()) as ApiSuccess<RegisterResponse>).data;
    const headers = { authorization: `Bearer ${accessToken}` };
    const form = new FormData();
    form.append('title', 'Killed');
    form.append('description', 'Mid-transcode');
    form.append('videoFile', new Blob([new Uint8Array(input)], { type: 'video/mp4' }), 'long.mp4');
    form.append(
      'thumbnail',
      new Blob([new Uint8Array(fx.png)], { type: 'image/png' }),
      'cover.png',
    );
    const created = await fetch(`${base}/videos`, { method: 'POST', headers, body: form });
    expect(created.status).toBe(201);
    const { _id: id } = ((await created.json()) as ApiSuccess<Video>).data;
    const status = async () =>
      ((await (await fetch(`${base}/videos/${id}`, { headers })).json()) as ApiSuccess<Video>).data;

    for (let seen = await status(); seen.processing?.stage !== 'transcoding'; seen = await status())
      await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGKILL');
    await exited(child);

    child = await startServer();
    let video = await status();
    const deadline = Date.now() + 120_000;
    // Ready at its lowest rung first; done once `processing` is gone.
    while ((video.status === 'processing' || video.processing) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      video = await status();
    }
    expect(video.status).toBe('ready');
    expect(video.processing).toBeUndefined();
    expect(video.streams?.renditions.map((r) => r.height)).toEqual([240, 360]);
    child.kill('SIGTERM');
    await exited(child);
    child = null;

    const streamDirs = new Set(
      (await listFiles(path.join(dataDir, 'media')))
        .filter((f) => f.startsWith('streams/'))
        .map((f) => f.split('/')[1]),
    );
    expect(streamDirs.size).toBe(1);
    const db = await createDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'db') });
    try {
      const row = await db.db
        .selectFrom('videos')
        .select(['transcode_runs', 'stream_dir', 'staging_dir'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // The killed run and the one that finished; nothing ran twice after the restart.
      expect(row).toMatchObject({ transcode_runs: 2, staging_dir: null });
      expect(streamDirs.has(row.stream_dir ?? '')).toBe(true);
    } finally {
      await db.close();
    }
  }, 480_000);
});
