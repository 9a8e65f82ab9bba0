import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createPipelineInputs, type PipelineInputs } from './pipeline-fixtures';
import type { Video } from '@kinora/contract';

let t: TestApp;
let fx: MediaFixtures;
let inputs: PipelineInputs;
let owner: TestUser;

const get = (url: string) => t.app.inject({ method: 'GET', url });
const edit = (id: string, visibility: Video['visibility']) =>
  t.inject({
    method: 'PATCH',
    url: `/videos/${id}`,
    headers: owner.headers,
    payload: { visibility },
  });

/** A ready video, unlisted, as its owner uploaded it. */
async function unlistedVideo(): Promise<Video> {
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title: 'Unlisted', description: 'Links', visibility: 'unlisted' },
      {
        videoFile: [inputs.clip, 'clip.mp4', 'video/mp4'],
        thumbnail: [fx.png, 'cover.png', 'image/png'],
      },
    ),
  });
  return waitForVideo(t, dataOf<Video>(res)._id, owner.headers);
}

/**
 * Every kind of file an anonymous viewer of the video's page fetches, each by the link the API
 * handed them: the master and a variant playlist, a segment, the progressive MP4, the thumbnail
 * (and one of its sizes), the storyboard and its sprite.
 */
async function anonymousLinks(
  id: string,
): Promise<{ links: Record<string, string>; expiresAt: number }> {
  const video = dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${id}` }));
  const master = video.streams?.hls ?? '';
  const storyboard = video.streams?.storyboard ?? '';
  const folder = master.replace(/master\.m3u8$/, '');
  const variant = (await get(master)).body.split('\n').find((l) => l.endsWith('.m3u8')) ?? '';
  const variantUrl = `${folder}${variant}`;
  const segment = (await get(variantUrl)).body.split('\n').find((l) => l.endsWith('.m4s')) ?? '';
  const sprite = /^(\S+\.jpg)#xywh/m.exec((await get(storyboard)).body)?.[1] ?? '';
  const links = {
    master,
    variant: variantUrl,
    segment: `${variantUrl.replace(/[^/]+$/, '')}${segment}`,
    progressive: video.videofile,
    thumbnail: video.thumbnail,
    thumbnailSize: video.thumbnailSources?.jpeg[0]?.url ?? '',
    storyboard,
    sprite: `${folder}${sprite}`,
  };
  const expiresAt = Date.parse(video.linksExpireAt ?? '');
  expect(expiresAt).toBeGreaterThan(Date.now());
  for (const [kind, url] of Object.entries(links)) {
    expect(url, kind).toMatch(/\/media\/s\/|[?&]sig=/);
    expect((await get(url)).statusCode, `${kind} ${url}`).toBe(200);
  }
  return { links, expiresAt };
}

beforeAll(async () => {
  [fx, inputs] = await Promise.all([createMediaFixtures(), createPipelineInputs()]);
  t = await createTestApp();
  owner = await t.registerUser();
}, 120_000);
afterAll(async () => {
  await t.close();
  await Promise.all([fx.cleanup(), inputs.cleanup()]);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('links handed out for an unlisted video', () => {
  it('are refused once they expire, for every kind of file, and last minutes', async () => {
    const video = await unlistedVideo();
    const { links, expiresAt } = await anonymousLinks(video._id);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    // Only the clock moves (timers stay real): the server reads the time from Date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expiresAt + 1000);
    for (const [kind, url] of Object.entries(links)) {
      expect((await get(url)).statusCode, `${kind} ${url}`).toBe(404);
    }
  });

  it('answer 404 for every kind of file as soon as the owner makes the video private', async () => {
    const video = await unlistedVideo();
    const { links } = await anonymousLinks(video._id);
    expect((await edit(video._id, 'private')).statusCode).toBe(200);
    for (const [kind, url] of Object.entries(links)) {
      expect((await get(url)).statusCode, `${kind} ${url}`).toBe(404);
    }
    // Unlisted again: the old links stay dead; the new answer's links play.
    expect((await edit(video._id, 'unlisted')).statusCode).toBe(200);
    for (const [kind, url] of Object.entries(links)) {
      expect((await get(url)).statusCode, `${kind} ${url}`).toBe(404);
    }
    await anonymousLinks(video._id);
  });

  it('answer 404 for every kind of file as soon as the owner deletes the video', async () => {
    const video = await unlistedVideo();
    const { links } = await anonymousLinks(video._id);
    // The files stay on disk here: the refusal must come from the link, not a missing file.
    const kept = [
      vi.spyOn(t.app.storage, 'delete').mockResolvedValue(undefined),
      vi.spyOn(t.app.storage, 'deletePrefix').mockResolvedValue(undefined),
    ];
    const res = await t.inject({
      method: 'DELETE',
      url: `/videos/${video._id}`,
      headers: owner.headers,
    });
    const prefixesKept = kept[1]?.mock.calls.length ?? 0;
    kept.forEach((spy) => spy.mockRestore());
    expect(res.statusCode).toBe(200);
    expect(prefixesKept).toBeGreaterThan(0);
    for (const [kind, url] of Object.entries(links)) {
      expect((await get(url)).statusCode, `${kind} ${url}`).toBe(404);
    }
  });
});
