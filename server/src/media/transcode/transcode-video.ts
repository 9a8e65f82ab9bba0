import fs from 'node:fs/promises';
import path from 'node:path';
import {
  buildFfmpegArgs,
  buildProgressiveArgs,
  buildStoryboardArgs,
  type StoryboardPlan,
} from './ffmpeg-command';
import { avcCodecOf, bitRatesOf, masterPlaylist, type Variant } from './hls-master';
import { planLadder, progressiveRung, type Rung } from './ladder';
import { regroupSegments } from './segment-groups';
import { runFfmpeg } from './run-ffmpeg';
import { storyboardVtt } from './storyboard';
import type { StoredRendition } from '../../db/core-tables';
import type { VideoContainer } from '../formats';
import type { VideoProbe } from '../probe-video';

export interface TranscodeInput {
  ffmpegPath: string;
  input: string;
  /** The container the upload was sniffed as: ffmpeg reads it as that and nothing else. */
  container: VideoContainer;
  /** The longest each ffmpeg run may take (see `transcodeTimeLimitMs`); none when unset. */
  timeLimitMs?: number;
  /** An empty folder of this attempt; the caller removes it. */
  outDir: string;
  probe: Pick<VideoProbe, 'duration' | 'width' | 'height' | 'hasAudio' | 'frameRate'>;
  /** 0..1 of the encode done. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface TranscodeOutput {
  renditions: StoredRendition[];
  hasStoryboard: boolean;
  /** Every file written, relative to `outDir` with `/` separators. */
  files: string[];
}

const TILE_SIZE = 160;
const MAX_TILES = 100;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

function planStoryboard(probe: TranscodeInput['probe']): StoryboardPlan | null {
  if (probe.duration < 1) return null;
  const interval = Math.max(2, Math.ceil(probe.duration / MAX_TILES));
  const count = Math.max(1, Math.ceil(probe.duration / interval));
  const columns = Math.min(10, count);
  const landscape = probe.width >= probe.height;
  return {
    interval,
    columns,
    rows: Math.ceil(count / columns),
    tileWidth: landscape ? TILE_SIZE : even((TILE_SIZE * probe.width) / probe.height),
    tileHeight: landscape ? even((TILE_SIZE * probe.height) / probe.width) : TILE_SIZE,
  };
}

async function listFiles(root: string, dir = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(root, `${dir}${e.name}/`) : Promise.resolve([`${dir}${e.name}`]),
    ),
  );
  return nested.flat();
}

/**
 * Makes the HLS ladder, the progressive MP4 and the storyboard of one video in `outDir`. Nothing
 * is stored here: the caller moves the finished folder into storage in one step.
 */
export async function transcodeVideo(input: TranscodeInput): Promise<TranscodeOutput> {
  const { ffmpegPath, outDir, probe } = input;
  const runOptions = {
    ...(input.signal ? { signal: input.signal } : {}),
    ...(input.timeLimitMs !== undefined ? { timeLimitMs: input.timeLimitMs } : {}),
  };
  const rungs: Rung[] = planLadder(probe.width, probe.height);
  const storyboard = planStoryboard(probe);
  await fs.mkdir(outDir, { recursive: true });
  await runFfmpeg(
    ffmpegPath,
    buildFfmpegArgs({
      input: input.input,
      demuxer: input.container.demuxer,
      outDir,
      rungs,
      hasAudio: probe.hasAudio,
      frameRate: probe.frameRate,
    }),
    {
      ...runOptions,
      onProgress: (seconds) =>
        input.onProgress?.(probe.duration > 0 ? Math.min(1, seconds / probe.duration) : 0),
    },
  );

  // ffmpeg numbered the folders in ladder order; each is renamed after its rung, then described
  // in the master playlist from what was actually written.
  const variants: Variant[] = [];
  for (const [i, rung] of rungs.entries()) {
    const dir = path.join(outDir, `v${rung.height}`);
    await fs.rename(path.join(outDir, `v${i}`), dir);
    await regroupSegments(dir);
    const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
    const codecs = init ? avcCodecOf(await fs.readFile(path.join(dir, init))) : null;
    const rates = await bitRatesOf(dir, playlist);
    variants.push({
      uri: `v${rung.height}/index.m3u8`,
      bandwidth: rates.peak,
      averageBandwidth: rates.average,
      width: rung.frameWidth,
      height: rung.frameHeight,
      // High profile, level 4.0: what the encoder was held to if the box could not be read.
      codecs: codecs ?? 'avc1.640028',
      frameRate: probe.frameRate,
    });
  }
  await fs.writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(variants, probe.hasAudio));

  const playlistOf = (rung: Rung) => path.join(outDir, `v${rung.height}`, 'index.m3u8');
  const storyboardJpg = path.join(outDir, 'storyboard.jpg');
  // The progressive file is one rendition's segments remuxed, not another encode.
  const source = rungs[progressiveRung(rungs)];
  if (!source) throw new Error('The ladder is empty.');
  const progressive = path.join(outDir, 'progressive.mp4');
  await runFfmpeg(ffmpegPath, buildProgressiveArgs(playlistOf(source), progressive), runOptions);

  const lowest = rungs[0];
  if (storyboard && lowest) {
    const args = buildStoryboardArgs(playlistOf(lowest), storyboardJpg, storyboard);
    await runFfmpeg(ffmpegPath, args, runOptions);
  }
  const hasStoryboard =
    storyboard !== null && (await fs.stat(storyboardJpg).catch(() => null)) !== null;
  if (storyboard && hasStoryboard)
    await fs.writeFile(
      path.join(outDir, 'storyboard.vtt'),
      storyboardVtt(storyboard, probe.duration, 'storyboard.jpg'),
    );

  return {
    renditions: rungs.map((rung, i) => ({
      height: rung.height,
      width: rung.frameWidth,
      bandwidth: variants[i]?.bandwidth ?? rung.maxrateKbps * 1000,
    })),
    hasStoryboard,
    files: await listFiles(outDir),
  };
}
