import fs from 'node:fs/promises';
import path from 'node:path';
import { buildFfmpegArgs, type StoryboardPlan } from './ffmpeg-command';
import { planLadder, progressiveRung, type Rung } from './ladder';
import { runFfmpeg } from './run-ffmpeg';
import { storyboardVtt } from './storyboard';
import type { StoredRendition } from '../../db/core-tables';
import type { VideoProbe } from '../probe-video';

export interface TranscodeInput {
  ffmpegPath: string;
  input: string;
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

/** BANDWIDTH of each variant, in master playlist order. */
function bandwidthsOf(master: string): number[] {
  return [...master.matchAll(/BANDWIDTH=(\d+)/g)].map((m) => Number(m[1]));
}

/** Players pick renditions by CODECS before loading them; ffmpeg writes it, this makes sure. */
function withCodecs(master: string, hasAudio: boolean): string {
  const codecs = hasAudio ? 'avc1.640028,mp4a.40.2' : 'avc1.640028';
  return master.replace(/^#EXT-X-STREAM-INF:(.*)$/gm, (line, attrs: string) =>
    attrs.includes('CODECS=') ? line : `#EXT-X-STREAM-INF:${attrs},CODECS="${codecs}"`,
  );
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
  const rungs: Rung[] = planLadder(probe.width, probe.height);
  const storyboard = planStoryboard(probe);
  await fs.mkdir(outDir, { recursive: true });
  await runFfmpeg(
    ffmpegPath,
    buildFfmpegArgs({
      input: input.input,
      outDir,
      rungs,
      hasAudio: probe.hasAudio,
      frameRate: probe.frameRate,
      storyboard,
    }),
    {
      ...(input.signal ? { signal: input.signal } : {}),
      onProgress: (seconds) =>
        input.onProgress?.(probe.duration > 0 ? Math.min(1, seconds / probe.duration) : 0),
    },
  );

  const masterPath = path.join(outDir, 'master.m3u8');
  const master = withCodecs(await fs.readFile(masterPath, 'utf8'), probe.hasAudio);
  await fs.writeFile(masterPath, master);
  const bandwidths = bandwidthsOf(master);

  // The progressive file is one rendition's segments remuxed, not another encode.
  const source = rungs[progressiveRung(rungs)];
  if (!source) throw new Error('The ladder is empty.');
  await runFfmpeg(
    ffmpegPath,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-i',
      path.join(outDir, `v${source.height}`, 'index.m3u8'),
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      path.join(outDir, 'progressive.mp4'),
    ],
    input.signal ? { signal: input.signal } : {},
  );

  const hasStoryboard =
    storyboard !== null &&
    (await fs.stat(path.join(outDir, 'storyboard.jpg')).catch(() => null)) !== null;
  if (storyboard && hasStoryboard)
    await fs.writeFile(
      path.join(outDir, 'storyboard.vtt'),
      storyboardVtt(storyboard, probe.duration, 'storyboard.jpg'),
    );

  return {
    renditions: rungs.map((rung, i) => ({
      height: rung.height,
      width: rung.frameWidth,
      bandwidth: bandwidths[i] ?? rung.maxrateKbps * 1000,
    })),
    hasStoryboard,
    files: await listFiles(outDir),
  };
}
