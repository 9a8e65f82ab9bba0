import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { createFfmpegSpy, isRunning, type FfmpegSpy } from './ffmpeg-spy';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import { isEncoding, jobStatesOf, waitUntil } from './queue-state';
import type { Video } from '@kinora/contract';

let t: TestApp;
let fx: MediaFixtures;
let long: Buffer;
let spyDir: string;
let ffmpeg: FfmpegSpy;
let owner: TestUser;

async function upload(title: string, file: Buffer): Promise<Video> {
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title, description: 'Deleted or not' },
      { videoFile: [file, 'clip.mp4', 'video/mp4'], thumbnail: [fx.png, 'cover.png', 'image/png'] },
    ),
  });
  expect(res.statusCode).toBe(201);
  return dataOf<Video>(res);
}

beforeAll(async () => {
  [fx, long] = await Promise.all([createMediaFixtures(), createClip(20, '320x180')]);
  spyDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-delete-'));
  // Real time: the 20 s clip keeps ffmpeg busy for 20 s unless it is stopped.
  ffmpeg = await createFfmpegSpy(spyDir, 'worker', { realTime: true });
  // Heartbeats 100 s apart: only the direct stop can end ffmpeg within this test's window (the
  // heartbeat's own check is the split-roles test's business).
  t = await createTestApp({ env: { FFMPEG_PATH: ffmpeg.path, TRANSCODE_STALE_SECONDS: '600' } });
  owner = await t.registerUser();
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.cleanup();
  await fs.rm(spyDir, { recursive: true, force: true });
});

describe('deleting a video while ffmpeg works on it', () => {
  it('stops ffmpeg and leaves no files, job or scratch folder; the worker takes the next video', async () => {
    const doomed = await upload('Doomed', long);
    let pid = 0;
    await waitUntil(async () => {
      pid = (await ffmpeg.transcodes())[0]?.pid ?? 0;
      return pid > 0 && isRunning(pid) && (await isEncoding(t.config.dataDir, doomed._id));
    }, 'ffmpeg to be under way');
    const workDir = path.join(t.config.dataDir, 'tmp', 'transcode', doomed._id);
    expect((await fs.stat(workDir)).isDirectory()).toBe(true);

    const deleted = await t.inject({
      method: 'DELETE',
      url: `/videos/${doomed._id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await jobStatesOf(t.app, doomed._id)).toEqual([]);
    // Far sooner than the clip's 20 s (ffmpeg reads it in real time), even on a busy machine.
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

    const next = await upload('Next', fx.video);
    expect((await waitForVideo(t, next._id, owner.headers, 30_000)).status).toBe('ready');
    // The stopped attempt ended without bringing its job back.
    expect(await jobStatesOf(t.app, doomed._id)).toEqual([]);
    const stored = await listFiles(path.join(t.config.dataDir, 'media'));
    const nextRow = await t.app.db
      .selectFrom('videos')
      .select(['stream_dir', 'video_key'])
      .where('id', '=', next._id)
      .executeTakeFirstOrThrow();
    // Only the next video's streams and upload are left.
    expect(stored.filter((f) => f.startsWith('streams/') || f.startsWith('videos/'))).toEqual(
      stored.filter((f) => f.includes(nextRow.stream_dir ?? '-') || f === nextRow.video_key),
    );
    expect(
      new Set(stored.filter((f) => f.startsWith('streams/')).map((f) => f.split('/')[1])),
    ).toEqual(new Set([nextRow.stream_dir]));
    // The worker clears its scratch folder just after switching the row to ready.
    await waitUntil(
      async () => (await fs.readdir(path.join(t.config.dataDir, 'tmp', 'transcode'))).length === 0,
      'no scratch folder left',
      5_000,
    );
  });
});
