import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp, type TestUser } from '../helpers/app';
import { waitForVideo } from '../helpers/wait-for-video';
import { buildForm, createMediaFixtures, listFiles, type MediaFixtures } from './fixtures';
import { codecsOf, createPipelineInputs, type PipelineInputs } from './pipeline-fixtures';
import type { Video } from '@kinora/contract';

let t: TestApp;
let fx: MediaFixtures;
let inputs: PipelineInputs;
let owner: TestUser;
const uploaded = new Map<string, Video>();

async function upload(name: string, file: Buffer, fileName: string, type: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/videos',
    headers: owner.headers,
    payload: buildForm(
      { title: name, description: 'Through the pipeline' },
      { videoFile: [file, fileName, type], thumbnail: [fx.png, 'cover.png', 'image/png'] },
    ),
  });
  expect(res.statusCode).toBe(201);
  const video = dataOf<Video>(res);
  expect(video).toMatchObject({ status: 'processing', processing: { stage: 'queued' } });
  uploaded.set(name, video);
}

/** The finished video, its master playlist and the codecs of one segment of each variant. */
async function finished(name: string) {
  const first = uploaded.get(name);
  if (!first) throw new Error(`not uploaded: ${name}`);
  const video = await waitForVideo(t, first._id, owner.headers, 120_000);
  if (!video.streams) return { video, master: '', codecs: [] as string[][] };
  const master = (await t.app.inject({ method: 'GET', url: video.streams.hls })).body;
  const base = video.streams.hls.replace(/master\.m3u8$/, '');
  const codecs: string[][] = [];
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-seg-'));
  for (const variant of master.split('\n').filter((l) => l.endsWith('.m3u8'))) {
    const playlist = (await t.app.inject({ method: 'GET', url: `${base}${variant}` })).body;
    const dir = variant.replace(/index\.m3u8$/, '');
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] ?? '';
    const segment = playlist.split('\n').find((l) => l.endsWith('.m4s')) ?? '';
    const bytes = await Promise.all(
      [init, segment].map(
        async (f) => (await t.app.inject({ method: 'GET', url: `${base}${dir}${f}` })).rawPayload,
      ),
    );
    const file = path.join(scratch, `${codecs.length}.mp4`);
    await fs.writeFile(file, Buffer.concat(bytes));
    codecs.push(await codecsOf(file));
  }
  await fs.rm(scratch, { recursive: true, force: true });
  return { video, master, codecs };
}

beforeAll(async () => {
  [fx, inputs] = await Promise.all([createMediaFixtures(), createPipelineInputs()]);
  t = await createTestApp();
  owner = await t.registerUser();
  await upload('hevc', inputs.hevcMkv, 'clip.mkv', 'video/x-matroska');
  await upload('vp9', inputs.vp9Webm, 'clip.webm', 'video/webm');
  await upload('portrait', inputs.portraitMov, 'phone.mov', 'video/quicktime');
  await upload('silent', inputs.silentMp4, 'silent.mp4', 'video/mp4');
  await upload('truncated', inputs.truncatedMp4, 'broken.mp4', 'video/mp4');
}, 180_000);
afterAll(async () => {
  await t.close();
  await Promise.all([fx.cleanup(), inputs.cleanup()]);
});

describe('the transcode pipeline', () => {
  it('turns a 720p H.265 MKV into a 240…720 H.264/AAC ladder with a progressive MP4 and storyboard', async () => {
    const { video, master, codecs } = await finished('hevc');
    expect(video.status).toBe('ready');
    expect(video.streams?.renditions.map((r) => r.height)).toEqual([240, 360, 480, 720]);
    // High profile (0x64) with the level the encoder chose, read from the rendition itself.
    expect(master).toMatch(
      /RESOLUTION=1280x720,FRAME-RATE=15\.000,CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"/,
    );
    for (const [, peak, average] of master.matchAll(/BANDWIDTH=(\d+),AVERAGE-BANDWIDTH=(\d+)/g)) {
      expect(Number(average)).toBeGreaterThan(0);
      expect(Number(peak)).toBeGreaterThanOrEqual(Number(average));
    }
    for (const found of codecs) expect(found).toEqual(['avc1', 'mp4a']);
    expect(video.videofile).toMatch(/\/progressive\.mp4$/);
    const progressive = await t.app.inject({ method: 'GET', url: video.videofile });
    expect(progressive.headers['content-type']).toBe('video/mp4');
    // faststart: the index comes before the samples.
    expect(progressive.rawPayload.indexOf('moov')).toBeLessThan(
      progressive.rawPayload.indexOf('mdat'),
    );
    const vtt = await t.app.inject({ method: 'GET', url: video.streams?.storyboard ?? '' });
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    expect(vtt.body).toMatch(/storyboard\.jpg#xywh=0,0,160,90/);
  });

  it('transcodes VP9 WebM without upscaling past 360p', async () => {
    const { video, codecs } = await finished('vp9');
    expect(video.status).toBe('ready');
    expect(video.streams?.renditions.map((r) => r.height)).toEqual([240, 360]);
    for (const found of codecs) expect(found).toEqual(['avc1', 'mp4a']);
  });

  it('keeps a rotated phone video portrait, its rungs named by the shorter side', async () => {
    const { video, master } = await finished('portrait');
    expect(video).toMatchObject({ status: 'ready', width: 360, height: 640 });
    expect(video.streams?.renditions.map((r) => r.height)).toEqual([240, 360]);
    expect(master).toMatch(/RESOLUTION=240x426/);
    expect(master).toMatch(/RESOLUTION=360x640/);
  });

  it('makes video-only renditions of a file without audio', async () => {
    const { video, master, codecs } = await finished('silent');
    expect(video.status).toBe('ready');
    expect(video.streams?.renditions.map((r) => r.height)).toEqual([180]);
    expect(master).not.toMatch(/mp4a/);
    for (const found of codecs) expect(found).toEqual(['avc1']);
  });

  it('fails a truncated file with a reason a person can read, leaving no stream files', async () => {
    const { video } = await finished('truncated');
    expect(video.status).toBe('failed');
    expect(video.failureReason).toMatch(/^This video could not be processed: .+/);
    expect(video.streams).toBeUndefined();
    const mediaDir = path.join(t.config.dataDir, 'media');
    const streams = (await listFiles(mediaDir)).filter((f) => f.startsWith('streams/'));
    const readyDirs = [...uploaded.values()].length - 1;
    expect(new Set(streams.map((f) => f.split('/')[1])).size).toBe(readyDirs);
  });
});
