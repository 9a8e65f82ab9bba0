import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from '../helpers/app';
import { ownVideos } from '../helpers/data';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import { createPipelineInputs, type PipelineInputs } from './pipeline-fixtures';
import type { HistoryEntry, Page, Video } from '@kinora/contract';

let t: TestApp;
let fx: MediaFixtures;
let inputs: PipelineInputs;
let owner: TestUser;
let other: TestUser;

async function upload(file: Buffer, name = 'clip.mp4') {
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title: 'Stream', description: 'Access rules' },
      { videoFile: [file, name, 'video/mp4'], thumbnail: [fx.png, 'cover.png', 'image/png'] },
    ),
  });
  return res;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every URL a player would fetch: the master, the variant playlists, the init files, segments. */
async function playerUrls(master: string): Promise<string[]> {
  const base = master.replace(/master\.m3u8$/, '');
  const urls = [master];
  const body = (await get(master)).body;
  for (const variant of body.split('\n').filter((l) => l.endsWith('.m3u8'))) {
    const url = `${base}${variant}`;
    urls.push(url);
    const dir = url.replace(/index\.m3u8$/, '');
    const playlist = (await get(url)).body;
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
    if (init) urls.push(`${dir}${init}`);
    urls.push(
      ...playlist
        .split('\n')
        .filter((l) => l.endsWith('.m4s'))
        .map((s) => `${dir}${s}`),
    );
  }
  return urls;
}

let ready: Video;

beforeAll(async () => {
  [fx, inputs] = await Promise.all([createMediaFixtures(), createPipelineInputs()]);
  t = await createTestApp({ env: { MAX_VIDEO_DURATION_SECONDS: '3' } });
  owner = await t.registerUser();
  other = await t.registerUser();
  const res = await upload(inputs.silentMp4);
  ready = await waitForVideo(t, dataOf<Video>(res)._id, owner.headers);
}, 120_000);
afterAll(async () => {
  await t.close();
  await Promise.all([fx.cleanup(), inputs.cleanup()]);
});

