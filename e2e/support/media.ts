import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestMedia {
  video: string;
  image: string;
}

const CACHE_DIR = path.join(tmpdir(), 'kinora-e2e-media-v1');

/** Writes through a temporary name so a parallel worker never reads a half-written file. */
function generate(target: string, args: string[]): void {
  if (existsSync(target)) return;
  const partial = `${target}.${process.pid}.partial${path.extname(target)}`;
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, partial], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  renameSync(partial, target);
}

/**
 * A tiny real H.264 mp4 (3 s of test pattern, moov atom first so it streams) and a JPEG,
 * made once by ffmpeg and cached between runs.
 */
export function testMedia(): TestMedia {
  mkdirSync(CACHE_DIR, { recursive: true });
  const video = path.join(CACHE_DIR, 'pattern.mp4');
  const image = path.join(CACHE_DIR, 'thumbnail.jpg');
  generate(video, [
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=3:size=320x240:rate=15',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ]);
  generate(image, ['-f', 'lavfi', '-i', 'testsrc=size=320x180', '-frames:v', '1']);
  return { video, image };
}

export interface HevcMedia {
  /** 7 s of 640x360 H.265 video with a 440 Hz AAC tone in Matroska: nothing a browser plays. */
  video: string;
  image: string;
}

/** A source the pipeline has to transcode for real, and a PNG thumbnail; cached like the rest. */
export function hevcMedia(): HevcMedia {
  mkdirSync(CACHE_DIR, { recursive: true });
  const video = path.join(CACHE_DIR, 'pattern-hevc-7s.mkv');
  const image = path.join(CACHE_DIR, 'thumbnail.png');
  // Both lavfi sources are endless: -t 4 ends the output.
  generate(video, [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    // Long enough for a regrouped segment: 1 s first, then 4 s of two movie fragments.
    '-t',
    '7',
    '-c:v',
    'libx265',
    '-preset',
    'ultrafast',
    '-x265-params',
    'log-level=error',
    '-c:a',
    'aac',
  ]);
  generate(image, ['-f', 'lavfi', '-i', 'testsrc2=size=320x180', '-frames:v', '1']);
  return { video, image };
}

/**
 * `seconds` of `width`x`height` H.264 test pattern (no sound), cached like the rest: long enough
 * for the player's 10 s jumps, or upright for a phone video, yet cheap to transcode.
 */
export function patternClip(width: number, height: number, seconds: number): string {
  mkdirSync(CACHE_DIR, { recursive: true });
  const video = path.join(CACHE_DIR, `pattern-${width}x${height}-${seconds}s.mp4`);
  generate(video, [
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${width}x${height}:rate=10`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ]);
  return video;
}
