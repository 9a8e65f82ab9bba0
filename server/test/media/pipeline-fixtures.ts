import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FASTSTART, H264, ffmpeg, writeTestVideo } from './test-video';

const run = promisify(execFile);

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

/** The pipeline tests' picture: 15 frames per second of `testsrc2`. */
const pattern = (size: string, seconds: number, tone = true) => ({ size, seconds, rate: 15, tone });
/** H.264/AAC with the index first, as a file meant for streaming is. */
const STREAMABLE = [...H264, '-c:a', 'aac', ...FASTSTART];

export async function createPipelineInputs(): Promise<PipelineInputs> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-pipeline-'));
  const out = (name: string) => path.join(dir, name);
  await writeTestVideo(out('hevc.mkv'), pattern('1280x720', 2), [
    ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  ]);
  await writeTestVideo(out('vp9.webm'), pattern('640x360', 2), [
    ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-c:a', 'libopus'],
  ]);
  // Stored landscape, displayed portrait: the phone's rotation lives in the metadata (this ffmpeg
  // turns the tag into a display matrix only when copying the stream).
  await writeTestVideo(out('landscape.mov'), pattern('640x360', 2));
  await ffmpeg([
    '-i',
    out('landscape.mov'),
    '-c',
    'copy',
    '-metadata:s:v:0',
    'rotate=90',
    out('portrait.mov'),
  ]);
  await writeTestVideo(out('silent.mp4'), pattern('320x180', 2, false));
  await writeTestVideo(out('clip.mp4'), pattern('320x180', 4), STREAMABLE);
  await ffmpeg(['-i', out('clip.mp4'), '-t', '2', '-c', 'copy', ...FASTSTART, out('short.mp4')]);
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
    await writeTestVideo(file, pattern(size, seconds), STREAMABLE);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
