import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, dataOf } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { createFfmpegSpy, isRunning, type FfmpegSpy } from './ffmpeg-spy';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import { isEncoding, jobStatesOf, waitUntil } from './queue-state';
import { createSharedSchema, type SharedSchema } from './shared-schema';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RegisterResponse, Video } from '@kinora/contract';

// Only included when DATABASE_URL is set (see vitest.config.ts): split roles share PostgreSQL.
let shared: SharedSchema;
let fx: MediaFixtures;
let fourSeconds: Buffer;
let twentySeconds: Buffer;
let web: FastifyInstance;
let webFfmpeg: FfmpegSpy;
let workerFfmpeg: FfmpegSpy;
let headers: { authorization: string };

const viaWeb = {
  inject: (opts: InjectOptions & { url: string }) =>
    web.inject({ ...opts, url: `${API}${opts.url}` }),
};

async function upload(title: string, video: Buffer): Promise<Video> {
  const res = await viaWeb.inject({
    method: 'POST',
    url: '/videos',
    headers,
    payload: buildForm(
      { title, description: 'Split roles' },
      {
        videoFile: [video, 'clip.mp4', 'video/mp4'],
        thumbnail: [fx.png, 'cover.png', 'image/png'],
      },
    ),
  });
  expect(res.statusCode).toBe(201);
  return dataOf<Video>(res);
}

const rowOf = (id: string) =>
  web.db
    .selectFrom('videos')
    .select(['status', 'processing_stage', 'transcode_runs'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  [fx, fourSeconds, twentySeconds, shared] = await Promise.all([
    createMediaFixtures(),
    createClip(4, '320x180'),
    createClip(20, '320x180'),
    createSharedSchema(),
  ]);
  webFfmpeg = await createFfmpegSpy(shared.dataDir, 'web');
  // Real time: the worker's transcodes last as long as the clips, so a second worker can join
  // while one runs.
  workerFfmpeg = await createFfmpegSpy(shared.dataDir, 'worker', { realTime: true });
  web = await shared.start({ KINORA_ROLE: 'web', FFMPEG_PATH: webFfmpeg.path });
  // A heartbeat every 2 s (a sixth of the window), so a delete reaches the worker quickly.
  await shared.start({
    KINORA_ROLE: 'worker',
    FFMPEG_PATH: workerFfmpeg.path,
    TRANSCODE_STALE_SECONDS: '12',
  });
  const tag = randomBytes(3).toString('hex');
  const registered = await viaWeb.inject({
    method: 'POST',
    url: '/users/register',
    payload: {
      username: `split${tag}`,
      email: `split${tag}@example.com`,
      fullName: 'Split Roles',
      password: 'secret-password',
    },
  });
  headers = { authorization: `Bearer ${dataOf<RegisterResponse>(registered).accessToken}` };
}, 120_000);
afterAll(async () => {
  await shared.close();
  await fx.cleanup();
});

describe('a web instance and a worker instance on one database', () => {
  it('the web one accepts the upload without running ffmpeg; the worker makes it ready', async () => {
    const video = await upload('Split', fx.video);
    expect(video).toMatchObject({ status: 'processing', processing: { stage: 'queued' } });

    const ready = await waitForVideo(viaWeb, video._id, headers, 60_000);
    expect(ready.status).toBe('ready');
    const master = await web.inject({ method: 'GET', url: ready.streams?.hls ?? '' });
    expect(master.statusCode).toBe(200);
    expect(master.body).toMatch(/#EXT-X-STREAM-INF/);
    // Not a transcode, not even the start-up `-version` check.
    expect(await webFfmpeg.calls()).toEqual([]);
    expect((await workerFfmpeg.transcodes()).length).toBeGreaterThan(0);
  });

  it('a worker joining while another transcodes leaves that video to it', async () => {
    const video = await upload('Joined', fourSeconds);
    await waitUntil(
      async () => (await rowOf(video._id)).processing_stage === 'transcoding',
      'the first worker to start',
    );
    const lateFfmpeg = await createFfmpegSpy(shared.dataDir, 'late');
    const late = await shared.start({ KINORA_ROLE: 'worker', FFMPEG_PATH: lateFfmpeg.path });
    try {
      const ready = await waitForVideo(viaWeb, video._id, headers, 60_000);
      expect(ready.status).toBe('ready');
      expect((await rowOf(video._id)).transcode_runs).toBe(1);
      expect(await lateFfmpeg.transcodes()).toEqual([]);
      // The queue marks the job done after its handler has made the video ready: a moment later.
      await waitUntil(
        async () => (await jobStatesOf(web, video._id)).join() === 'completed',
        'the job to be marked completed',
      );
      expect(await jobStatesOf(web, video._id)).toEqual(['completed']);
    } finally {
      await shared.stop(late);
    }
  });

  it('a video deleted through the web instance stops the worker’s ffmpeg at its next heartbeat', async () => {
    const before = (await workerFfmpeg.transcodes()).length;
    const video = await upload('Deleted', twentySeconds);
    let pid = 0;
    await waitUntil(async () => {
      pid = (await workerFfmpeg.transcodes())[before]?.pid ?? 0;
      return pid > 0 && isRunning(pid) && (await isEncoding(shared.dataDir, video._id));
    }, 'the worker’s ffmpeg to be under way');
    const workDir = path.join(shared.dataDir, 'tmp', 'transcode', video._id);

    const res = await viaWeb.inject({ method: 'DELETE', url: `/videos/${video._id}`, headers });
    expect(res.statusCode).toBe(200);
    // A heartbeat or two (every 2 s here), far sooner than the clip's 20 s.
    await waitUntil(
      async () =>
        !isRunning(pid) &&
        (await fs.stat(workDir).then(
          () => false,
          () => true,
        )),
      'ffmpeg to stop and its scratch folder to go',
      8_000,
    );
    expect(await jobStatesOf(web, video._id)).toEqual([]);
    const streamDirs = await web.db.selectFrom('videos').select('stream_dir').execute();
    const kept = new Set(streamDirs.map((r) => r.stream_dir));
    const stored = (await listFiles(path.join(shared.dataDir, 'media'))).filter((f) =>
      f.startsWith('streams/'),
    );
    expect(stored.filter((f) => !kept.has(f.split('/')[1] ?? ''))).toEqual([]);
  });
});
