import fs from 'node:fs/promises';
import path from 'node:path';
import { createStreamDir, streamContentType, streamPrefix } from '../storage/storage';
import { thumbnailFromFrame } from '../media/frame-thumbnail';
import { takeFrames } from '../media/transcode/frames';
import { withVariants } from '../media/transcode/hls-master';
import { InputError } from '../media/transcode/run-ffmpeg';
import { progressiveKeyOf, storeStreams } from '../media/transcode/store-streams';
import {
  ladderOf,
  runOptionsOf,
  transcodeHigherRungs,
  transcodeLowestRung,
  transcodeVideo,
  type TranscodeInput,
} from '../media/transcode/transcode-video';
import { STREAM_FILES } from './video-mappers';
import { createVideoRepository } from './video-repository';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredRendition } from '../db/core-tables';
import type { Storage } from '../storage/storage';
import type { ProcessingState } from './processing-state';

/**
 * The share of the progress bar the lowest rung takes when higher ones follow: it is one small
 * encoder beside their several large ones (the decode they both pay aside).
 */
export const LOWEST_RUNG_PERCENT = 10;
/** Where the encode ends on the progress bar: the rest is packaging and storing. */
export const ENCODED_PERCENT = 90;

/**
 * How much of the lowest rung is stored before the video is ready: a viewer who starts at once
 * then has a lead over the encoder (which runs several times faster than playback).
 */
export const PLAYABLE_SECONDS = 10;

/** The video was deleted, or finished elsewhere, while its rung was made. */
class VideoGone extends Error {}

export interface LadderStepsDeps {
  db: Kysely<Database>;
  storage: Storage;
  state: ProcessingState;
  keepOriginals: boolean;
  onReady?: (videoId: string) => void;
  onRungsAdded?: (videoId: string) => void;
  beforeHigherRungs?: (videoId: string) => Promise<void>;
  whileGrowing?: (videoId: string) => Promise<void>;
}

/** What an attempt knows of its video (see `ProcessingState.find`). */
type Row = NonNullable<Awaited<ReturnType<ProcessingState['find']>>>;

/** The stream folder a video plays from, and the rungs it has there. */
export interface Published {
  dir: string;
  renditions: StoredRendition[];
}

/**
 * The two steps of a transcode attempt after the original is probed: publish the lowest rung
 * (the video is ready from then on), then add the others to it.
 */
