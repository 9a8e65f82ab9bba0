import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs the system ffmpeg quietly, overwriting its output. */
export async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 120_000 });
}

/** Quick H.264 in the pixel format every browser decodes: the plain input of most tests. */
export const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
/** The index (moov) before the samples, as a file meant for streaming has it. */
export const FASTSTART = ['-movflags', '+faststart'];

/** A picture made by ffmpeg (lavfi), so the tests need no binary fixtures. */
export interface TestPattern {
  /** `testsrc2` (the default) has colour and motion everywhere; `testsrc` is plainer. */
  source?: 'testsrc' | 'testsrc2';
  /** `WIDTHxHEIGHT`, e.g. `320x180`. */
  size: string;
  seconds: number;
  /** Frames per second. */
  rate: number;
  /** A sine tone as long as the picture, as a second input. */
  tone?: boolean;
}

/**
 * `pattern` encoded into `file`: H.264, with AAC for the tone, unless `output` gives the
 * encoders (and any other output options).
 */
export async function writeTestVideo(
  file: string,
  { source = 'testsrc2', size, seconds, rate, tone = false }: TestPattern,
  output: string[] = [...H264, ...(tone ? ['-c:a', 'aac'] : [])],
): Promise<void> {
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `${source}=duration=${seconds}:size=${size}:rate=${rate}`],
    ...(tone ? ['-f', 'lavfi', '-i', `sine=duration=${seconds}`] : []),
    ...output,
    file,
  ]);
}
