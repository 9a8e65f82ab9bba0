import fs from 'node:fs/promises';
import path from 'node:path';
import { THUMBNAIL_CHOICE_COUNT, THUMBNAIL_WIDTHS } from '@kinora/contract';
import { inputArgs, type Demuxer } from '../ffmpeg-input';
import { runFfmpeg, type RunOptions } from './run-ffmpeg';

/** Where frame `index` is written, relative to the transcode's folder (and its stream folder). */
export const frameFile = (index: number): string => `frames/${index}.jpg`;

/** Frames are never wider than the widest thumbnail size made from them. */
const MAX_FRAME_WIDTH = Math.max(...THUMBNAIL_WIDTHS);

/**
 * When the offered frames are taken: spread over the video (a quarter, half, three quarters in),
 * away from title cards at the start and credits at the end.
 */
export function frameTimes(duration: number, count = THUMBNAIL_CHOICE_COUNT): number[] {
  return Array.from({ length: count }, (_v, i) => (duration * (i + 1)) / (count + 1));
}

/**
 * One frame near `at`: ffmpeg's `thumbnail` filter picks the most representative picture of the
 * next second (not a black or blurred one caught mid-cut), seeking by keyframe first so only
 * that second is decoded.
 */
export function buildFrameArgs(
  input: string,
  demuxer: Demuxer,
  at: number,
  frameRate: number,
  output: string,
): string[] {
  const window = Math.max(2, Math.min(60, Math.round(frameRate)));
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-ss',
    at.toFixed(3),
    ...inputArgs(demuxer, input),
    '-an',
    '-vf',
    `thumbnail=${window},scale='min(${MAX_FRAME_WIDTH},iw)':-2`,
    '-frames:v',
    '1',
    '-update',
    '1',
    '-q:v',
    '3',
    output,
  ];
}

export interface FrameInput {
  ffmpegPath: string;
  input: string;
  demuxer: Demuxer;
  duration: number;
  frameRate: number;
  outDir: string;
  runOptions?: RunOptions;
}

/**
 * Takes the frames offered as thumbnails into `outDir/frames/`; answers the files written, in
 * order. A seek past the last decodable picture (a very short or damaged end) gives no frame,
 * which is left out rather than failing the video.
 */
export async function takeFrames(input: FrameInput): Promise<string[]> {
  await fs.mkdir(path.join(input.outDir, 'frames'), { recursive: true });
  const written: string[] = [];
  for (const [index, at] of frameTimes(input.duration).entries()) {
    const file = frameFile(index);
    const output = path.join(input.outDir, file);
    await runFfmpeg(
      input.ffmpegPath,
      buildFrameArgs(input.input, input.demuxer, at, input.frameRate, output),
      input.runOptions,
    );
    if ((await fs.stat(output).catch(() => null))?.size) written.push(file);
  }
  return written;
}
