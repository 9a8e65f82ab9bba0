import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../src/media/resolve-ffprobe';
import { InputError } from '../../src/media/transcode/run-ffmpeg';
import { thumbnailKeysOf } from '../../src/media/thumbnail-set';
import { createProcessingState } from '../../src/videos/processing-state';
import { createTranscodeWorker, type TranscodeWorkerDeps } from '../../src/videos/transcode-worker';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from '../helpers/app';
import { insertVideo } from '../helpers/data';
import { notificationsOf } from '../helpers/notifications';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createClip } from './pipeline-fixtures';
import type { Video } from '@kinora/contract';

/**
 * A video is ready as soon as the first seconds of its ladder are stored, and plays from its
 * beginning while the rest is encoded. The app runs as a web instance, so its queue is not
 * worked; each test runs a worker itself, with a hook while the ladder is made, to see the video
 * as a player would at that moment.
 */
let t: TestApp;
let fx: MediaFixtures;
/** 640x360: a ladder of two rungs, 240p and 360p. */
let clip: Buffer;
let owner: TestUser;
let stranger: TestUser;
let ffmpegPath: string;

beforeAll(async () => {
  [fx, clip] = await Promise.all([createMediaFixtures(), createClip(3, '640x360')]);
  t = await createTestApp({ role: 'web' });
  ffmpegPath = await resolveFfmpeg(t.config.media.ffmpegPath);
  owner = await t.registerUser();
  stranger = await t.registerUser();
}, 120_000);
afterAll(async () => {
  await t.close();
  await fx.cleanup();
});

function workerWith(hooks: Partial<TranscodeWorkerDeps> = {}) {
  return createTranscodeWorker({
    db: t.app.db,
    storage: t.app.storage,
    ffmpegPath,
    ffprobePath: t.app.uploadDeps.media.ffprobePath,
    workRoot: path.join(t.config.dataDir, 'tmp', 'transcode'),
    keepOriginals: t.config.transcode.keepOriginals,
    timeLimit: t.config.transcode.timeLimit,
    heartbeatMs: 1000,
    log: t.app.log,
    onReady: (videoId) => t.app.services.notifications.videoMayBeWatchable(videoId),
    ...hooks,
  });
}

const attempt = (videoId: string, retryCount = 0) => ({ videoId, retryCount, retryLimit: 2 });

async function upload(title: string, { thumbnail = true } = {}): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title, description: 'Lowest rung first' },
      { videoFile: [clip, 'clip.mp4', 'video/mp4'], thumbnail: [fx.png, 'cover.png', 'image/png'] },
    ),
  });
  expect(res.statusCode).toBe(201);
  const { _id: id } = dataOf<Video>(res);
  // As a resumable upload leaves a video sent without a thumbnail.
  if (!thumbnail)
    await t.app.db
      .updateTable('videos')
      .set({
        thumbnail_key: null,
        thumbnail_dir: null,
        thumbnail_widths: null,
        thumbnail_width: null,
        thumbnail_height: null,
      })
      .where('id', '=', id)
      .execute();
  return id;
}

async function watch(id: string, headers: Record<string, string> = owner.headers) {
  const res = await t.inject({ method: 'GET', url: `/videos/${id}`, headers });
  expect(res.statusCode).toBe(200);
  return dataOf<Video>(res);
}

