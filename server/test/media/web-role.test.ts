import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, dataOf, type TestApp } from '../helpers/app';
import { createFfmpegSpy, type FfmpegSpy } from './ffmpeg-spy';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { jobStatesOf } from './queue-state';
import type { Video } from '@kinora/contract';

let t: TestApp;
let fx: MediaFixtures;
let spyDir: string;
let ffmpeg: FfmpegSpy;

beforeAll(async () => {
  fx = await createMediaFixtures();
  spyDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-web-role-'));
  ffmpeg = await createFfmpegSpy(spyDir, 'web');
  t = await createTestApp({ role: 'web', env: { FFMPEG_PATH: ffmpeg.path } });
});
afterAll(async () => {
  await t.close();
  await fx.cleanup();
  await fs.rm(spyDir, { recursive: true, force: true });
});

describe('KINORA_ROLE', () => {
  it('web and worker need PostgreSQL to share the queue through', () => {
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({ KINORA_ROLE: role })).toThrow(
        `KINORA_ROLE=${role} needs DATABASE_URL`,
      );
      expect(loadConfig({ KINORA_ROLE: role, DATABASE_URL: 'postgres://db/kinora' }).role).toBe(
        role,
      );
    }
    expect(loadConfig({}).role).toBe('all');
  });

  it('web queues an upload but starts no worker loop (and never runs ffmpeg)', async () => {
    const owner = await t.registerUser();
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: owner.headers,
      payload: buildForm(
        { title: 'Queued', description: 'Nobody works here' },
        {
          videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
          thumbnail: [fx.png, 'cover.png', 'image/png'],
        },
      ),
    });
    expect(res.statusCode).toBe(201);
    const video = dataOf<Video>(res);
    // A worker asks for jobs every second: a few polls' time.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await jobStatesOf(t.app, video._id)).toEqual(['created']);
    const row = await t.app.db
      .selectFrom('videos')
      .select(['status', 'processing_stage', 'transcode_runs'])
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'processing', processing_stage: 'queued', transcode_runs: 0 });
    expect(await ffmpeg.calls()).toEqual([]);
  });
});
