import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeVideo } from '../../src/media/transcode/transcode-video';
import { MOV_CONTAINER } from '../../src/media/formats';
import { codecsOf, createClip } from './pipeline-fixtures';

const run = promisify(execFile);

/** Video frames in a file, counted by reading every packet (15 fps clips: 15 a second). */
async function videoFramesOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-count_packets',
    '-show_entries',
    'stream=nb_read_packets',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim());
}

let dir: string;
let input: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-segment-layout-'));
  input = path.join(dir, 'clip.mp4');
  await fs.writeFile(input, await createClip(7, '320x180'));
}, 120_000);
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const ffmpegs = [
  ['the system ffmpeg', () => Promise.resolve('ffmpeg')],
  [
    'the registry-shipped ffmpeg',
    async () => (await import('@ffmpeg-installer/ffmpeg')).default.path,
  ],
] as const;

describe.each(ffmpegs)('segments as served, with %s', (_name, ffmpegPath) => {
  it('starts with a 1 s segment, then 4 s ones that play whole', async () => {
    const outDir = await fs.mkdtemp(path.join(dir, 'out-'));
    await transcodeVideo({
      ffmpegPath: await ffmpegPath(),
      input,
      container: MOV_CONTAINER,
      outDir,
      probe: { duration: 7, width: 320, height: 180, hasAudio: true, frameRate: 15 },
    });
    const rendition = path.join(outDir, 'v180');
    const playlist = await fs.readFile(path.join(rendition, 'index.m3u8'), 'utf8');
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
    expect(durations.map(Math.round)).toEqual([1, 4, 2]);
    expect(playlist).toMatch(/#EXT-X-TARGETDURATION:4\n/);
    expect((await fs.readdir(rendition)).filter((f) => f.endsWith('.m4s')).sort()).toEqual([
      'seg_00000.m4s',
      'seg_00001.m4s',
      'seg_00002.m4s',
    ]);

    // Each segment, behind its init segment, is one playable file of both tracks: the first
    // (all a player waits for before its first frame) 1 s, the regrouped one 4 s.
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1] ?? '';
    const joined = async (segment: string) => {
      const file = path.join(outDir, `joined-${segment}.mp4`);
      const parts = await Promise.all(
        [init, segment].map((f) => fs.readFile(path.join(rendition, f))),
      );
      await fs.writeFile(file, Buffer.concat(parts));
      return file;
    };
    const first = await joined('seg_00000.m4s');
    expect(await codecsOf(first)).toEqual(['avc1', 'mp4a']);
    expect(await videoFramesOf(first)).toBe(15);
    const second = await joined('seg_00001.m4s');
    expect(await codecsOf(second)).toEqual(['avc1', 'mp4a']);
    expect(await videoFramesOf(second)).toBe(4 * 15);
    // The progressive MP4 is remuxed from the regrouped rendition: all of it is there.
    expect(await videoFramesOf(path.join(outDir, 'progressive.mp4'))).toBe(7 * 15);
  });
});
