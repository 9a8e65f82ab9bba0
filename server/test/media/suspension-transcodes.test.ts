import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from '../helpers/app';
import { actOn, registerAdmin, registerModerator, reportAs } from '../helpers/moderation';
import { createFfmpegSpy, isRunning, type FfmpegSpy } from './ffmpeg-spy';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import { isEncoding, jobStatesOf, waitUntil } from './queue-state';
import type { Video } from '@kinora/contract';

/**
 * A suspended owner's videos are not transcoded while the suspension lasts: the running ffmpeg
 * stops, queued jobs end without running, and the videos wait, `queued`. When the suspension is
 * lifted or runs out they are processed again. First as the suspension's news makes it happen
 * (heartbeats and sweeps far apart), then without that news (heartbeats and sweeps close, the
 * session check's reads far apart).
 */
let fx: MediaFixtures;
let long: Buffer;
let spyDir: string;

beforeAll(async () => {
  [fx, long] = await Promise.all([createMediaFixtures(), createClip(20, '320x180')]);
  spyDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-suspended-transcodes-'));
}, 120_000);
afterAll(async () => {
  await fx.cleanup();
  await fs.rm(spyDir, { recursive: true, force: true });
});

async function upload(t: TestApp, owner: TestUser, title: string, file: Buffer): Promise<Video> {
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title, description: 'Suspended or not' },
      { videoFile: [file, 'clip.mp4', 'video/mp4'], thumbnail: [fx.png, 'cover.png', 'image/png'] },
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  return dataOf<Video>(res);
}

