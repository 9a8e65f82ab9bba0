import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  SEGMENT_SECONDS,
  buildFfmpegArgs,
  buildProgressiveArgs,
  buildStoryboardArgs,
  type StoryboardPlan,
} from './ffmpeg-command';
import { avcCodecOf, bitRatesOf, masterPlaylist, type Variant } from './hls-master';
import { planLadder, progressiveRung, type Rung } from './ladder';
import {
  closedGroups,
  parseMediaPlaylist,
  regroupSegments,
  renderMediaPlaylist,
  segmentName,
  writeServedSegment,
  type MediaPlaylist,
} from './segment-groups';
import { InputError, runFfmpeg, type RunOptions } from './run-ffmpeg';
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

/** The limits every ffmpeg run of one transcode shares. */
export const runOptionsOf = (
  input: Pick<TranscodeInput, 'signal' | 'timeLimitMs'>,
): RunOptions => ({
  ...(input.signal ? { signal: input.signal } : {}),
  ...(input.timeLimitMs !== undefined ? { timeLimitMs: input.timeLimitMs } : {}),
});

const playlistOf = (outDir: string, rung: Rung) =>
  path.join(outDir, `v${rung.height}`, 'index.m3u8');

/**
 * One ffmpeg run making `rungs` (one decode split into their encoders), each then renamed after
 * its rung, regrouped, and described as the master playlist announces it.
 */
async function encodeRungs(input: TranscodeInput, rungs: Rung[]): Promise<Variant[]> {
  const { ffmpegPath, outDir, probe } = input;
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
      ...runOptionsOf(input),
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
    variants.push(await describeRung(dir, rung, probe));
  }
  return variants;
}

/** A rung's folder (its served playlist and segments) as the master playlist announces it. */
async function describeRung(
  dir: string,
  rung: Rung,
  probe: TranscodeInput['probe'],
): Promise<Variant> {
  const playlist = await fs.readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
  const codecs = init ? avcCodecOf(await fs.readFile(path.join(dir, init))) : null;
  const rates = await bitRatesOf(dir, playlist);
  return {
    uri: `v${rung.height}/index.m3u8`,
    bandwidth: rates.peak,
    averageBandwidth: rates.average,
    width: rung.frameWidth,
    height: rung.frameHeight,
    // High profile, level 4.0: what the encoder was held to if the box could not be read.
    codecs: codecs ?? 'avc1.640028',
    frameRate: probe.frameRate,
  };
}

/** The progressive file: one rendition's segments remuxed, not another encode. */
async function makeProgressive(input: TranscodeInput, source: Rung): Promise<void> {
  const progressive = path.join(input.outDir, 'progressive.mp4');
  const args = buildProgressiveArgs(playlistOf(input.outDir, source), progressive);
  await runFfmpeg(input.ffmpegPath, args, runOptionsOf(input));
}

/** The storyboard sprite and its track, from the lowest rendition; false when there is none. */
async function makeStoryboard(input: TranscodeInput, lowest: Rung): Promise<boolean> {
  const { outDir, probe } = input;
  const storyboard = planStoryboard(probe);
  if (!storyboard) return false;
  const storyboardJpg = path.join(outDir, 'storyboard.jpg');
  const args = buildStoryboardArgs(playlistOf(outDir, lowest), storyboardJpg, storyboard);
  await runFfmpeg(input.ffmpegPath, args, runOptionsOf(input));
  if (!(await fs.stat(storyboardJpg).catch(() => null))) return false;
  await fs.writeFile(
    path.join(outDir, 'storyboard.vtt'),
    storyboardVtt(storyboard, probe.duration, 'storyboard.jpg'),
  );
  return true;
}

const renditionsOf = (rungs: Rung[], variants: Variant[]): StoredRendition[] =>
  rungs.map((rung, i) => ({
    height: rung.height,
    width: rung.frameWidth,
    bandwidth: variants[i]?.bandwidth ?? rung.maxrateKbps * 1000,
  }));

/** The ladder of the video `probe` describes (the rungs a transcode of it makes). */
export const ladderOf = (probe: TranscodeInput['probe']): Rung[] =>
  planLadder(probe.width, probe.height);

