/**
 * Transcode benchmark: a 60 s 1080p30 source through Kinora's pipeline (one ffmpeg: one decode
 * split into every rung's encoder, plus the storyboard and the progressive MP4 remux) beside the
 * same ladder made the way most self-hosted platforms make it: one ffmpeg per rendition, each
 * decoding the source again, same encoder settings. All in the same run, in turn. The ladder's
 * line also says when the first seconds of every rung were written (when the worker would make
 * the video ready).
 *
 *   pnpm --filter @kinora/server bench:transcode            (both, ROUNDS=2 rounds by default)
 *   pnpm --filter @kinora/server bench:transcode ladder     (only Kinora's one-run ladder, once)
 *   pnpm --filter @kinora/server bench:transcode per-rendition
 *   SOURCE_SECONDS=120 pnpm --filter @kinora/server bench:transcode   (a longer source)
 *
 * Wall time is taken around the whole job; peak RSS is the largest resident set the ffmpeg
 * processes reached together (sampled every 250 ms from /proc, which costs this process little),
 * the worker process's own Node heap aside: it only waits on ffmpeg.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  commonEncoderArgs,
  rungEncoderArgs,
  SEGMENT_SECONDS,
} from '../src/media/transcode/ffmpeg-command';
import { planLadder, type Rung } from '../src/media/transcode/ladder';
import { runFfmpeg } from '../src/media/transcode/run-ffmpeg';
import { PLAYABLE_SECONDS } from '../src/media/transcode/playable-lead';
import { transcodeVideo } from '../src/media/transcode/transcode-video';
import { probeVideo } from '../src/media/probe-video';
import { MOV_CONTAINER } from '../src/media/formats';
import { inputArgs } from '../src/media/ffmpeg-input';
import { resolveFfmpeg, resolveFfprobe } from '../src/media/resolve-ffprobe';
import { makeSource } from './transcode-source';

const SOURCE_SECONDS = Number(process.env.SOURCE_SECONDS ?? 60);
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
const MODES: Mode[] = ['ladder', 'per-rendition'];

async function runMode(mode: Mode, ffmpegPath: string, source: string, work: string) {
  const probe = await probeVideo(
    await resolveFfprobe(process.env.FFPROBE_PATH ?? 'ffprobe'),
    source,
    MOV_CONTAINER,
  );
  const outDir = await fs.mkdtemp(path.join(work, `${mode}-`));
  // Set inside the measured job: when every rung had its first seconds written.
  const playable: { seconds: number | null } = { seconds: null };
  try {
    const result = await measure(async () => {
      const input = { ffmpegPath, input: source, container: MOV_CONTAINER, outDir, probe };
      if (mode === 'ladder') {
        const started = performance.now();
        await transcodeVideo(input, (growth) => {
          if (playable.seconds === null && growth.playable && growth.seconds >= PLAYABLE_SECONDS)
            playable.seconds = (performance.now() - started) / 1000;
          return Promise.resolve();
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
    return {
      ...result,
      realtime: probe.duration / result.seconds,
      playableSeconds: playable.seconds,
    };
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = MODES.find((m) => m === process.argv[2]);
  if (process.argv[2] && !only) throw new Error(`usage: transcode.ts [${MODES.join('|')}]`);
  const ffmpegPath = await resolveFfmpeg(process.env.FFMPEG_PATH ?? 'ffmpeg');
  const work = path.join(os.tmpdir(), 'kinora-bench-transcode');
  await fs.mkdir(work, { recursive: true });
  const source = await makeSource(ffmpegPath, work, SOURCE_SECONDS);
  const ladder = planLadder(1920, 1080)
    .map((r) => `${r.height}p`)
    .join(', ');
  console.log(`source: ${source} (${SOURCE_SECONDS} s, 1920x1080, 30 fps); ladder: ${ladder}`);
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  const modes: Mode[] = only ? [only] : MODES;
  const rounds = only ? 1 : ROUNDS;
  for (let round = 1; round <= rounds; round += 1) {
    for (const mode of modes) {
      const { seconds, peakMiB, realtime, playableSeconds } = await runMode(
        mode,
        ffmpegPath,
        source,
        work,
      );
      const playableNote =
        playableSeconds === null
          ? ''
          : ` (first ${PLAYABLE_SECONDS} s of every rung written at ${playableSeconds.toFixed(1)} s)`;
      console.log(
        `round ${round} ${mode.padEnd(13)} ${seconds.toFixed(1)} s wall, ` +
          `${realtime.toFixed(2)}x realtime, peak ffmpeg RSS ${peakMiB.toFixed(0)} MiB${playableNote}`,
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