const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });
const variantsOf = (master: string) => master.split('\n').filter((l) => l.endsWith('.m3u8'));
const rowOf = (id: string) =>
  t.app.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a ladder published while it is made', () => {
  /** Long enough that the encoder is still at work when the first seconds are out. */
  let longClip: Buffer;
  beforeAll(async () => {
    longClip = await createClip(90, '640x360');
  }, 120_000);

  async function uploadLong(title: string): Promise<string> {
    const res = await t.inject({
      method: 'POST',
      url: '/videos',
      headers: owner.headers,
      payload: buildForm(
        { title, description: 'Plays while it is made' },
        {
          videoFile: [longClip, 'long.mp4', 'video/mp4'],
          thumbnail: [fx.png, 'cover.png', 'image/png'],
        },
      ),
    });
    expect(res.statusCode).toBe(201);
    return dataOf<Video>(res)._id;
  }

  const rungPlaylistOf = (video: Video, height: number) =>
    video.streams?.hls.replace('master.m3u8', `v${height}/index.m3u8`) ?? '';
  const segmentsOf = (playlist: string) => playlist.split('\n').filter((l) => l.endsWith('.m4s'));
  const secondsOf = (playlist: string) =>
    [...playlist.matchAll(/^#EXTINF:([\d.]+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);

  it('plays from the beginning once every rung’s first seconds are stored, its playlists growing until the ladder is whole', async () => {
    const fan = await t.registerUser();
    await t.inject({
      method: 'POST',
      url: `/subscriptions/c/${owner.user._id}`,
      headers: fan.headers,
    });
    const id = await uploadLong('Growing');
    let readyCalls = 0;
    const seen: {
      video: Video;
      master: string;
      playlists: { text: string; cache: unknown; statuses: number[] }[];
      row: Awaited<ReturnType<typeof rowOf>>;
    }[] = [];
    await workerWith({
      onReady: (videoId) => {
        readyCalls += 1;
        t.app.services.notifications.videoMayBeWatchable(videoId);
      },
      whileGrowing: async (videoId) => {
        const video = await watch(videoId, {});
        const master = (await fetchMedia(video.streams?.hls ?? '')).body;
        const playlists = [];
        for (const height of [240, 360]) {
          const res = await fetchMedia(rungPlaylistOf(video, height));
          const statuses = [];
          for (const name of segmentsOf(res.body))
            statuses.push(
              (await fetchMedia(rungPlaylistOf(video, height).replace('index.m3u8', name)))
                .statusCode,
            );
          playlists.push({ text: res.body, cache: res.headers['cache-control'], statuses });
        }
        seen.push({ video, master, playlists, row: await rowOf(videoId) });
      },
    }).run(attempt(id));

    expect(seen).toHaveLength(1);
    const [live] = seen;
    expect(live?.video).toMatchObject({ status: 'ready', processing: { stage: 'transcoding' } });
    expect(live?.video.streams?.renditions.map((r) => r.height)).toEqual([240, 360]);
    // The original plays where there is no HLS, as while processing.
    expect(live?.video.videofile).not.toMatch(/progressive\.mp4$/);
    expect(variantsOf(live?.master ?? '')).toEqual(['v240/index.m3u8', 'v360/index.m3u8']);
    expect(live?.row.adding_rungs).toBe(true);
    for (const playlist of live?.playlists ?? []) {
      // Event playlists without their end, which players start at their beginning and reload.
      expect(playlist.text).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
      expect(playlist.text).toContain('#EXT-X-START:TIME-OFFSET=0');
      expect(playlist.text).not.toContain('#EXT-X-ENDLIST');
      expect(playlist.cache).toBe('public, no-cache');
      expect(secondsOf(playlist.text)).toBeGreaterThanOrEqual(10);
      expect(secondsOf(playlist.text)).toBeLessThan(90);
      expect(playlist.statuses.every((status) => status === 200)).toBe(true);
    }

    const done = await watch(id, {});
    expect(done.status).toBe('ready');
    expect(done.processing).toBeUndefined();
    expect(done.streams?.renditions.map((r) => r.height)).toEqual([240, 360]);
    expect(done.streams?.hls).toBe(live?.video.streams?.hls);
    expect(done.streams?.storyboard).toBeDefined();
    expect(done.videofile).toMatch(/progressive\.mp4$/);
    for (const [index, height] of [240, 360].entries()) {
      const whole = (await fetchMedia(rungPlaylistOf(done, height))).body;
      expect(whole).toContain('#EXT-X-ENDLIST');
      // The served segments a finished rung has: a first of 1 s, then 4 s each.
      expect(secondsOf(whole)).toBeCloseTo(90, 0);
      expect(segmentsOf(whole)).toHaveLength(1 + Math.ceil(89 / 4));
      // What the live playlist named is where the whole one starts.
      const grown = live?.playlists[index]?.text ?? '';
      expect(segmentsOf(whole).slice(0, segmentsOf(grown).length)).toEqual(segmentsOf(grown));
    }
    expect((await rowOf(id)).adding_rungs).toBe(false);

    // Subscribers heard of it once, when it became ready.
    expect(readyCalls).toBe(1);
    await t.app.services.notifications.settled();
    const { docs } = await notificationsOf(t.app, fan);
    expect(docs.filter((n) => n.video?._id === id)).toHaveLength(1);
  }, 180_000);

  it('is made again into a new folder when the worker dies while it plays unfinished', async () => {
    const id = await uploadLong('Dies while growing');
    await expect(
      workerWith({ whileGrowing: () => Promise.reject(new Error('the worker was killed')) }).run(
        attempt(id),
      ),
    ).rejects.toThrow('the worker was killed');
    const waiting = await watch(id, {});
    expect(waiting).toMatchObject({ status: 'ready', processing: { stage: 'queued' } });
    const first = await rowOf(id);
    const oldMaster = `streams/${first.stream_dir}/master.m3u8`;
    expect(await t.app.storage.stat(oldMaster)).not.toBeNull();

    await workerWith().run(attempt(id, 1));
    const row = await rowOf(id);
    expect(row).toMatchObject({ adding_rungs: false, status: 'ready', transcode_runs: 2 });
    expect(row.stream_dir).not.toBe(first.stream_dir);
    expect(await t.app.storage.stat(oldMaster)).toBeNull();
    const done = await watch(id, {});
    expect(done.streams?.renditions.map((r) => r.height)).toEqual([240, 360]);
    expect((await fetchMedia(rungPlaylistOf(done, 240))).body).toContain('#EXT-X-ENDLIST');
  }, 180_000);

  it('leaves no file behind when the video fails elsewhere while it plays unfinished', async () => {
    const id = await uploadLong('Stopped while growing');
    let dir: string | null = null;
    await workerWith({
      // An administrator stops it (or another instance's sweep gives up on it): its folder goes
      // at once, and the segments this attempt stores before it notices must go too.
      whileGrowing: async (videoId) => {
        dir = (await rowOf(videoId)).stream_dir;
        await createProcessingState(t.app.db, t.app.storage).failed(videoId, 'stopped');
      },
    }).run(attempt(id));
    expect(dir).not.toBeNull();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', stream_dir: null });
    for (const file of ['master.m3u8', 'v240/index.m3u8', 'v360/index.m3u8', 'v240/init.mp4'])
      expect(await t.app.storage.stat(`streams/${dir}/${file}`), file).toBeNull();
  }, 180_000);

  it('fails, its files gone, when the ladder cannot be finished', async () => {
    const id = await uploadLong('Breaks while growing');
    await workerWith({
      whileGrowing: () => Promise.reject(new InputError('the file ends early')),
    }).run(attempt(id));
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', adding_rungs: false, stream_dir: null });
    const video = await watch(id);
    expect(video.status).toBe('failed');
    expect(video.failureReason).toMatch(/the file ends early/);
    expect(video.streams).toBeUndefined();
    // Nobody else sees a video that does not play.
    const other = await t.inject({
      method: 'GET',
      url: `/videos/${id}`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
  }, 180_000);

  it('offers a video shorter than its first seconds once its ladder is whole', async () => {
    const id = await upload('Short');
    let readyCalls = 0;
    await workerWith({ onReady: () => (readyCalls += 1) }).run(attempt(id));
    expect(readyCalls).toBe(1);
    const video = await watch(id, {});
    expect(video.processing).toBeUndefined();
    expect(video.streams?.renditions.map((r) => r.height)).toEqual([240, 360]);
    expect((await fetchMedia(rungPlaylistOf(video, 360))).body).toContain('#EXT-X-ENDLIST');
  }, 120_000);
});

describe('frames offered as the thumbnail', () => {
  let id: string;
  beforeAll(async () => {
    id = await upload('No thumbnail', { thumbnail: false });
    expect((await watch(id)).thumbnail).toBe('');
    await workerWith().run(attempt(id));
  }, 120_000);

  it('stores three frames, offered to the owner only', async () => {
    const row = await rowOf(id);
    expect(row.thumbnail_choices).toHaveLength(3);
    const mine = await watch(id);
    expect(mine.thumbnailChoices).toHaveLength(3);
    for (const url of mine.thumbnailChoices ?? []) {
      const frame = await fetchMedia(url);
      expect(frame.statusCode).toBe(200);
      expect(frame.headers['content-type']).toBe('image/jpeg');
    }
    expect((await watch(id, stranger.headers)).thumbnailChoices).toBeUndefined();
    expect((await watch(id, {})).thumbnailChoices).toBeUndefined();
  });

  it('makes the first frame the thumbnail of a video uploaded without one', async () => {
    const video = await watch(id, {});
    expect(video.thumbnail).not.toBe('');
    expect(video.thumbnailSources?.jpeg.map((f) => f.width)).toEqual([320, 640]);
    expect((await fetchMedia(video.thumbnail)).statusCode).toBe(200);
  });

  it('swaps the thumbnail for a chosen frame, deleting the old files', async () => {
    const before = await rowOf(id);
    const oldKeys = thumbnailKeysOf(before);
    expect(oldKeys.length).toBeGreaterThan(0);
    const res = await t.inject({
      method: 'PATCH',
      url: `/videos/${id}`,
      headers: owner.headers,
      payload: { thumbnailChoice: 2 },
    });
    expect(res.statusCode).toBe(200);
    const video = dataOf<Video>(res);
    const after = await rowOf(id);
    expect(after.thumbnail_dir).not.toBe(before.thumbnail_dir);
    expect(video.thumbnailSources?.webp.map((f) => f.width)).toEqual([320, 640]);
    for (const key of oldKeys) expect(await t.app.storage.stat(key)).toBeNull();
    for (const key of thumbnailKeysOf(after)) expect(await t.app.storage.stat(key)).not.toBeNull();
    // The frames stay on offer.
    expect(video.thumbnailChoices).toHaveLength(3);
  });

  it('refuses strangers, and a video without frames', async () => {
    const patch = (videoId: string, headers: Record<string, string>) =>
      t.inject({
        method: 'PATCH',
        url: `/videos/${videoId}`,
        headers,
        payload: { thumbnailChoice: 0 },
      });
    expect((await patch(id, stranger.headers)).statusCode).toBe(403);
    expect((await patch(id, {})).statusCode).toBe(401);
    const hidden = await insertVideo(t, owner.user._id, { visibility: 'private' });
    expect((await patch(hidden._id, stranger.headers)).statusCode).toBe(404);
    const none = await patch(hidden._id, owner.headers);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe('This video has no frames to choose from yet.');
    const outOfRange = await t.inject({
      method: 'PATCH',
      url: `/videos/${id}`,
      headers: owner.headers,
      payload: { thumbnailChoice: 3 },
    });
    expect(outOfRange.statusCode).toBe(400);
  });

  it('deletes the frames with the video', async () => {
    const { thumbnail_choices: frames } = await rowOf(id);
    const res = await t.inject({ method: 'DELETE', url: `/videos/${id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    for (const key of frames ?? []) expect(await t.app.storage.stat(key)).toBeNull();
  });
});
