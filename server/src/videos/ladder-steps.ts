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

export interface LadderStepsDeps {
  db: Kysely<Database>;
  storage: Storage;
  state: ProcessingState;
  keepOriginals: boolean;
  onReady?: (videoId: string) => void;
  onRungsAdded?: (videoId: string) => void;
  beforeHigherRungs?: (videoId: string) => Promise<void>;
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
    const videoId = row.id;
    const frames = await takeFrames({
      ffmpegPath: base.ffmpegPath,
      input: base.input,
      demuxer: base.container.demuxer,
      duration: base.probe.duration,
      frameRate: base.probe.frameRate,
      outDir,
      runOptions: runOptionsOf(base),
    });
    const result = single
      ? await transcodeVideo({ ...base, outDir })
      : await transcodeLowestRung({ ...base, outDir });
    bytesSoFar.n = await outputBytes(outDir, result.files);
    assertWithinReservation(row, bytesSoFar.n);
    const first = frames[0];
    if (row.thumbnail_key === null && first)
      await adoptFirstFrame(videoId, path.join(outDir, first));

    const dir = createStreamDir();
    // Recorded first, so a crash while storing lets the next attempt find and remove the files.
    await state.packaging(videoId, dir, single ? 95 : LOWEST_RUNG_PERCENT);
    try {
      await storeStreams(storage, dir, outDir, result);
    } catch (error) {
      await storage.deletePrefix(streamPrefix(dir));
      throw error;
    }
    const frameKeys = frames.map((f) => `${streamPrefix(dir)}${f}`);
    const committed = single
      ? await state.ready(
          videoId,
          dir,
          result,
          frameKeys,
          deps.keepOriginals ? undefined : progressiveKeyOf(dir),
        )
      : await state.lowestRungReady(videoId, dir, result, frameKeys, LOWEST_RUNG_PERCENT);
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
