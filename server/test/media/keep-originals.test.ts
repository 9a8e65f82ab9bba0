import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import { jobStatesOf, waitUntil } from './queue-state';
import type { Video } from '@kinora/contract';

let fx: MediaFixtures;
let truncated: Buffer;
let dropping: { t: TestApp; owner: TestUser };
let keeping: { t: TestApp; owner: TestUser };

async function upload({ t, owner }: typeof keeping, file: Buffer) {
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title: 'Original', description: 'Kept or not' },
      { videoFile: [file, 'clip.mp4', 'video/mp4'], thumbnail: [fx.png, 'cover.png', 'image/png'] },
    ),
  });
  expect(res.statusCode).toBe(201);
  const id = dataOf<Video>(res)._id;
  const { video_key: originalKey } = await t.app.db
    .selectFrom('videos')
    .select('video_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(await t.app.storage.exists(originalKey)).toBe(true);
  return { video: await waitForVideo(t, id, owner.headers), originalKey };
}

/** Every URL a player would fetch from the master playlist down, and the progressive file. */
async function playerUrls(t: TestApp, video: Video): Promise<string[]> {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;
  const master = video.streams?.hls ?? '';
  const base = master.replace(/master\.m3u8$/, '');
  const urls = [master, video.videofile, video.streams?.storyboard ?? ''];
  for (const variant of (await get(master)).split('\n').filter((l) => l.endsWith('.m3u8'))) {
    const dir = `${base}${variant.replace(/index\.m3u8$/, '')}`;
    const playlist = await get(`${base}${variant}`);
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] ?? '';
    const segments = playlist.split('\n').filter((l) => l.endsWith('.m4s'));
    urls.push(`${base}${variant}`, ...[init, ...segments].map((f) => `${dir}${f}`));
  }
  return urls;
}

beforeAll(async () => {
  let clip: Buffer;
  [fx, clip] = await Promise.all([createMediaFixtures(), createClip(2, '320x180')]);
  // The index survives (faststart), half the samples do not: it probes, then fails to transcode.
  truncated = clip.subarray(0, Math.floor(clip.length / 2));
  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({ env });
    return { t, owner: await t.registerUser() };
  };
  dropping = await start({ KEEP_ORIGINALS: 'false' });
  keeping = await start();
}, 120_000);
afterAll(async () => {
  await dropping.t.close();
  await keeping.t.close();
  await fx.cleanup();
});

describe('KEEP_ORIGINALS', () => {
  it('false: once ready the uploaded file is gone, and every rendition still plays', async () => {
    const { t } = dropping;
    const { video, originalKey } = await upload(dropping, fx.video);
    expect(video.status).toBe('ready');
    // The video reads as ready the moment its row is committed; the worker removes the uploaded
    // file right after, and its job is done once that is over.
    await waitUntil(
      async () => (await jobStatesOf(t.app, video._id)).join() === 'completed',
      'the transcode job to complete',
    );
    expect(await t.app.storage.exists(originalKey)).toBe(false);
    const urls = await playerUrls(t, video);
    expect(urls.filter((u) => u.endsWith('.m4s')).length).toBeGreaterThan(0);
    for (const url of urls)
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('true (the default): the uploaded file stays beside the renditions', async () => {
    const { video, originalKey } = await upload(keeping, fx.video);
    expect(video.status).toBe('ready');
    expect(await keeping.t.app.storage.exists(originalKey)).toBe(true);
    expect(video.videofile).toMatch(/\/progressive\.mp4$/);
  });

  it('a failed video whose uploaded file is gone cannot be retried, and says why', async () => {
    const { t, owner } = keeping;
    const { video, originalKey } = await upload(keeping, truncated);
    expect(video.status).toBe('failed');
    // Lost from storage (a disk replaced, a bucket pruned): nothing in the app deletes it.
    await t.app.storage.delete(originalKey);
    const jobs = await jobStatesOf(t.app, video._id);

    const res = await t.inject({
      method: 'POST',
      url: `/videos/${video._id}/retry`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toMatch(/uploaded file of this video is no longer stored/);
    expect(await jobStatesOf(t.app, video._id)).toEqual(jobs);
    const after = dataOf<Video>(
      await t.inject({ method: 'GET', url: `/videos/${video._id}`, headers: owner.headers }),
    );
    expect(after).toMatchObject({ status: 'failed', failureReason: video.failureReason });
  });

  it('an attempt that finds the uploaded file gone fails with that reason', async () => {
    const { t, owner } = keeping;
    const { video, originalKey } = await upload(keeping, truncated);
    await t.app.storage.delete(originalKey);
    // As if the file went missing between a retry and the worker picking it up.
    await t.app.db
      .updateTable('videos')
      .set({ status: 'processing', failure_reason: null })
      .where('id', '=', video._id)
      .execute();
    await t.app.transcodeQueue.enqueue(video._id);
    const failed = await waitForVideo(t, video._id, owner.headers);
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: 'This video could not be processed: the uploaded file is missing',
    });
  });
});