/** The row as the worker leaves it (the owner's tokens no longer read it once suspended). */
const rowOf = (t: TestApp, id: string) =>
  t.app.db
    .selectFrom('videos')
    .select(['status', 'processing_stage', 'processing_progress'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Starts the transcode of a long clip in real time and answers its ffmpeg's pid. */
async function encodingLong(t: TestApp, ffmpeg: FfmpegSpy, owner: TestUser) {
  await ffmpeg.setRealTime(true);
  const before = (await ffmpeg.transcodes()).length;
  const video = await upload(t, owner, 'Long', long);
  let pid = 0;
  await waitUntil(async () => {
    pid = (await ffmpeg.transcodes())[before]?.pid ?? 0;
    return pid > 0 && isRunning(pid) && (await isEncoding(t.config.dataDir, video._id));
  }, 'ffmpeg to be under way');
  return { video, pid };
}

/** Waits until the video waits for its owner: ffmpeg gone, no job, `queued`. */
async function untilWaiting(t: TestApp, videoId: string, pid: number | null) {
  await waitUntil(
    async () =>
      (pid === null || !isRunning(pid)) &&
      (await jobStatesOf(t.app, videoId)).every((state) => state === 'completed') &&
      (await rowOf(t, videoId)).processing_stage === 'queued',
    'the transcode to stop and wait',
    10_000,
  );
  expect(await rowOf(t, videoId)).toEqual({
    status: 'processing',
    processing_stage: 'queued',
    processing_progress: 0,
  });
  // The scratch folder goes with the attempt.
  await waitUntil(
    () =>
      fs.stat(path.join(t.config.dataDir, 'tmp', 'transcode', videoId)).then(
        () => false,
        () => true,
      ),
    'its scratch folder to go',
    5_000,
  );
}

/**
 * Waits until the videos are processed to the end: ready, and the worker done with them (a video
 * plays while its ladder is made, so `ready` alone can leave the worker busy with it, and the
 * next test's upload behind it in the queue).
 */
const untilReady = (t: TestApp, ids: string[]) =>
  waitUntil(
    async () => {
      const rows = await t.app.db
        .selectFrom('videos')
        .select(['status', 'adding_rungs'])
        .where('id', 'in', ids)
        .execute();
      return (
        rows.length === ids.length && rows.every((r) => r.status === 'ready' && !r.adding_rungs)
      );
    },
    'the videos to be processed',
    90_000,
  );

describe('suspending the owner, heard as news', () => {
  let t: TestApp;
  let ffmpeg: FfmpegSpy;
  let moderator: TestUser;

  beforeAll(async () => {
    ffmpeg = await createFfmpegSpy(spyDir, 'news');
    // Heartbeats 100 s apart and sweeps 300 s apart: only the suspension's news stops ffmpeg and
    // brings the videos back within these tests.
    t = await createTestApp({
      env: {
        FFMPEG_PATH: ffmpeg.path,
        TRANSCODE_STALE_SECONDS: '600',
        SESSION_REVOCATION_POLL_MS: '100',
      },
    });
    moderator = await registerModerator(t, await registerAdmin(t));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  async function suspend(owner: TestUser): Promise<string> {
    const reportId = await reportAs(t, await t.registerUser(), {
      itemKind: 'channel',
      itemId: owner.user._id,
    });
    const res = await actOn(t, moderator, reportId, {
      action: 'suspend',
      duration: '1d',
      reason: 'Spam uploads',
    });
    expect(res.statusCode, res.body).toBe(200);
    return reportId;
  }

  it('stops the running ffmpeg, runs none of the queued jobs; all are processed once it runs out', async () => {
    const owner = await t.registerUser();
    const { video: running, pid } = await encodingLong(t, ffmpeg, owner);
    // One transcode at a time: this one waits behind the long one.
    const queued = await upload(t, owner, 'Queued', fx.video);
    expect(await jobStatesOf(t.app, queued._id)).toEqual(['created']);

    await suspend(owner);
    await untilWaiting(t, running._id, pid);
    await untilWaiting(t, queued._id, null);
    // Nothing else ran for them meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await ffmpeg.transcodes()).toHaveLength(1);
    expect(await jobStatesOf(t.app, running._id)).toEqual(['completed']);
    expect(await jobStatesOf(t.app, queued._id)).toEqual(['completed']);

    // The suspension runs out (a day made a second): nobody acts, the videos come back.
    await ffmpeg.setRealTime(false);
    await t.app.db
      .updateTable('users')
      .set({ suspended_until: sql<Date>`now() + interval '1 second'` })
      .where('id', '=', owner.user._id)
      .execute();
    await untilReady(t, [running._id, queued._id]);
  });

  it('unsuspend: the waiting video is processed at once', async () => {
    const owner = await t.registerUser();
    const { video, pid } = await encodingLong(t, ffmpeg, owner);
    const reportId = await suspend(owner);
    await untilWaiting(t, video._id, pid);

    await ffmpeg.setRealTime(false);
    const lifted = await actOn(t, moderator, reportId, { action: 'unsuspend' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    await untilReady(t, [video._id]);
  });

  it('leaves the transcodes of other owners alone', async () => {
    const [owner, other] = [await t.registerUser(), await t.registerUser()];
    await ffmpeg.setRealTime(false);
    const video = await upload(t, other, 'Other', fx.video);
    await suspend(owner);
    await untilReady(t, [video._id]);
  });
});

describe('suspending the owner where this instance hears no news of it', () => {
  let t: TestApp;
  let ffmpeg: FfmpegSpy;

  beforeAll(async () => {
    ffmpeg = await createFfmpegSpy(spyDir, 'quiet');
    // The session check reads suspensions once a minute; a heartbeat every 0.5 s and a sweep
    // every 1.5 s read them from the videos' rows.
    t = await createTestApp({
      env: {
        FFMPEG_PATH: ffmpeg.path,
        TRANSCODE_STALE_SECONDS: '3',
        SESSION_REVOCATION_POLL_MS: '60000',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const setSuspendedUntil = (owner: TestUser, until: ReturnType<typeof sql<Date>> | null) =>
    t.app.db
      .updateTable('users')
      .set({ suspended_until: until, suspension_reason: until ? 'Spam uploads' : null })
      .where('id', '=', owner.user._id)
      .execute();

  it('the heartbeat stops ffmpeg; the sweep queues the video again once it is lifted', async () => {
    const owner = await t.registerUser();
    const { video, pid } = await encodingLong(t, ffmpeg, owner);
    // As another instance writes it; this one's session check does not know of it.
    await setSuspendedUntil(owner, sql<Date>`'infinity'::timestamptz`);
    expect(t.app.revokedSessions.suspensionOf(owner.user._id)).toBeNull();
    await untilWaiting(t, video._id, pid);
    // Sweeps come and go: the video waits.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(await jobStatesOf(t.app, video._id)).toEqual(['completed']);
    expect(await ffmpeg.transcodes()).toHaveLength(1);

    await ffmpeg.setRealTime(false);
    await setSuspendedUntil(owner, null);
    await untilReady(t, [video._id]);
  });
});
