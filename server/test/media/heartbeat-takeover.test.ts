import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundledServer, freePort, scratchDatabase, serverDir } from '../../bench/bench-kit';
import { createFfmpegSpy, isRunning, type FfmpegSpy } from './ffmpeg-spy';
import { createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import { isEncoding, waitUntil } from './queue-state';
import type { ApiSuccess, RegisterResponse, Video } from '@kinora/contract';

// Only included when DATABASE_URL is set (see vitest.config.ts): on PGlite one process owns the
// queue, and a dead worker's jobs wait for its restart (crash-recovery.test.ts).
const BUNDLE_DIR = 'dist-test-takeover';
const STALE_SECONDS = 3;

interface Instance {
  name: string;
  api: string;
  process: ChildProcess;
  ffmpeg: FfmpegSpy;
}

let serverJs: string;
let database: Awaited<ReturnType<typeof scratchDatabase>>;
let dataDir: string;
let spyDir: string;
let fx: MediaFixtures;
let clip: Buffer;
const instances: Instance[] = [];

const exited = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });

/**
 * The bundled server in its own process group, on the scratch database and the shared data
 * folder; its ffmpeg reads inputs in real time until told otherwise.
 */
async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const ffmpeg = await createFfmpegSpy(spyDir, name, { realTime: true });
  const proc = spawn(process.execPath, [serverJs], {
    cwd: serverDir,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      KINORA_ROLE: 'all',
      FFMPEG_PATH: ffmpeg.path,
      TRANSCODE_STALE_SECONDS: String(STALE_SECONDS),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const instance = { name, api: `http://127.0.0.1:${port}/api/v1`, process: proc, ffmpeg };
  instances.push(instance);
  await waitUntil(
    async () => {
      if (proc.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
      return fetch(`${instance.api}/healthcheck`).then(
        (r) => r.ok,
        () => false,
      );
    },
    `${name} to answer`,
    120_000,
  );
  return instance;
}

/** SIGKILL to the whole group: a machine or container going down takes its ffmpeg with it. */
async function kill(instance: Instance): Promise<void> {
  const { pid, exitCode, signalCode } = instance.process;
  if (pid && exitCode === null && signalCode === null) process.kill(-pid, 'SIGKILL');
  await exited(instance.process);
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  [serverJs, database, fx, clip] = await Promise.all([
    buildBundledServer(BUNDLE_DIR),
    scratchDatabase(`takeover_${Math.random().toString(36).slice(2, 8)}`),
    createMediaFixtures(),
    createClip(8, '320x180'),
  ]);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-takeover-'));
  spyDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-takeover-ffmpeg-'));
  // One after the other: the first migrates the fresh database.
  await startInstance('a');
  await startInstance('b');
}, 240_000);
afterAll(async () => {
  for (const instance of instances) await kill(instance);
  await database?.drop();
  await fs.rm(path.join(serverDir, BUNDLE_DIR), { recursive: true, force: true });
  for (const dir of [dataDir, spyDir]) if (dir) await fs.rm(dir, { recursive: true, force: true });
  await fx?.cleanup();
});

describe('a worker killed mid-transcode while another instance keeps running', () => {
  it('has its job taken over once its heartbeat is stale, and the video finished once', async () => {
    const [a] = instances;
    if (!a) throw new Error('no instance');
    const registered = await fetch(`${a.api}/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'takeover',
        email: 'takeover@example.com',
        fullName: 'Take Over',
        password: 'secret-password',
      }),
    });
    const { accessToken } = ((await registered.json()) as ApiSuccess<RegisterResponse>).data;
    const headers = { authorization: `Bearer ${accessToken}` };
    const form = new FormData();
    form.append('title', 'Taken over');
    form.append('description', 'Its first worker dies');
    form.append('videoFile', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
    form.append('thumbnail', new Blob([new Uint8Array(fx.png)], { type: 'image/png' }), 'c.png');
    const created = await fetch(`${a.api}/videos`, { method: 'POST', headers, body: form });
    expect(created.status).toBe(201);
    const { _id: id } = ((await created.json()) as ApiSuccess<Video>).data;
    const videoOn = async (instance: Instance) =>
      (
        (await (
          await fetch(`${instance.api}/videos/${id}`, { headers })
        ).json()) as ApiSuccess<Video>
      ).data;

    // Whichever instance took the job is the one that dies.
    let victim: Instance | undefined;
    await waitUntil(async () => {
      for (const instance of instances) {
        const [run] = await instance.ffmpeg.transcodes();
        if (run && isRunning(run.pid)) victim = instance;
      }
      return victim !== undefined && (await isEncoding(dataDir, id));
    }, 'a worker to be transcoding');
    const survivor = instances.find((i) => i !== victim);
    if (!victim || !survivor) throw new Error('no victim or survivor');
    // The survivor's attempt may run at full speed.
    await survivor.ffmpeg.setRealTime(false);
    await kill(victim);
    const killedAt = Date.now();

    let video = await videoOn(survivor);
    // The stale window, the sweep, the retry's backoff (2-4 s) and a transcode: well under the
    // 30 s default window, which alone would miss this deadline.
    while (video.status === 'processing' && Date.now() - killedAt < 25_000) {
      await new Promise((r) => setTimeout(r, 250));
      video = await videoOn(survivor);
    }
    expect(video.status).toBe('ready');
    expect(Date.now() - killedAt).toBeGreaterThan(STALE_SECONDS * 1000);
    const master = await fetch(`${survivor.api.replace(/\/api\/v1$/, '')}${video.streams?.hls}`);
    expect(master.status).toBe(200);

    expect(await victim.ffmpeg.transcodes()).toHaveLength(1);
    expect((await survivor.ffmpeg.transcodes()).length).toBeGreaterThan(0);
    const [row] = await query<{ transcode_runs: number; stream_dir: string; staging_dir: null }>(
      'SELECT transcode_runs, stream_dir, staging_dir FROM videos WHERE id = $1',
      [id],
    );
    // The killed run and the one that finished.
    expect(row).toMatchObject({ transcode_runs: 2, staging_dir: null });
    const jobStates = async () =>
      (
        await query<{ state: string }>(
          `SELECT state FROM pgboss.job WHERE name = 'transcode' AND singleton_key = $1`,
          [id],
        )
      ).map((j) => j.state);
    // The queue marks the job done after its handler has made the video ready: a moment later.
    await waitUntil(async () => (await jobStates()).join() === 'completed', 'the job to complete');
    expect(await jobStates()).toEqual(['completed']);
    const streamDirs = new Set(
      (await listFiles(path.join(dataDir, 'media')))
        .filter((f) => f.startsWith('streams/'))
        .map((f) => f.split('/')[1]),
    );
    expect(streamDirs).toEqual(new Set([row?.stream_dir]));
  }, 90_000);
});
