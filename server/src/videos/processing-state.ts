import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { isSuspended } from '../lib/moderated-content';
import { progressiveKeyOf } from '../media/transcode/store-streams';
import { streamPrefix, type Storage } from '../storage/storage';
import type { TranscodeOutput } from '../media/transcode/transcode-video';
import type { Database } from '../db/schema';
import type { StoredRendition } from '../db/core-tables';

/**
 * A video's processing state (status, stage, progress, heartbeat, failure) has one writer: this
 * module. An attempt's writes only touch a row still `processing`, so a video deleted, failed or
 * finished elsewhere meanwhile is never brought back. A suspended owner's videos wait, `queued`,
 * until the suspension ends: no attempt runs for them meanwhile.
 *
 * A video is `ready` as soon as the first seconds of its ladder are stored: its playlists grow
 * as the encoder goes on, so a viewer can start at the beginning while the end is still being
 * made. Until the ladder is whole it stays ready with `adding_rungs` set, and the pipeline's
 * writes (stage, progress, heartbeat) go on touching it as they touch a processing one. A ladder
 * that cannot be finished takes it back to `failed`, as its stream never reaches its end.
 */

export const FAILURE_PREFIX = 'This video could not be processed: ';

/** Waiting for an attempt. */
const QUEUED = {
  status: 'processing',
  processing_stage: 'queued',
  processing_progress: 0,
} as const;

/**
 * A new row: an upload waits for its first attempt; a file that plays as it is (videos from
 * before the pipeline) is ready at once; a resumable upload's draft waits for its bytes.
 */
export const initialState = (status: 'uploading' | 'processing' | 'ready') =>
  status === 'processing' ? QUEUED : { status };

/** The columns of a `ready` video whose transcode is stored under `streams/<dir>/`. */
export function readyColumns(dir: string, output: Omit<TranscodeOutput, 'files'>) {
  return {
    status: 'ready' as const,
    stream_dir: dir,
    renditions: JSON.stringify(output.renditions),
    has_storyboard: output.hasStoryboard,
    progressive_key: progressiveKeyOf(dir),
    processing_progress: 100,
  };
}

/** A row the pipeline still works on: processing, or ready while its ladder is made. */
const inPipeline = (eb: ExpressionBuilder<Database, 'videos'>) =>
  eb.or([eb('status', '=', 'processing'), eb('adding_rungs', '=', true)]);

/** The frames offered as thumbnails, as stored keys (none: the column stays as it was). */
const framesColumn = (frames: string[]) =>
  frames.length > 0 ? { thumbnail_choices: JSON.stringify(frames) } : {};

/** What an attempt under way changes besides its heartbeat. */
interface AttemptColumns {
  staging_dir?: string | null;
  processing_stage?: 'queued' | 'transcoding' | 'packaging';
  processing_progress?: number;
}

