import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { streamPrefix } from '../storage/storage';
import { containerOfKey } from '../media/formats';
import { probeVideo } from '../media/probe-video';
import { InputError, transcodeTimeLimitMs } from '../media/transcode/run-ffmpeg';
import { ENCODED_PERCENT, createLadderPublisher } from './publish-ladder';
import { createProcessingState } from './processing-state';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';

export interface TranscodeWorkerDeps {
  db: Kysely<Database>;
  storage: Storage;
  ffmpegPath: string;
  ffprobePath: string;
  /** This process's scratch space (`$DATA_DIR/tmp/transcode`). */
  workRoot: string;
  keepOriginals: boolean;
  /** The longest one ffmpeg run may take, from the video's duration (see `transcodeTimeLimitMs`). */
  timeLimit: { secondsPerVideoSecond: number; minSeconds: number };
  /** How often a running attempt touches its video (see `livenessTimings`). */
  heartbeatMs: number;
  log: FastifyBaseLogger;
  /**
   * Called once a video is ready (it plays from its beginning while its ladder is made): if it
   * is also published, its subscribers are told. Called once per attempt that gets that far.
   */
  onReady?: (videoId: string) => void;
  /** Called when a video's ladder is whole. */
  onFinished?: (videoId: string) => void;
  /**
   * Awaited once the video plays while its ladder is still being made; storing waits meanwhile
   * (ffmpeg goes on), so the tests can look at the unfinished stream.
   */
  whileGrowing?: (videoId: string) => Promise<void>;
  /** Told how each attempt that ran ffmpeg ended and how long it took (the metrics). */
  onAttemptEnd?: (outcome: AttemptOutcome, seconds: number) => void;
}

/**
 * How an attempt that started work ended: the video is ready, failed for good, waits for
 * another attempt, or was stopped (deleted, or its owner suspended).
 */
export type AttemptOutcome = 'ready' | 'failed' | 'retry' | 'stopped';

/** Stops the attempt for `reason`; the first reason given stands. */
function stop(controller: AbortController, reason: StopReason): void {
  if (!controller.signal.aborted) controller.abort(reason);
}

function stopReasonOf(controller: AbortController): StopReason | null {
  // Only `stop` aborts these controllers.
  return controller.signal.aborted ? (controller.signal.reason as StopReason) : null;
}

export interface Attempt {
  videoId: string;
  /** 0 for the first attempt. */
  retryCount: number;
  retryLimit: number;
  signal?: AbortSignal;
}

/** Progress is written at most this often; viewers poll, nobody needs every frame. */
const PROGRESS_WRITE_MS = 1000;

/** Why an attempt was stopped: its video deleted, or its owner suspended. */
type StopReason = 'deleted' | 'owner-suspended';

/** One attempt under way in this process, stoppable by its video or by its owner. */
interface RunningAttempt {
  stop: AbortController;
  /** Known once the row is read. */
  ownerId: string | null;
}

/**
 * One attempt at one video: copy the original to scratch space, take the frames offered as
 * thumbnails, and make its whole ladder in one ffmpeg run into a fresh folder of storage,
 * switching the row to `ready` as soon as the first seconds of every rung are stored: the video
 * plays from its beginning while the rest is encoded (see `createLadderPublisher`). Anything short
 * of that leaves no stream files behind: a later attempt first deletes the folder an earlier one
 * was filling. An attempt at a video an earlier one left playing unfinished (its worker died)
 * makes the ladder again into a new folder and switches the video to it.
 * A suspended owner's video is not worked on: the attempt leaves it waiting and ends, and one
 * under way when the suspension comes is stopped the same way.
 */
