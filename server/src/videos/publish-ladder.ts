import fs from 'node:fs/promises';
import path from 'node:path';
import { createStreamDir, streamContentType, streamPrefix } from '../storage/storage';
import { thumbnailFromFrame } from '../media/frame-thumbnail';
import { takeFrames } from '../media/transcode/frames';
import { createPaceMeter, playableNow } from '../media/transcode/playable-lead';
import { InputError } from '../media/transcode/run-ffmpeg';
import { progressiveKeyOf, storeStreams } from '../media/transcode/store-streams';
import {
  runOptionsOf,
  transcodeVideo,
  type TranscodeInput,
} from '../media/transcode/transcode-video';
import { createVideoRepository } from './video-repository';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StoredRendition } from '../db/core-tables';
import type { Storage } from '../storage/storage';
import type { ProcessingState } from './processing-state';

/** Where the encode ends on the progress bar: the rest is packaging and storing. */
export const ENCODED_PERCENT = 90;

/** The video was deleted, or taken over elsewhere, while its ladder was made. */
class VideoGone extends Error {}

export interface PublishLadderDeps {
  db: Kysely<Database>;
  storage: Storage;
  state: ProcessingState;
  keepOriginals: boolean;
  onReady?: (videoId: string) => void;
  onFinished?: (videoId: string) => void;
  whileGrowing?: (videoId: string) => Promise<void>;
}

/** What an attempt knows of its video (see `ProcessingState.find`). */
type Row = NonNullable<Awaited<ReturnType<ProcessingState['find']>>>;

/**
 * A transcode attempt after the original is probed: frames, then the whole ladder in one ffmpeg
 * run, published while it is made.
 */
export function createLadderPublisher(deps: PublishLadderDeps) {
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
   * Stores copies of `files` (relative to `outDir`) under `streams/<dir>/`, in order. They stay
   * in `outDir`: a rung's segments are read again once it is whole (its rates, the storyboard,
   * the progressive MP4). Each is one small segment, playlist or frame.
   */
  async function storeCopies(dir: string, outDir: string, files: string[]): Promise<void> {
    for (const file of files) {
      const key = `${streamPrefix(dir)}${file}`;
      const bytes = await fs.readFile(path.join(outDir, ...file.split('/')));
      await storage.put(key, bytes, streamContentType(key), bytes.length);
    }
  }

  /**
   * Frames, then the ladder, published while it is made: once enough of every rung is stored
   * (`playableNow`) the video is ready and plays from the beginning, its playlists growing as the
   * encoder goes on and ending when the ladder is whole; then the progressive MP4 and the
   * storyboard join it. False when the row was deleted (or taken over elsewhere) meanwhile.
   */
  async function publish(
    row: Row,
    base: Omit<TranscodeInput, 'outDir'>,
    outDir: string,
  ): Promise<boolean> {
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
      if (!(await state.playing(videoId, dir, renditions, frameKeys))) return false;
      playing = true;
      deps.onReady?.(videoId);
      // An earlier attempt's folder, which played until now.
      if (row.stream_dir) await storage.deletePrefix(streamPrefix(row.stream_dir));
      await deps.whileGrowing?.(videoId);
      return true;
    };
    const paceOf = createPaceMeter();
    try {
      await storeCopies(dir, outDir, frames);
      frames.forEach((file) => stored.add(file));
      const result = await transcodeVideo({ ...base, outDir }, async (growth) => {
        await storeCopies(dir, outDir, growth.files);
        growth.files.forEach((file) => stored.add(file));
        const pace = paceOf(growth.seconds);
        if (
          !playing &&
          growth.playable &&
          playableNow(growth.seconds, pace, base.probe.duration) &&
          !(await goLive(growth.renditions))
        )
          throw new VideoGone();
      });
      assertWithinReservation(row, await outputBytes(outDir, result.files));
      // The playlists last (the master after the rungs'), so none names a file not landed yet.
      const isPlaylist = (file: string) => file.endsWith('.m3u8');
      const rest = result.files.filter((file) => !stored.has(file) && !isPlaylist(file));
      const playlists = result.files
        .filter(isPlaylist)
        .sort((a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'));
      await storeStreams(storage, dir, outDir, { files: [...rest, ...playlists] });
      if (!playing && !(await goLive(result.renditions))) throw new VideoGone();
      const progressive = progressiveKeyOf(dir);
      const done = await state.finished(
        videoId,
        dir,
        result,
        deps.keepOriginals ? undefined : progressive,
      );
      if (!done) throw new VideoGone();
      deps.onFinished?.(videoId);
      return true;
    } catch (error) {
      // Files nobody plays from go: the video was deleted, failed or taken over by another
      // attempt meanwhile (what landed after that one removed the folder goes too), or never went
      // live from them. A ladder that broke while it played stays until the attempt's verdict
      // (another attempt replaces it; a failure takes it down).
      const current = await state.find(videoId);
      if (!playing || current?.stream_dir !== dir) await storage.deletePrefix(streamPrefix(dir));
      if (error instanceof VideoGone) return false;
      throw error;
    }
  }

  return { publish };
}
