import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Quick H.264 in the pixel format every browser decodes: the plain inputs of these tests. */
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

/** Inputs of the media pipeline tests, made with ffmpeg on the spot (a few seconds, small). */
export interface PipelineInputs {
  dir: string;
  hevcMkv: Buffer;
  vp9Webm: Buffer;
  portraitMov: Buffer;
  silentMp4: Buffer;
  truncatedMp4: Buffer;
  /** A 4 s 320x180 H.264 MP4 with audio. */
  clip: Buffer;
  cleanup: () => Promise<void>;
}

async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 120_000 });
}

const picture = (size: string, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=duration=${seconds}:size=${size}:rate=15`,
];
const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=duration=${seconds}`];

export async function createPipelineInputs(): Promise<PipelineInputs> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-pipeline-'));
  const out = (name: string) => path.join(dir, name);
  await ffmpeg([
    ...picture('1280x720', 2),
    ...tone(2),
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=error',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    out('hevc.mkv'),
  ]);
  await ffmpeg([
    ...picture('640x360', 2),
    ...tone(2),
    '-c:v',
    'libvpx-vp9',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-c:a',
    'libopus',
    out('vp9.webm'),
  ]);
  // Stored landscape, displayed portrait: the phone's rotation lives in the metadata (this ffmpeg
  // turns the tag into a display matrix only when copying the stream).
  await ffmpeg([
    ...picture('640x360', 2),
    ...tone(2),
    ...H264,
    '-c:a',
    'aac',
    out('landscape.mov'),
  ]);
  await ffmpeg([
    '-i',
    out('landscape.mov'),
    '-c',
    'copy',
    '-metadata:s:v:0',
    'rotate=90',
    out('portrait.mov'),
  ]);
  await ffmpeg([...picture('320x180', 2), ...H264, out('silent.mp4')]);
  await ffmpeg([
    ...picture('320x180', 4),
    ...tone(4),
    ...H264,
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    out('clip.mp4'),
  ]);
  await ffmpeg([
    '-i',
    out('clip.mp4'),
    '-t',
    '2',
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    out('short.mp4'),
  ]);
  const clip = await fs.readFile(out('clip.mp4'));
  const short = await fs.readFile(out('short.mp4'));
  return {
    dir,
    hevcMkv: await fs.readFile(out('hevc.mkv')),
    vp9Webm: await fs.readFile(out('vp9.webm')),
    portraitMov: await fs.readFile(out('portrait.mov')),
    silentMp4: await fs.readFile(out('silent.mp4')),
    // The index survives (faststart), half the samples do not.
    truncatedMp4: short.subarray(0, Math.floor(short.length / 2)),
    clip,
    cleanup: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** Codec names of a stored file's streams, by ffprobe. */
export async function codecsOf(file: string): Promise<string[]> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_tag_string',
    '-of',
    'csv=p=0',
    file,
  ]);
  return stdout.split('\n').filter(Boolean).sort();
}

/**
 * One faststart H.264/AAC MP4 of `seconds` at `size` (e.g. `320x180`): for tests that need a
 * longer run, or (cut short) a file that probes but does not transcode.
 */
export async function createClip(seconds: number, size: string): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-clip-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await ffmpeg([
      ...picture(size, seconds),
      ...tone(seconds),
      ...H264,
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      file,
    ]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
