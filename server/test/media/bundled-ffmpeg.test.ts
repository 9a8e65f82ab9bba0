import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeVideo } from '../../src/media/transcode/transcode-video';
import { MATROSKA_CONTAINER } from '../../src/media/formats';
import { createPipelineInputs, type PipelineInputs } from './pipeline-fixtures';

/**
 * `npm start` on a machine with nothing but Node transcodes with the ffmpeg an npm package ships:
 * an older build than any distribution's, so the very same pipeline is run with it here.
 */
let bundledFfmpeg: string;
let inputs: PipelineInputs;
let outDir: string;

beforeAll(async () => {
  bundledFfmpeg = (await import('@ffmpeg-installer/ffmpeg')).default.path;
  inputs = await createPipelineInputs();
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-bundled-'));
});
afterAll(async () => {
  await fs.rm(outDir, { recursive: true, force: true });
  await inputs.cleanup();
});

describe('the pipeline with the registry-shipped ffmpeg', () => {
  it('writes the ladder, its master playlist, the progressive MP4 and the storyboard', async () => {
    const input = path.join(inputs.dir, 'bundled-input.webm');
    await fs.writeFile(input, inputs.vp9Webm);
    const result = await transcodeVideo({
      ffmpegPath: bundledFfmpeg,
      input,
      container: MATROSKA_CONTAINER,
      outDir,
      probe: { duration: 2, width: 640, height: 360, hasAudio: true, frameRate: 15 },
    });
    expect(result.renditions.map((r) => [r.height, r.width])).toEqual([
      [240, 426],
      [360, 640],
    ]);
    const master = await fs.readFile(path.join(outDir, 'master.m3u8'), 'utf8');
    expect(master.split('\n').filter((l) => l.endsWith('.m3u8'))).toEqual([
      'v240/index.m3u8',
      'v360/index.m3u8',
    ]);
    expect(master).toMatch(
      /RESOLUTION=640x360,FRAME-RATE=15\.000,CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"/,
    );
    expect(result.hasStoryboard).toBe(true);
    expect(result.files).toEqual(
      expect.arrayContaining(['progressive.mp4', 'storyboard.vtt', 'v360/index.m3u8']),
    );
  });
});