export function createTranscodeWorker(deps: TranscodeWorkerDeps) {
  const { db, storage, log } = deps;
  /**
   * This process's attempts by video, so deleting a video, or suspending its owner, stops its
   * ffmpeg here at once.
   */
  const attempts = new Map<string, RunningAttempt>();

  const state = createProcessingState(db, storage);
  const ladder = createLadderPublisher({ ...deps, state });

  /** The original in the attempt's own folder, which ffmpeg reads and nothing beside. */
  async function localOriginal(key: string, workDir: string): Promise<string> {
    const file = path.join(workDir, `original${path.extname(key)}`);
    // Else the failed probe would blame the file for being unreadable.
    if (!(await storage.copyToFile(key, file)))
      throw new InputError('the uploaded file is missing');
    return file;
  }

  async function transcodeOnce(attempt: Attempt, running: RunningAttempt): Promise<void> {
    const { videoId } = attempt;
    const cancelled = running.stop;
    const row = await state.find(videoId);
    if (!row) return;
    // Deleted, or already finished by an earlier run of this job: nothing to do. One left
    // playing unfinished is made again.
    if (row.status !== 'processing' && !row.adding_rungs) return;
    // A suspension heard while the row was being read is caught by the heartbeat.
    running.ownerId = row.owner_id;
    if (row.owner_suspended) {
      await state.waitingForOwner(videoId);
      log.info({ videoId }, 'transcode deferred: the owner is suspended');
      return;
    }
    if (row.staging_dir) await storage.deletePrefix(streamPrefix(row.staging_dir));
    await state.started(videoId);

    // Whatever earlier attempts at this video left is stale. Each attempt has a folder of its
    // own: a killed worker's ffmpeg can outlive it and goes on writing (recreating its folders),
    // which must not land among this attempt's files.
    const videoDir = path.join(deps.workRoot, videoId);
    const workDir = path.join(videoDir, randomBytes(8).toString('hex'));
    await fs.rm(videoDir, { recursive: true, force: true });
    await fs.mkdir(workDir, { recursive: true });
    const signal = attempt.signal
      ? AbortSignal.any([attempt.signal, cancelled.signal])
      : cancelled.signal;
    // The heartbeat also notices a video deleted through another instance (its row is gone), and
    // an owner suspended there whose news has not reached this one.
    const heartbeat = setInterval(() => {
      state.heartbeat(videoId).then(
        (found) => {
          if (found === 'gone') stop(cancelled, 'deleted');
          if (found === 'owner-suspended') stop(cancelled, 'owner-suspended');
        },
        () => undefined,
      );
    }, deps.heartbeatMs);
    let lastWrite = 0;
    /** Writes the encode's fraction done as the part of the bar before packaging. */
    const progress = (fraction: number) => {
      const now = Date.now();
      if (now - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = now;
      void state.progress(videoId, Math.floor(fraction * ENCODED_PERCENT)).catch(() => undefined);
    };
    const startedAt = performance.now();
    const ended = (outcome: AttemptOutcome) =>
      deps.onAttemptEnd?.(outcome, (performance.now() - startedAt) / 1000);
    try {
      // The key's extension is the container the upload was sniffed as.
      const container = containerOfKey(row.video_key);
      if (!container) throw new InputError('the file is not a readable video');
      const input = await localOriginal(row.video_key, workDir);
      const probe = await probeVideo(deps.ffprobePath, input, container).catch(() => {
        throw new InputError('the file is not a readable video');
      });
      const base = {
        ffmpegPath: deps.ffmpegPath,
        input,
        container,
        timeLimitMs: transcodeTimeLimitMs(probe.duration, deps.timeLimit),
        probe,
        signal,
      };
      const made = await ladder.publish(
        row,
        { ...base, onProgress: progress },
        path.join(workDir, 'ladder'),
      );
      if (!made) {
        ended('stopped');
        return;
      }
      ended('ready');
      if (!deps.keepOriginals) await storage.delete(row.video_key);
    } catch (error) {
      // Only ffmpeg listens to the signal, so nothing was stored yet; the scratch folder goes
      // below. The attempt ends without failing: pg-boss neither retries nor counts it.
      const stopped = stopReasonOf(cancelled);
      if (stopped) ended('stopped');
      if (stopped === 'owner-suspended') {
        await state.waitingForOwner(videoId);
        log.info({ videoId }, 'transcode stopped: the owner was suspended');
        return;
      }
      if (stopped === 'deleted') {
        // The row, its files and its jobs are gone already.
        log.info({ videoId }, 'transcode stopped: the video was deleted');
        return;
      }
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof InputError) {
        ended('failed');
        log.info({ videoId, reason: error.message }, 'video could not be processed');
        await state.failed(videoId, error.message);
        return;
      }
      if (attempt.retryCount >= attempt.retryLimit) {
        ended('failed');
        await state.failed(videoId, reason);
      } else {
        ended('retry');
        await state.waitingForRetry(videoId);
      }
      throw error;
    } finally {
      clearInterval(heartbeat);
      await fs.rm(workDir, { recursive: true, force: true });
      await fs.rmdir(videoDir).catch(() => undefined);
    }
  }

  async function run(attempt: Attempt): Promise<void> {
    // Registered before anything starts, so deleting the video, or suspending its owner, from
    // now on stops this attempt.
    const running: RunningAttempt = { stop: new AbortController(), ownerId: null };
    attempts.set(attempt.videoId, running);
    try {
      await transcodeOnce(attempt, running);
    } finally {
      if (attempts.get(attempt.videoId) === running) attempts.delete(attempt.videoId);
    }
  }

  /** Stops this process's attempt at the video, if it has one (the video was deleted). */
  function cancel(videoId: string): void {
    const running = attempts.get(videoId);
    if (running) stop(running.stop, 'deleted');
  }

  /**
   * Stops this process's attempts at the owner's videos (the owner was suspended); each waits
   * for the suspension to end. An attempt whose row is not read yet checks the owner itself.
   */
  function stopOwner(ownerId: string): void {
    for (const running of attempts.values())
      if (running.ownerId === ownerId) stop(running.stop, 'owner-suspended');
  }

  return { run, cancel, stopOwner };
}
