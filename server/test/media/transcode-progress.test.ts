import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcodeVideo } from '../../src/media/transcode/transcode-video';
import { MOV_CONTAINER } from '../../src/media/formats';
import { createClip } from './pipeline-fixtures';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-progress-'));
  // Long enough that the encode outlasts ffmpeg's half-second progress reports.
  await fs.writeFile(path.join(dir, 'clip.mp4'), await createClip(12, '1280x720'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('transcode progress', () => {
  it('is reported while the ladder is encoded, not only when it is done', async () => {
    const seen: number[] = [];
    const result = await transcodeVideo({
      ffmpegPath: 'ffmpeg',
      input: path.join(dir, 'clip.mp4'),
      container: MOV_CONTAINER,
      outDir: path.join(dir, 'out'),
      probe: { duration: 12, width: 1280, height: 720, hasAudio: true, frameRate: 15 },
      onProgress: (fraction) => seen.push(fraction),
    });
    expect(result.hasStoryboard).toBe(true);
    expect(seen.some((f) => f > 0 && f < 1)).toBe(true);
    // Never backwards: the studio's bar only moves forward.
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});