describe('HLS streams', () => {
  it('are public with immutable segments once the video is ready and published', async () => {
    expect(ready.streams?.hls).toMatch(/^\/api\/v1\/media\/streams\/[0-9a-f]{32}\/master\.m3u8$/);
    const urls = await playerUrls(ready.streams?.hls ?? '');
    expect(urls.some((u) => u.endsWith('.m4s'))).toBe(true);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      if (url.endsWith('.m3u8')) {
        expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
        // A rung's playlist may still be growing; the master changes only as rungs join it.
        expect(res.headers['cache-control']).toBe(
          /\/v\d+\/index\.m3u8$/.test(url) ? 'public, no-cache' : 'public, max-age=60',
        );
      } else {
        expect(res.headers['content-type']).toMatch(/^video\/(mp4|iso\.segment)$/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('of an unpublished video are 404 to others; the owner’s folder-signed master and its relative URIs play', async () => {
    const publicUrls = await playerUrls(ready.streams?.hls ?? '');
    await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${ready._id}`,
      headers: owner.headers,
    });
    for (const url of publicUrls) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, other.headers)).statusCode, url).toBe(404);
    }
    const mine = dataOf<Video>(
      await t.inject({ method: 'GET', url: `/videos/${ready._id}`, headers: owner.headers }),
    );
    const master = mine.streams?.hls ?? '';
    expect(master).toMatch(
      /^\/api\/v1\/media\/s\/\d+\.[\w-]+\/streams\/[0-9a-f]{32}\/master\.m3u8$/,
    );
    for (const url of await playerUrls(master)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
    // A signature is for its own folder only.
    const forged = master.replace(/streams\/[0-9a-f]{32}/, `streams/${'0'.repeat(32)}`);
    expect((await get(forged)).statusCode).toBe(404);
    await t.inject({
      method: 'PATCH',
      url: `/videos/toggle/publish/${ready._id}`,
      headers: owner.headers,
    });
  });

  it('of a processing video are listed nowhere and hidden from others, while the owner sees its progress', async () => {
    const res = await upload(inputs.silentMp4);
    const video = dataOf<Video>(res);
    expect(video.status).toBe('processing');
    expect((await t.inject({ method: 'GET', url: `/videos/${video._id}` })).statusCode).toBe(404);
    const list = dataOf<Page<Video>>(await t.inject({ method: 'GET', url: '/videos?limit=50' }));
    expect(list.docs.map((v) => v._id)).not.toContain(video._id);
    const dashboard = dataOf<Page<Video>>(
      await t.inject({ method: 'GET', url: '/dashboard/videos', headers: owner.headers }),
    );
    expect(dashboard.docs.map((v) => v._id)).toContain(video._id);
    expect((await get(video.videofile.replace(/\?.*$/, ''))).statusCode).toBe(404);
    expect((await get(video.videofile)).statusCode).toBe(200);
    await waitForVideo(t, video._id, owner.headers);
  });
});

describe('limits, retry, deletion and resume', () => {
  it('refuses a video longer than MAX_VIDEO_DURATION_SECONDS with 422 before anything is queued', async () => {
    const res = await upload(inputs.clip);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toMatch(/too long \(at most 3 seconds\)/);
  });

  it('retries a failed video for its owner only, and only when failed', async () => {
    const video = dataOf<Video>(await upload(inputs.truncatedMp4));
    const failed = await waitForVideo(t, video._id, owner.headers);
    expect(failed.status).toBe('failed');
    const url = `/videos/${video._id}/retry`;
    // A failed video is listed nowhere: to a stranger it does not exist.
    expect((await t.inject({ method: 'POST', url, headers: other.headers })).statusCode).toBe(404);
    const retried = await t.inject({ method: 'POST', url, headers: owner.headers });
    expect(retried.statusCode).toBe(200);
    expect(dataOf<Video>(retried)).toMatchObject({ status: 'processing' });
    expect((await waitForVideo(t, video._id, owner.headers)).status).toBe('failed');
    const readyRetry = await t.inject({
      method: 'POST',
      url: `/videos/${ready._id}/retry`,
      headers: owner.headers,
    });
    expect(readyRetry.statusCode).toBe(409);
  });

  it('deletes every stream file, the original and the thumbnail with the video', async () => {
    const video = await waitForVideo(
      t,
      dataOf<Video>(await upload(inputs.silentMp4))._id,
      owner.headers,
    );
    const dir = /streams\/([0-9a-f]{32})\//.exec(video.streams?.hls ?? '')?.[1] ?? '';
    const mediaDir = `${t.config.dataDir}/media`;
    expect((await listFiles(mediaDir)).filter((f) => f.includes(dir)).length).toBeGreaterThan(3);
    await t.inject({ method: 'DELETE', url: `/videos/${video._id}`, headers: owner.headers });
    expect((await listFiles(mediaDir)).filter((f) => f.includes(dir))).toEqual([]);
  });

  it('keeps the signed-in viewer’s position on the video and in their history', async () => {
    const url = `/users/history/${ready._id}/position`;
    expect((await t.inject({ method: 'PUT', url, payload: { position: 1 } })).statusCode).toBe(401);
    const put = await t.inject({
      method: 'PUT',
      url,
      headers: other.headers,
      payload: { position: 1.5 },
    });
    expect(put.statusCode).toBe(200);
    const seen = dataOf<Video>(
      await t.inject({ method: 'GET', url: `/videos/${ready._id}`, headers: other.headers }),
    );
    expect(seen.resumePosition).toBe(1.5);
    const history = dataOf<Page<HistoryEntry>>(
      await t.inject({ method: 'GET', url: '/users/history', headers: other.headers }),
    );
    expect(ownVideos(history.docs).find((e) => e._id === ready._id)?.resumePosition).toBe(1.5);
    const anonymous = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${ready._id}` }));
    expect(anonymous.resumePosition).toBeUndefined();
  });
});
