import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoredObjectRepository } from '../../src/storage/stored-object-repository';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { writeTestVideo } from './test-video';
import type { Video } from '@kinora/contract';

let fx: MediaFixtures;
beforeAll(async () => {
  fx = await createMediaFixtures();
});
afterAll(async () => {
  await fx.cleanup();
});

/** A test-pattern H.264 MP4 of this size and rate, made on the spot. */
async function clip(size: string, rate: number, seconds = 1): Promise<Buffer> {
  const file = path.join(fx.dir, `clip-${size}-${rate}.mp4`);
  await writeTestVideo(file, { source: 'testsrc', size, seconds, rate });
  return fs.readFile(file);
}

/**
 * The fixture's 2 s MP4 with a header claiming `seconds`: the movie (`mvhd`), track (`tkhd`) and
 * media (`mdhd`) durations all rewritten, the samples left as they are.
 */
function claimingDuration(mp4: Buffer, seconds: number): Buffer {
  const out = Buffer.from(mp4);
  const boxAt = (name: string) => out.indexOf(name, 0, 'latin1');
  const mvhd = boxAt('mvhd');
  const movieScale = out.readUInt32BE(mvhd + 16);
  out.writeUInt32BE(seconds * movieScale, mvhd + 20);
  out.writeUInt32BE(seconds * movieScale, boxAt('tkhd') + 24);
  const mdhd = boxAt('mdhd');
  out.writeUInt32BE(seconds * out.readUInt32BE(mdhd + 16), mdhd + 20);
  return out;
}

const form = (video: Buffer, type = 'video/mp4') =>
  buildForm(
    { title: 'Clip', description: 'A clip' },
    { videoFile: [video, 'clip.mp4', type], thumbnail: [fx.png, 'thumb.png', 'image/png'] },
  );

describe('limits on what a video may cost', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        // The fixture's 160x120 at 10 fps is just within both.
        MAX_VIDEO_PIXELS: String(160 * 120),
        MAX_VIDEO_FPS: '10',
        // Every ffmpeg run is stopped at once.
        TRANSCODE_TIME_FACTOR: '0.001',
        TRANSCODE_MIN_TIME_SECONDS: '0.001',
      },
    });
    user = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
  });
  const upload = (payload: FormData) =>
    t.inject({ method: 'POST', url: '/videos', headers: user.headers, payload });

  it('refuses a picture with more pixels than MAX_VIDEO_PIXELS with a 422', async () => {
    const res = await upload(form(await clip('176x144', 10)));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      "The video's picture is too large (176x144; at most 19200 pixels, such as 138x138).",
    );
  });

  it('refuses a frame rate over MAX_VIDEO_FPS with a 422', async () => {
    const res = await upload(form(await clip('64x48', 25)));
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe(
      "The video's frame rate is too high (at most 10 frames per second).",
    );
  });

  it('takes the duration from the streams, not from a header claiming 11.9 hours', async () => {
    const res = await upload(form(claimingDuration(fx.video, 42_840)));
    expect(res.statusCode).toBe(201);
    const video = dataOf<Video>(res);
    expect(video.duration).toBe(2);
    const row = await t.app.db
      .selectFrom('videos')
      .select('duration')
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    expect(Number(row.duration)).toBe(2);
  });

  it('stops an ffmpeg run past its time limit and fails the video, saying why', async () => {
    const res = await upload(form(fx.video));
    expect(res.statusCode).toBe(201);
    const video = await waitForVideo(t, dataOf<Video>(res)._id, user.headers);
    expect(video.status).toBe('failed');
    expect(video.failureReason).toBe(
      'This video could not be processed: processing took longer than its limit of 1 s',
    );
  });

  it('counts what a processing video’s renditions may take in the owner’s storage', async () => {
    const res = await upload(form(fx.video));
    expect(res.statusCode).toBe(201);
    const id = dataOf<Video>(res)._id;
    await waitForVideo(t, id, user.headers);
    const usage = () => createStoredObjectRepository(t.app.db).usageOf(user.user._id);
    const before = await usage();
    await t.app.db
      .updateTable('videos')
      .set({ status: 'processing', reserved_bytes: 123_456 })
      .where('id', '=', id)
      .execute();
    expect(await usage()).toBe(before + 123_456);
  });
});

describe('the storage quota counts the renditions before admitting a video', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Room for the fixture and its thumbnail, not for what its renditions may take.
    t = await createTestApp({ env: { USER_STORAGE_QUOTA_BYTES: String(400 * 1024) } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 413 when the renditions would not fit, and stores nothing', async () => {
    const user = await t.registerUser();
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: user.headers,
      payload: form(fx.video),
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toMatch(
      /^The video does not fit in your storage: with its renditions it needs .+, and .+ of your 400 KB are left\.$/,
    );
    expect(await createStoredObjectRepository(t.app.db).usageOf(user.user._id)).toBe(0);
  });
});
