import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A camera-like source: a moving test pattern with fine temporal noise (which costs the encoder
 * what sensor noise does), stereo tone, encoded once at a phone's rate and kept between runs.
 */
export async function makeSource(
  ffmpegPath: string,
  dir: string,
  seconds: number,
): Promise<string> {
  const file = path.join(dir, `source-1080p30-${seconds}s.mp4`);
  if (await fs.stat(file).catch(() => null)) return file;
  const partial = `${file}.partial.mp4`;
  await run(
    ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=30:duration=${seconds},noise=alls=10:allf=t`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
      '-ac',
      '2',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      // A phone's 1080p30 rate: the decoder's share of the work is then what it is in real life.
      '-maxrate',
      '16M',
      '-bufsize',
      '32M',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '192k',
      partial,
    ],
    { timeout: 30 * 60_000 },
  );
  await fs.rename(partial, file);
  return file;
}
