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

/** What the rungs being made have added, for the caller to store and publish. */
export interface LadderGrowth {
  /**
   * Files new or rewritten since the last growth, relative to `outDir`, in the order to store
   * them: each rung's init segment the first time, its new segments, then its playlist naming
   * them; the master playlist last, once every rung has a segment.
   */
  files: string[];
  /** Seconds of video every rung's playlist names so far (the shortest of them). */
  seconds: number;
  /** The master playlist has been written: the rungs can be played. */
  playable: boolean;
  /** The rungs as the row records them, their bandwidth the peak each encoder is held to. */
  renditions: StoredRendition[];
}

/** How often the playlists of the rungs being made are read for new pieces. */
const GROWTH_POLL_MS = 500;

const INIT_SEGMENT = /#EXT-X-MAP:URI="([^"]+)"/;

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** One rung being made: what it has written so far. */
interface Follower {
  rung: Rung;
  /** Adds what ffmpeg has finished; answers the files written, relative to `outDir`. */
  grow(finished: boolean): Promise<string[]>;
  /** Served segments written. */
  segments(): number;
  /** Seconds of video they hold. */
  seconds(): number;
}

/**
 * Follows the playlist ffmpeg rewrites in `rawDir` after each piece of a rung, writing the
 * served rung (a first segment of one piece, then 4 s ones: see `closedGroups`) into its own
 * folder as the pieces complete. `finished` (ffmpeg has exited) flushes the last, shorter
 * segment and ends the playlist.
 */
function followRung(outDir: string, rung: Rung, rawDir: string): Follower {
  const folder = `v${rung.height}`;
  const rungDir = path.join(outDir, folder);
  let written = 0;
  let seconds = 0;
  return {
    rung,
    segments: () => written,
    seconds: () => seconds,
    async grow(finished) {
      const text = await fs.readFile(path.join(rawDir, 'index.m3u8'), 'utf8').catch(() => null);
      // ffmpeg writes the playlist once the rung's first piece is complete.
      if (text === null) return [];
      const playlist = parseMediaPlaylist(text);
      // An ffmpeg that writes its playlist in place (older builds) may be caught halfway through
      // its last line, naming a piece that is no file: it waits for the next reading.
      const last = playlist.entries.at(-1);
      const cut = last && !(await exists(path.join(rawDir, last.uri)));
      const pieces = cut ? playlist.entries.slice(0, -1) : playlist.entries;
      const { closed, open } = closedGroups(pieces);
      const groups = finished && open.length > 0 ? [...closed, open] : closed;
      if (groups.length < written || (groups.length === written && !finished)) return [];
      await fs.mkdir(rungDir, { recursive: true });
      const files: string[] = [];
      const init = INIT_SEGMENT.exec(text)?.[1];
      if (written === 0 && init) {
        await fs.copyFile(path.join(rawDir, init), path.join(rungDir, init));
        files.push(`${folder}/${init}`);
      }
      for (let index = written; index < groups.length; index += 1) {
        await writeServedSegment(
          rawDir,
          groups[index] ?? [],
          path.join(rungDir, segmentName(index)),
        );
        files.push(`${folder}/${segmentName(index)}`);
      }
      written = groups.length;
      seconds = groups.flat().reduce((sum, entry) => sum + entry.seconds, 0);
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
      files.push(`${folder}/index.m3u8`);
      return files;
    },
  };
}

/**
 * Makes the HLS ladder, the progressive MP4 and the storyboard of one video in `outDir`, in one
 * ffmpeg run: one decode split into every rung's encoder, which on a small machine is most of the
 * cost. Each rung is handed to `onGrowth` as it is made (awaited, so its segments are stored in
 * order): every rung's playlist grows as the encoder goes on, so a viewer can start at the
 * beginning while the end is still being encoded. The answer is the finished ladder, its
 * playlists ended and the master rewritten with the rates measured. Nothing is stored here.
 */
export async function transcodeVideo(
  input: TranscodeInput,
  onGrowth: (growth: LadderGrowth) => Promise<void> = () => Promise.resolve(),
): Promise<TranscodeOutput> {
  const { ffmpegPath, outDir, probe } = input;
  const rungs = ladderOf(probe);
  const lowest = rungs[0];
  // The progressive file is one rendition's segments remuxed, not another encode.
  const source = rungs[progressiveRung(rungs)];
  if (!lowest || !source) throw new Error('The ladder is empty.');
  await fs.mkdir(outDir, { recursive: true });
  // ffmpeg numbers the rungs' folders in ladder order; each is served from one named after it.
  const rawDirs = rungs.map((_rung, i) => path.join(outDir, `v${i}`));
  const followers = rungs.map((rung, i) => followRung(outDir, rung, rawDirs[i] ?? ''));
  const describe = () =>
    Promise.all(
      followers.map((f) => describeRung(path.join(outDir, `v${f.rung.height}`), f.rung, probe)),
    );
  const writeMaster = async () =>
    fs.writeFile(
      path.join(outDir, 'master.m3u8'),
      masterPlaylist(await describe(), probe.hasAudio),
    );
  let playable = false;
  const grow = async (finished: boolean): Promise<LadderGrowth | null> => {
    const files: string[] = [];
    for (const follower of followers) files.push(...(await follower.grow(finished)));
    if (files.length === 0) return null;
    if (!playable && followers.every((f) => f.segments() > 0)) {
      await writeMaster();
      files.push('master.m3u8');
      playable = true;
    }
    return {
      files,
      seconds: Math.min(...followers.map((f) => f.seconds())),
      playable,
      renditions: renditionsOf(rungs, []),
    };
  };

  // Storing a growth can fail while ffmpeg runs on: it is stopped then.
  const stopped = new AbortController();
  const signal = input.signal ? AbortSignal.any([input.signal, stopped.signal]) : stopped.signal;
  const args = buildFfmpegArgs({
    input: input.input,
    demuxer: input.container.demuxer,
    outDir,
    rungs,
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
  if (!last || !playable) throw new InputError('the file has no video to show');
  await Promise.all(rawDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  const variants = await describe();
  await fs.writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(variants, probe.hasAudio));
  await makeProgressive(input, source);
  const hasStoryboard = await makeStoryboard(input, lowest);
  return {
    renditions: renditionsOf(rungs, variants),
    hasStoryboard,
    files: await listFiles(outDir),
  };
}
