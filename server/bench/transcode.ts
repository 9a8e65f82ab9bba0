/**
 * Transcode benchmark: a 60 s 1080p30 source through Kinora's pipeline (one ffmpeg: one decode
 * split into every rung's encoder, plus the storyboard and the progressive MP4 remux) beside the
 * same ladder made the way most self-hosted platforms make it: one ffmpeg per rendition, each
 * decoding the source again, same encoder settings. Both in the same run, in turn.
 *
 *   pnpm --filter @kinora/server bench:transcode            (both, ROUNDS=2 rounds by default)
 *   pnpm --filter @kinora/server bench:transcode ladder     (only Kinora's pipeline, one run)
 *   pnpm --filter @kinora/server bench:transcode per-rendition
 *
 * Wall time is taken around the whole job; peak RSS is the largest resident set the ffmpeg
 * processes reached together (sampled every 250 ms from /proc, which costs this process little), the worker process's own Node
 * heap aside: it only waits on ffmpeg.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  commonEncoderArgs,
  rungEncoderArgs,
  SEGMENT_SECONDS,
} from '../src/media/transcode/ffmpeg-command';
import { planLadder, type Rung } from '../src/media/transcode/ladder';
import { runFfmpeg } from '../src/media/transcode/run-ffmpeg';
import { transcodeVideo } from '../src/media/transcode/transcode-video';
import { probeVideo } from '../src/media/probe-video';
import { MOV_CONTAINER } from '../src/media/formats';
import { inputArgs } from '../src/media/ffmpeg-input';
import { resolveFfmpeg, resolveFfprobe } from '../src/media/resolve-ffprobe';

const run = promisify(execFile);
const SOURCE_SECONDS = 60;
const ROUNDS = Number(process.env.ROUNDS ?? 2);

/** Resident set of every live child of this process together, in MiB. */
async function childrenRss(): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await fs.readFile(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

async function measure(job: () => Promise<void>): Promise<{ seconds: number; peakMiB: number }> {
  let peak = 0;
  let sampling = false;
  const timer = setInterval(() => {
    if (sampling) return;
    sampling = true;
    void childrenRss()
      .then((rss) => (peak = Math.max(peak, rss)))
      .finally(() => (sampling = false));
  }, 250);
  const started = performance.now();
  try {
    await job();
  } finally {
    clearInterval(timer);
  }
  return { seconds: (performance.now() - started) / 1000, peakMiB: peak };
}

/**
 * A camera-like source: a moving test pattern with fine temporal noise (which costs the encoder
 * what sensor noise does), stereo tone, encoded once at a phone's rate and kept between runs.
 */
async function makeSource(ffmpegPath: string, dir: string): Promise<string> {
  const file = path.join(dir, `source-1080p30-${SOURCE_SECONDS}s.mp4`);
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
      `testsrc2=size=1920x1080:rate=30:duration=${SOURCE_SECONDS},noise=alls=10:allf=t`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:sample_rate=48000:duration=${SOURCE_SECONDS}`,
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

/** One rung alone, with the very settings the pipeline gives it inside its filter graph. */
function perRenditionArgs(source: string, outDir: string, rung: Rung, frameRate: number): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    ...inputArgs(MOV_CONTAINER.demuxer, source),
    '-vf',
    `scale=${rung.frameWidth}:${rung.frameHeight},setsar=1`,
    ...rungEncoderArgs(rung, ':v'),
    ...commonEncoderArgs(frameRate, true),
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    `${outDir}/seg_%05d.m4s`,
    `${outDir}/index.m3u8`,
  ];
}

type Mode = 'ladder' | 'per-rendition';

async function runMode(mode: Mode, ffmpegPath: string, source: string, work: string) {
  const probe = await probeVideo(
    await resolveFfprobe(process.env.FFPROBE_PATH ?? 'ffprobe'),
    source,
    MOV_CONTAINER,
  );
  const outDir = await fs.mkdtemp(path.join(work, `${mode}-`));
  try {
    const result = await measure(async () => {
      if (mode === 'ladder') {
        await transcodeVideo({
          ffmpegPath,
          input: source,
          container: MOV_CONTAINER,
          outDir,
          probe,
        });
        return;
      }
      // Sequentially, as a queue with one transcoding slot runs a job per resolution.
      for (const rung of planLadder(probe.width, probe.height)) {
        const dir = path.join(outDir, `v${rung.height}`);
        await fs.mkdir(dir, { recursive: true });
        await runFfmpeg(ffmpegPath, perRenditionArgs(source, dir, rung, probe.frameRate));
      }
    });
    return { ...result, realtime: probe.duration / result.seconds };
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.argv[2] as Mode | undefined;
  if (only && only !== 'ladder' && only !== 'per-rendition')
    throw new Error('usage: transcode.ts [ladder|per-rendition]');
  const ffmpegPath = await resolveFfmpeg(process.env.FFMPEG_PATH ?? 'ffmpeg');
  const work = path.join(os.tmpdir(), 'kinora-bench-transcode');
  await fs.mkdir(work, { recursive: true });
  const source = await makeSource(ffmpegPath, work);
  const ladder = planLadder(1920, 1080)
    .map((r) => `${r.height}p`)
    .join(', ');
  console.log(`source: ${source} (60 s, 1920x1080, 30 fps); ladder: ${ladder}`);
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  const modes: Mode[] = only ? [only] : ['ladder', 'per-rendition'];
  const rounds = only ? 1 : ROUNDS;
  for (let round = 1; round <= rounds; round += 1) {
    for (const mode of modes) {
      const { seconds, peakMiB, realtime } = await runMode(mode, ffmpegPath, source, work);
      console.log(
        `round ${round} ${mode.padEnd(13)} ${seconds.toFixed(1)} s wall, ` +
          `${realtime.toFixed(2)}x realtime, peak ffmpeg RSS ${peakMiB.toFixed(0)} MiB`,
      );
    }
  }
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

await main();
