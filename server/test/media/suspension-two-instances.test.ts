import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin-command';
import { API, dataOf } from '../helpers/app';
import { createFfmpegSpy, isRunning, type FfmpegSpy } from './ffmpeg-spy';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import { isEncoding, jobStatesOf, waitUntil } from './queue-state';
import { createSharedSchema, type SharedSchema } from './shared-schema';
import type { FastifyInstance } from 'fastify';
import type { CreatedReport, RegisterResponse, Video } from '@kinora/contract';

/**
 * A moderator suspends, then lets back, the owner of a video a worker instance is transcoding,
 * through a web instance (which runs no transcode): the suspension's news, read by the worker
 * from the shared database, stops its ffmpeg; the lift's news queues the video again there.
 * Heartbeats and sweeps are minutes apart, so nothing else can.
 */
// Only included when DATABASE_URL is set (see vitest.config.ts): instances share PostgreSQL.
let shared: SharedSchema;
let fx: MediaFixtures;
let twentySeconds: Buffer;
let web: FastifyInstance;
let worker: FastifyInstance;
let ffmpeg: FfmpegSpy;

interface Account {
  id: string;
  headers: { authorization: string };
}

async function register(): Promise<Account & { username: string }> {
  const username = `susp${randomBytes(4).toString('hex')}`;
  const res = await web.inject({
    method: 'POST',
    url: `${API}/users/register`,
    payload: {
      username,
      email: `${username}@example.com`,
      fullName: 'Suspended Or Not',
      password: 'secret-password',
    },
  });
  expect(res.statusCode).toBe(201);
  const body = dataOf<RegisterResponse>(res);
  return { id: body.user._id, username, headers: { authorization: `Bearer ${body.accessToken}` } };
}

const rowOf = (id: string) =>
  web.db
    .selectFrom('videos')
    .select(['status', 'processing_stage'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  [fx, twentySeconds, shared] = await Promise.all([
    createMediaFixtures(),
    createClip(20, '320x180'),
    createSharedSchema(),
  ]);
  const webFfmpeg = await createFfmpegSpy(shared.dataDir, 'web');
  ffmpeg = await createFfmpegSpy(shared.dataDir, 'worker', { realTime: true });
  web = await shared.start({ KINORA_ROLE: 'web', FFMPEG_PATH: webFfmpeg.path });
  worker = await shared.start({
    KINORA_ROLE: 'worker',
    FFMPEG_PATH: ffmpeg.path,
    TRANSCODE_STALE_SECONDS: '600',
  });
}, 120_000);
afterAll(async () => {
  await shared.close();
  await fx.cleanup();
});

describe('a suspension made on a web instance', () => {
  it('stops the worker’s ffmpeg; unsuspending there has the worker process the video', async () => {
    const [admin, owner, reporter] = [await register(), await register(), await register()];
    expect((await runAdminCommand(web.db, ['grant', admin.username])).ok).toBe(true);
    const uploaded = await web.inject({
      method: 'POST',
      url: `${API}/videos`,
      headers: owner.headers,
      payload: buildForm(
        { title: 'Long', description: 'On the worker' },
        {
          videoFile: [twentySeconds, 'clip.mp4', 'video/mp4'],
          thumbnail: [fx.png, 'cover.png', 'image/png'],
        },
      ),
    });
    expect(uploaded.statusCode).toBe(201);
    const video = dataOf<Video>(uploaded);
    let pid = 0;
    await waitUntil(async () => {
      pid = (await ffmpeg.transcodes())[0]?.pid ?? 0;
      return pid > 0 && isRunning(pid) && (await isEncoding(shared.dataDir, video._id));
    }, 'the worker’s ffmpeg to be under way');

    const filed = await web.inject({
      method: 'POST',
      url: `${API}/reports`,
      headers: reporter.headers,
      payload: { itemKind: 'channel', itemId: owner.id, reason: 'spam' },
    });
    expect(filed.statusCode).toBe(201);
    const actions = `${API}/moderation/reports/${dataOf<CreatedReport>(filed).reportId}/actions`;
    const suspended = await web.inject({
      method: 'POST',
      url: actions,
      headers: admin.headers,
      payload: { action: 'suspend', duration: '7d', reason: 'Spam uploads' },
    });
    expect(suspended.statusCode).toBe(200);
    // Within the worker's read of the suspensions (2 s), far sooner than the clip's 20 s.
    await waitUntil(
      async () =>
        !isRunning(pid) &&
        (await jobStatesOf(worker, video._id)).join() === 'completed' &&
        (await rowOf(video._id)).processing_stage === 'queued',
      'the worker’s ffmpeg to stop and the video to wait',
      8_000,
    );
    expect(await rowOf(video._id)).toEqual({ status: 'processing', processing_stage: 'queued' });

    await ffmpeg.setRealTime(false);
    const lifted = await web.inject({
      method: 'POST',
      url: actions,
      headers: admin.headers,
      payload: { action: 'unsuspend' },
    });
    expect(lifted.statusCode).toBe(200);
    await waitUntil(
      async () => (await rowOf(video._id)).status === 'ready',
      'the worker to process the video',
      60_000,
    );
  });
});