export function createLadderSteps(deps: LadderStepsDeps) {
  const { storage, state } = deps;
  const videos = createVideoRepository(deps.db);

  /** Bytes the finished renditions take in the attempt's folder. */
  async function outputBytes(outDir: string, files: string[]): Promise<number> {
    const sizes = await Promise.all(files.map((f) => fs.stat(path.join(outDir, f))));
    return sizes.reduce((sum, s) => sum + s.size, 0);
  }

  /**
   * The reservation was held against the owner's quota since the upload: more than it would take
   * them past the quota (rows from before reservations hold none and are not checked).
   */
  function assertWithinReservation(row: Row, bytes: number): void {
    const reserved = Number(row.reserved_bytes);
    if (reserved > 0 && bytes > reserved)
      throw new InputError('its renditions need more storage than was reserved for them');
  }

  /** The first frame becomes the thumbnail of a video uploaded without one. */
  async function adoptFirstFrame(videoId: string, framePath: string): Promise<void> {
    const thumbnail = await thumbnailFromFrame(storage, framePath);
    if (!(await videos.adoptThumbnail(videoId, thumbnail)))
      await Promise.allSettled(thumbnail.files.map((f) => storage.delete(f.key)));
  }

  /** Stores `files` (relative to `outDir`) under `streams/<dir>/`, in order. */
  async function storeFiles(dir: string, outDir: string, files: string[]): Promise<void> {
    await storeStreams(storage, dir, outDir, { files });
  }

  /**
   * Stores copies of `files`, which stay in `outDir`: a growing rung's segments are read again
   * once it is whole (its rates, the storyboard). Each is one small segment or playlist.
   */
  async function storeCopies(dir: string, outDir: string, files: string[]): Promise<void> {
    for (const file of files) {
      const key = `${streamPrefix(dir)}${file}`;
      const bytes = await fs.readFile(path.join(outDir, ...file.split('/')));
      await storage.put(key, bytes, streamContentType(key), bytes.length);
    }
  }

  /**
   * Frames, then the whole ladder of a video that has one rung, stored and published: the video
   * is ready from here on. Answers its stream folder and what it has, null when the row was
   * deleted (or finished elsewhere) meanwhile.
   */
  async function publishSingleRung(
    row: Row,
    base: Omit<TranscodeInput, 'outDir'>,
    outDir: string,
    frames: string[],
    bytesSoFar: { n: number },
  ): Promise<Published | null> {
    const videoId = row.id;
    const result = await transcodeVideo({ ...base, outDir });
    bytesSoFar.n = await outputBytes(outDir, result.files);
    assertWithinReservation(row, bytesSoFar.n);
    const first = frames[0];
    if (row.thumbnail_key === null && first)
      await adoptFirstFrame(videoId, path.join(outDir, first));

    const dir = createStreamDir();
    // Recorded first, so a crash while storing lets the next attempt find and remove the files.
    await state.packaging(videoId, dir, 95);
    try {
      await storeFiles(dir, outDir, result.files);
    } catch (error) {
      await storage.deletePrefix(streamPrefix(dir));
      throw error;
    }
    const frameKeys = frames.map((f) => `${streamPrefix(dir)}${f}`);
    const committed = await state.ready(
      videoId,
      dir,
      result,
      frameKeys,
      deps.keepOriginals ? undefined : progressiveKeyOf(dir),
    );
    if (!committed) {
      // Deleted (or retried elsewhere) while we worked: these files belong to nobody.
      await storage.deletePrefix(streamPrefix(dir));
      return null;
    }
    deps.onReady?.(videoId);
    if (row.stream_dir) await storage.deletePrefix(streamPrefix(row.stream_dir));
    return { dir, renditions: result.renditions };
  }

  /**
   * Frames, then the lowest rung, published while it is made: once its first
   * `PLAYABLE_SECONDS` are stored the video is ready and plays from the beginning, its rung's
   * playlist growing as the encoder goes on, and ending when the rung is whole. Answers its
   * stream folder and what it has, null when the row was deleted (or finished elsewhere)
   * meanwhile.
   */
  async function publishGrowingRung(
    row: Row,
    base: Omit<TranscodeInput, 'outDir'>,
    outDir: string,
    frames: string[],
    bytesSoFar: { n: number },
  ): Promise<Published | null> {
    const videoId = row.id;
    const first = frames[0];
    if (row.thumbnail_key === null && first)
      await adoptFirstFrame(videoId, path.join(outDir, first));
    const dir = createStreamDir();
    const frameKeys = frames.map((f) => `${streamPrefix(dir)}${f}`);
    // Recorded first, so a crash while storing lets the next attempt find and remove the files.
    await state.staged(videoId, dir);
    const stored = new Set<string>();
    let playing = false;
    /** The video plays from this folder from now on; false when it was deleted meanwhile. */
    const goLive = async (renditions: StoredRendition[]) => {
      if (!(await state.lowestRungGrowing(videoId, dir, renditions, frameKeys))) return false;
      playing = true;
      deps.onReady?.(videoId);
      if (row.stream_dir) await storage.deletePrefix(streamPrefix(row.stream_dir));
      await deps.whileGrowing?.(videoId);
      return true;
    };
    try {
      await storeCopies(dir, outDir, frames);
      frames.forEach((file) => stored.add(file));
      const result = await transcodeLowestRung({ ...base, outDir }, async (growth) => {
        await storeCopies(dir, outDir, growth.files);
        growth.files.forEach((file) => stored.add(file));
        if (!playing && growth.seconds >= PLAYABLE_SECONDS && !(await goLive(growth.renditions)))
          throw new VideoGone();
      });
      bytesSoFar.n = await outputBytes(outDir, result.files);
      assertWithinReservation(row, bytesSoFar.n);
      // The playlists last, so they never name a file that has not landed.
      const isPlaylist = (file: string) => file.endsWith('.m3u8');
      const rest = result.files.filter((file) => !stored.has(file) && !isPlaylist(file));
      const playlists = result.files.filter(isPlaylist).sort((a) => (a === 'master.m3u8' ? 1 : -1));
      await storeFiles(dir, outDir, [...rest, ...playlists]);
      if (!playing && !(await goLive(result.renditions))) throw new VideoGone();
      if (!(await state.lowestRungDone(videoId, dir, result))) throw new VideoGone();
      return { dir, renditions: result.renditions };
    } catch (error) {
      // Files nobody plays from go: the video was deleted, or never went live from them. A
      // rung that broke while growing stays until the attempt's verdict (another attempt
      // replaces it; a failure takes it down).
      if (!playing || !(await state.find(videoId))) await storage.deletePrefix(streamPrefix(dir));
      if (error instanceof VideoGone) return null;
      throw error;
    }
  }

  /**
   * Frames, then the lowest rung (the whole ladder when it has one rung), stored and published:
   * the video is ready from here on. Answers its stream folder and what it has, null when the
   * row was deleted (or finished elsewhere) meanwhile.
   */
  async function publishLowestRung(
    row: Row,
    base: Omit<TranscodeInput, 'outDir'>,
    outDir: string,
    single: boolean,
    bytesSoFar: { n: number },
  ): Promise<Published | null> {
    const frames = await takeFrames({
      ffmpegPath: base.ffmpegPath,
      input: base.input,
      demuxer: base.container.demuxer,
      duration: base.probe.duration,
      frameRate: base.probe.frameRate,
      outDir,
      runOptions: runOptionsOf(base),
    });
    return single
      ? publishSingleRung(row, base, outDir, frames, bytesSoFar)
      : publishGrowingRung(row, base, outDir, frames, bytesSoFar);
  }

  /**
   * The rungs above the lowest, into the folder the video plays from; the master playlist is
   * rewritten last, so until then players see the lowest rung alone and never a rung whose files
   * are still landing. False when the video was deleted meanwhile.
   */
  async function addHigherRungs(
    row: Row,
    base: Omit<TranscodeInput, 'outDir'>,
    outDir: string,
    published: Published,
    bytesSoFar: number,
  ): Promise<boolean> {
    const videoId = row.id;
    const { dir } = published;
    const lowest = published.renditions.slice(0, 1);
    const rungs = ladderOf(base.probe).slice(1);
    await deps.beforeHigherRungs?.(videoId);
    const result = await transcodeHigherRungs({ ...base, outDir }, rungs);
    assertWithinReservation(row, bytesSoFar + (await outputBytes(outDir, result.files)));

    await state.packaging(videoId, null, 95);
    const stored: string[] = [];
    let named = false;
    try {
      await storeStreams(storage, dir, outDir, result, (key) => stored.push(key));
      const masterKey = `${streamPrefix(dir)}${STREAM_FILES.master}`;
      const masterFile = path.join(outDir, STREAM_FILES.master);
      if (!(await storage.copyToFile(masterKey, masterFile)))
        throw new Error('the master playlist of the lowest rung is missing');
      const master = withVariants(
        await fs.readFile(masterFile, 'utf8'),
        result.variants,
        base.probe.hasAudio,
      );
      await fs.writeFile(masterFile, master);
      // One put replaces the whole file: a player reloading it reads the old or the new one.
      await storage.putFile(masterKey, masterFile, streamContentType(masterKey));
      named = true;
    } catch (error) {
      // The master still names the lowest rung alone: what landed of the others goes.
      if (!named) await Promise.allSettled(stored.map((key) => storage.delete(key)));
      throw error;
    }
    const progressive = progressiveKeyOf(dir);
    const done = await state.rungsAdded(
      videoId,
      [...lowest, ...result.renditions],
      progressive,
      deps.keepOriginals ? undefined : progressive,
    );
    if (!done) {
      // Deleted meanwhile: its folder goes (a video given up on by a sweep keeps playing).
      if (!(await state.find(videoId))) await storage.deletePrefix(streamPrefix(dir));
      return false;
    }
    deps.onRungsAdded?.(videoId);
    return true;
  }

  return { publishLowestRung, addHigherRungs };
}