/**
 * Makes the HLS ladder, the progressive MP4 and the storyboard of one video in `outDir`. Nothing
 * is stored here: the caller moves the finished folder into storage in one step.
 */
export async function transcodeVideo(input: TranscodeInput): Promise<TranscodeOutput> {
  const rungs = ladderOf(input.probe);
  const lowest = rungs[0];
  // The progressive file is one rendition's segments remuxed, not another encode.
  const source = rungs[progressiveRung(rungs)];
  if (!lowest || !source) throw new Error('The ladder is empty.');
  const variants = await encodeRungs(input, rungs);
  await fs.writeFile(
    path.join(input.outDir, 'master.m3u8'),
    masterPlaylist(variants, input.probe.hasAudio),
  );
  await makeProgressive(input, source);
  const hasStoryboard = await makeStoryboard(input, lowest);
  return {
    renditions: renditionsOf(rungs, variants),
    hasStoryboard,
    files: await listFiles(input.outDir),
  };
}

/** What a rung being made has added, for the caller to store and publish. */
export interface RungGrowth {
  /**
   * Files new or rewritten since the last growth, relative to `outDir`, in the order to store
   * them: the master playlist and the init segment the first time, the new segments, then the
   * rung's playlist naming them.
   */
  files: string[];
  /** Seconds of video the rung's playlist names so far. */
  seconds: number;
  /** The rung as the row records it, its bandwidth the peak the encoder is held to. */
  renditions: StoredRendition[];
}

/** How often the playlist of a rung being made is read for new pieces. */
const GROWTH_POLL_MS = 500;

const INIT_SEGMENT = /#EXT-X-MAP:URI="([^"]+)"/;

/**
 * Follows the playlist ffmpeg rewrites in `rawDir` after each piece, writing the served rung
 * (the same segments `regroupSegments` would make) into `rungDir` as its pieces complete. Each
 * call answers what it added, null when nothing; `finished` (ffmpeg has exited) flushes the last,
 * shorter segment and ends the playlist.
 */
function followRung(
  input: TranscodeInput,
  rung: Rung,
  rawDir: string,
  rungDir: string,
): (finished: boolean) => Promise<RungGrowth | null> {
  const prefix = `v${rung.height}/`;
  let written = 0;
  return async (finished) => {
    const text = await fs.readFile(path.join(rawDir, 'index.m3u8'), 'utf8').catch(() => null);
    // ffmpeg writes the playlist once its first piece is complete.
    if (text === null) return null;
    const playlist = parseMediaPlaylist(text);
    const { closed, open } = closedGroups(playlist.entries);
    const groups = finished && open.length > 0 ? [...closed, open] : closed;
    if (groups.length === written && !finished) return null;
    const files: string[] = [];
    const init = INIT_SEGMENT.exec(text)?.[1];
    if (written === 0 && init) {
      await fs.copyFile(path.join(rawDir, init), path.join(rungDir, init));
      files.push(`${prefix}${init}`);
    }
    for (let index = written; index < groups.length; index += 1) {
      const group = groups[index] ?? [];
      await writeServedSegment(rawDir, group, path.join(rungDir, segmentName(index)));
      files.push(`${prefix}${segmentName(index)}`);
    }
    const isFirst = written === 0;
    written = groups.length;
    // Players start a playlist without an end at its live edge unless told otherwise.
    const served: MediaPlaylist = {
      header: [...playlist.header, '#EXT-X-START:TIME-OFFSET=0'],
      entries: playlist.entries,
      trailer: finished ? playlist.trailer : [],
    };
    await fs.writeFile(
      path.join(rungDir, 'index.m3u8'),
      renderMediaPlaylist(served, groups, SEGMENT_SECONDS),
    );
    files.push(`${prefix}index.m3u8`);
    if (isFirst) {
      const variant = await describeRung(rungDir, rung, input.probe);
      await fs.writeFile(
        path.join(input.outDir, 'master.m3u8'),
        masterPlaylist([variant], input.probe.hasAudio),
      );
      files.unshift('master.m3u8');
    }
    const seconds = groups.flat().reduce((sum, entry) => sum + entry.seconds, 0);
    return { files, seconds, renditions: renditionsOf([rung], []) };
  };
}