export function createProcessingState(
  db: Kysely<Database>,
  storage: Pick<Storage, 'deletePrefix'>,
) {
  /** Changes a row still processing; each touch is also a heartbeat. */
  const whileProcessing = (id: string, changes: AttemptColumns) =>
    db
      .updateTable('videos')
      .set({ ...changes, heartbeat_at: new Date() })
      .where('id', '=', id)
      .where(inPipeline)
      .executeTakeFirst();

  return {
    /** What an attempt needs of the video; undefined once it is deleted. */
    find: (id: string) =>
      db
        .selectFrom('videos')
        .select([
          'id',
          'owner_id',
          'status',
          'adding_rungs',
          'renditions',
          'thumbnail_key',
          'video_key',
          'stream_dir',
          'staging_dir',
          'reserved_bytes',
          isSuspended('videos.owner_id').as('owner_suspended'),
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** An attempt begins: whatever an earlier one staged is gone, and the run is counted. */
    async started(id: string): Promise<void> {
      await db
        .updateTable('videos')
        .set({
          staging_dir: null,
          processing_stage: 'transcoding',
          processing_progress: 0,
          heartbeat_at: new Date(),
          transcode_runs: sql`transcode_runs + 1`,
        })
        .where('id', '=', id)
        .where(inPipeline)
        .execute();
    },

    /** How far the encode is, in percent. */
    async progress(id: string, percent: number): Promise<void> {
      await whileProcessing(id, { processing_progress: percent });
    },

    /**
     * The attempt is alive: 'gone' when the row is no longer processing (deleted meanwhile),
     * 'owner-suspended' when its owner has been suspended since.
     */
    async heartbeat(id: string): Promise<'processing' | 'gone' | 'owner-suspended'> {
      const row = await db
        .updateTable('videos')
        .set({ heartbeat_at: new Date() })
        .where('id', '=', id)
        .where(inPipeline)
        .returning(isSuspended('videos.owner_id').as('owner_suspended'))
        .executeTakeFirst();
      if (!row) return 'gone';
      return row.owner_suspended ? 'owner-suspended' : 'processing';
    },

    /**
     * The folder an attempt is about to fill, recorded before its first file is stored, so a
     * crash lets the next attempt find and remove the files.
     */
    async staged(id: string, stagingDir: string): Promise<void> {
      await whileProcessing(id, { staging_dir: stagingDir });
    },

    /**
     * The first seconds of every rung are stored under `streams/<dir>/` and named by the master
     * playlist: the row is `ready` from now on (it plays from the beginning, and is listed if
     * published) while the encoder goes on (`adding_rungs`). Until the ladder is whole `videofile`
     * stays the original, as while processing. Also taken by a video an earlier attempt left
     * playing unfinished (that attempt's folder is then the caller's to remove). False when the
     * row was no longer in the pipeline (the files belong to nobody).
     */
    async playing(
      id: string,
      dir: string,
      renditions: StoredRendition[],
      frames: string[],
    ): Promise<boolean> {
      const { processing_progress: _progress, ...ready } = readyColumns(dir, {
        renditions,
        hasStoryboard: false,
      });
      const result = await db
        .updateTable('videos')
        .set({
          ...ready,
          ...framesColumn(frames),
          progressive_key: null,
          adding_rungs: true,
          processing_stage: 'transcoding',
          staging_dir: null,
          heartbeat_at: new Date(),
        })
        .where('id', '=', id)
        .where(inPipeline)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * The ladder is whole in the folder the video plays from, its playlists ended, with the
     * storyboard and the progressive MP4 beside it: the pipeline is done with the video,
     * `videofile` naming `videoKey` when the original goes. False when the video was deleted (or
     * taken over by another attempt) meanwhile.
     */
    async finished(
      id: string,
      dir: string,
      output: Omit<TranscodeOutput, 'files'>,
      videoKey?: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('videos')
        .set({
          ...readyColumns(dir, output),
          adding_rungs: false,
          processing_stage: 'packaging',
          heartbeat_at: null,
          ...(videoKey ? { video_key: videoKey } : {}),
        })
        .where('id', '=', id)
        .where('stream_dir', '=', dir)
        .where('adding_rungs', '=', true)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * The video's last attempt is over: `failed`, with a reason a person can read. A video that
     * was playing while its ladder was made fails too (its stream never reaches its end), and
     * the folder it played from goes.
     */
    async failed(id: string, reason: string): Promise<void> {
      const unfinished = await db
        .selectFrom('videos')
        .select('stream_dir')
        .where('id', '=', id)
        .where(inPipeline)
        .executeTakeFirst();
      const result = await db
        .updateTable('videos')
        .set({
          status: 'failed',
          failure_reason: `${FAILURE_PREFIX}${reason}`,
          adding_rungs: false,
          stream_dir: null,
          renditions: null,
          has_storyboard: false,
          progressive_key: null,
          processing_progress: 0,
          heartbeat_at: null,
        })
        .where('id', '=', id)
        .where(inPipeline)
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n && unfinished?.stream_dir)
        await storage.deletePrefix(streamPrefix(unfinished.stream_dir));
    },

    /** An attempt crashed and the queue will try again: waiting, as at the start. */
    async waitingForRetry(id: string): Promise<void> {
      await whileProcessing(id, { processing_stage: 'queued', processing_progress: 0 });
    },

    /**
     * Its owner is suspended: waiting, as at the start, with no job (the attempt ends without
     * counting as one). Queued again once the suspension ends (see `createQueueJobs`).
     */
    async waitingForOwner(id: string): Promise<void> {
      await db
        .updateTable('videos')
        .set({ processing_stage: 'queued', processing_progress: 0, heartbeat_at: null })
        .where('id', '=', id)
        .where(inPipeline)
        .execute();
    },

    /**
     * A resumable upload's last byte arrived and its file is stored and probed: the draft waits
     * for its first attempt, as an upload in one request does. False when the row was no longer
     * uploading (deleted meanwhile).
     */
    async uploaded(
      id: string,
      file: {
        videoKey: string;
        duration: number;
        width: number;
        height: number;
        reservedBytes: number;
      },
      trx: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('videos')
        .set({
          ...QUEUED,
          video_key: file.videoKey,
          duration: file.duration,
          width: file.width,
          height: file.height,
          reserved_bytes: file.reservedBytes,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('status', '=', 'uploading')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A failed video goes back to the queue (its owner asked), with a fresh count of runs. */
    async requeue(id: string): Promise<void> {
      await db
        .updateTable('videos')
        .set({ ...QUEUED, failure_reason: null, transcode_runs: 0 })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .execute();
    },
  };
}

export type ProcessingState = ReturnType<typeof createProcessingState>;