/**
 * What makes a video watchable soonest: its lowest rung alone, a master playlist naming only it,
 * and the storyboard (made from that rung anyway). The rung is handed to `onGrowth` as it is
 * made (awaited, so its segments are stored in order), so a viewer can start at the beginning
 * while the end is still being encoded; the answer is the finished rung, its playlist ended and
 * the master rewritten with the rates it measured. The other rungs follow with
 * `transcodeHigherRungs`, which also makes the progressive MP4.
 */
export async function transcodeLowestRung(
  input: TranscodeInput,
  onGrowth: (growth: RungGrowth) => Promise<void> = () => Promise.resolve(),
): Promise<TranscodeOutput> {
  const lowest = ladderOf(input.probe)[0];
  if (!lowest) throw new Error('The ladder is empty.');
  const { ffmpegPath, outDir, probe } = input;
  const rawDir = path.join(outDir, 'v0');
  const rungDir = path.join(outDir, `v${lowest.height}`);
  await fs.mkdir(rungDir, { recursive: true });
  const grow = followRung(input, lowest, rawDir, rungDir);
  // Storing a growth can fail while ffmpeg runs on: it is stopped then.
  const stopped = new AbortController();
  const signal = input.signal ? AbortSignal.any([input.signal, stopped.signal]) : stopped.signal;
  const args = buildFfmpegArgs({
    input: input.input,
    demuxer: input.container.demuxer,
    outDir,
    rungs: [lowest],
    hasAudio: probe.hasAudio,
    frameRate: probe.frameRate,
    playlistType: 'event',
  });
  const run = runFfmpeg(ffmpegPath, args, {
    ...runOptionsOf({ ...input, signal }),
    onProgress: (seconds) =>
      input.onProgress?.(probe.duration > 0 ? Math.min(1, seconds / probe.duration) : 0),
  });
  let running = true;
  const exited = run.then(
    () => (running = false),
    () => (running = false),
  );
  try {
    while (running) {
      await Promise.race([exited, delay(GROWTH_POLL_MS)]);
      if (!running) break;
      const growth = await grow(false);
      if (growth) await onGrowth(growth);
    }
  } catch (error) {
    stopped.abort();
    await exited;
    throw error;
  }
  await run;
  const last = await grow(true);
  if (!last) throw new InputError('the file has no video to show');
  await fs.rm(rawDir, { recursive: true, force: true });
  const variant = await describeRung(rungDir, lowest, probe);
  await fs.writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist([variant], probe.hasAudio));
  const hasStoryboard = await makeStoryboard(input, lowest);
  return {
    renditions: renditionsOf([lowest], [variant]),
    hasStoryboard,
    files: await listFiles(outDir),
  };
}

/** The rungs above the lowest, made and described; the caller adds them to the master. */
export interface HigherRungsOutput {
  /** The rungs made, in ladder order. */
  renditions: StoredRendition[];
  variants: Variant[];
  /** Every file written (their folders and `progressive.mp4`), relative to `outDir`. */
  files: string[];
}

/**
 * `rungs` (the ladder above its lowest rung) in one ffmpeg run, decoding the source once for all
 * of them as `transcodeVideo` does, then the progressive MP4 from the rung it is made of (always
 * one of these: a ladder of several rungs has a 360p one).
 */
export async function transcodeHigherRungs(
  input: TranscodeInput,
  rungs: Rung[],
): Promise<HigherRungsOutput> {
  const ladder = ladderOf(input.probe);
  const source = ladder[progressiveRung(ladder)];
  if (!source || !rungs.some((r) => r.height === source.height))
    throw new Error('The progressive rung is not among the rungs to make.');
  const variants = await encodeRungs(input, rungs);
  await makeProgressive(input, source);
  return {
    renditions: renditionsOf(rungs, variants),
    variants,
    files: await listFiles(input.outDir),
  };
}
