import path from 'node:path';
import fp from 'fastify-plugin';
import { resolveFfmpeg } from '../media/resolve-ffprobe';
import { message } from '../i18n/translate';
import {
  TRANSCODE_ATTEMPTS,
  TRANSCODE_QUEUE,
  createQueueJobs,
  expireInSecondsFor,
  livenessTimings,
  type TranscodeJobData,
} from './transcode-queue';
import { createTranscodeWorker } from './transcode-worker';
import { createProcessingState } from './processing-state';
import type { FastifyInstance } from 'fastify';
import type { ControlledJob } from '../plugins/jobs';
import type { AppConfig } from '../config';

export interface TranscodeQueue {
  /** Queues the video's transcode; at most one waits per video however often it is asked. */
  enqueue(videoId: string): Promise<void>;
  /**
   * Drops the video's queued and running jobs. A transcode of it running in this process is
   * stopped now; one on another instance notices at its next heartbeat. Either removes its files.
   */
  cancel(videoId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    transcodeQueue: TranscodeQueue;
  }
}

/** How often an idle worker asks for a job. */
const POLL_SECONDS = 1;

/**
 * The durable transcode queue (pg-boss, in the app's database). Every role can enqueue; `all` and
 * `worker` also work the queue, `TRANSCODE_CONCURRENCY` videos at a time.
 */
async function transcodePlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const { boss } = app.jobs;
  await app.jobs.createQueue(TRANSCODE_QUEUE, {
    // One waiting and one running job per video (the singleton key is the video id).
    policy: 'stately',
    retryLimit: TRANSCODE_ATTEMPTS - 1,
    retryBackoff: true,
    retryDelay: 2,
    expireInSeconds: expireInSecondsFor(config.media.maxVideoDurationSeconds),
  });
  const jobs = createQueueJobs(app.db, app.database);
  const state = createProcessingState(app.db, app.storage);
  const { staleAfterSeconds } = config.transcode;
  const { heartbeatMs, sweepMs } = livenessTimings(staleAfterSeconds);

  /** This process's worker (none on a web instance). */
  let localWorker: ReturnType<typeof createTranscodeWorker> | null = null;
  app.decorate('transcodeQueue', {
    async enqueue(videoId) {
      await boss.send(TRANSCODE_QUEUE, { videoId } satisfies TranscodeJobData, {
        singletonKey: videoId,
      });
    },
    async cancel(videoId) {
      const ids = await jobs.idsOf(videoId);
      if (ids.length > 0) await boss.deleteJob(TRANSCODE_QUEUE, ids);
      localWorker?.cancel(videoId);
    },
  } satisfies TranscodeQueue);

  const videoIdOf = (job: ControlledJob) => (job.data as TranscodeJobData).videoId;
  app.jobs.control(TRANSCODE_QUEUE, {
    label: message('Video processing'),
    async describe(list) {
      const found = await app.repos.videos.titlesOf(list.map(videoIdOf));
      return list.map((job) => {
        const video = found.get(videoIdOf(job));
        if (!video) return { subject: message('A deleted video') };
        // The video's own reason is the one its owner reads; the error is its technical cause.
        return {
          subject: message('“{{title}}”', { title: video.title }),
          reason: video.failureReason,
        };
      });
    },
    async retry(job) {
      await app.services.videos.retryProcessing(videoIdOf(job));
      // Its new job stands for it now: the failed one would only be listed twice.
      await boss.deleteJob(TRANSCODE_QUEUE, job.id);
    },
    cancel: (job) => app.services.videos.stopProcessing(videoIdOf(job)),
  });

  const running = new Set<Promise<unknown>>();
  const abort = new AbortController();
  let sweeper: NodeJS.Timeout | null = null;

  /**
   * pg-boss 10 has no heartbeat: a killed worker's job would wait for its expiry. Workers touch
   * their video's `heartbeat_at`; a running job whose video has gone quiet is failed, so it is
   * retried now. On PGlite this process alone owns the data, so at start every running job is
   * a dead one.
   */
  async function failDeadJobs(everyActive: boolean) {
    const rows = await jobs.dead(everyActive ? null : staleAfterSeconds);
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return;
    app.log.warn({ jobs: ids.length }, 'retrying transcodes of workers that died');
    await boss.fail(TRANSCODE_QUEUE, ids);
    // A dead worker cannot write the verdict of its last attempt: else the video would wait as
    // `processing` for a restart to queue it again, and again.
    for (const row of rows.filter((r) => r.retry_count >= r.retry_limit))
      await state.failed(row.video_id, 'the transcoding worker stopped before it finished');
  }

  /**
   * Queues the videos left processing without a job: one a server died with between storing its
   * upload and queueing it, and those a suspension kept waiting once it is lifted or runs out.
   * Only those: the queue lets one job wait behind a running one, so a video another instance is
   * transcoding right now would get a second job, run for nothing afterwards.
   */
  async function queueVideosWithoutJob() {
    for (const id of await jobs.videosWithoutJob()) await app.transcodeQueue.enqueue(id);
  }

  if (config.role !== 'web') {
    // Only a worker needs ffmpeg: a web instance starts on a machine without it.
    const ffmpegPath = await resolveFfmpeg(config.media.ffmpegPath);
    const worker = createTranscodeWorker({
      db: app.db,
      storage: app.storage,
      ffmpegPath,
      ffprobePath: app.uploadDeps.media.ffprobePath,
      workRoot: path.join(config.dataDir, 'tmp', 'transcode'),
      keepOriginals: config.transcode.keepOriginals,
      timeLimit: config.transcode.timeLimit,
      heartbeatMs,
      log: app.log,
      onReady: (videoId) => {
        // A video that became ready joins the public lists.
        void app.listCache.changed();
        app.services.notifications.videoMayBeWatchable(videoId);
      },
      // Its answers in the lists now name its progressive MP4 and the rates measured.
      onFinished: () => void app.listCache.changed(),
      onAttemptEnd: (outcome, seconds) => app.metrics.transcodeEnded(outcome, seconds),
    });
    localWorker = worker;
    await failDeadJobs(app.database.kind === 'pglite');
    await queueVideosWithoutJob();
    // Suspending an owner stops their transcodes here; when a suspension is lifted or runs out,
    // their videos are queued again at once (and by the sweep below, should this news be missed).
    app.revokedSessions.onSuspended((userId) => worker.stopOwner(userId));
    app.revokedSessions.onLifted(() => {
      queueVideosWithoutJob().catch((error: unknown) =>
        app.log.error({ err: error }, 'queueing videos after a suspension failed'),
      );
    });
    // pg-boss 10 runs one job at a time per `work` call: one call per concurrent transcode.
    for (let i = 0; i < config.transcode.concurrency; i += 1) {
      await boss.work<TranscodeJobData>(
        TRANSCODE_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
        async ([job]) => {
          if (!job || abort.signal.aborted) throw new Error('shutting down');
          const task = worker.run({
            videoId: job.data.videoId,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
            signal: abort.signal,
          });
          running.add(task);
          try {
            await task;
          } finally {
            running.delete(task);
          }
        },
      );
    }
    sweeper = setInterval(() => {
      failDeadJobs(false)
        .then(queueVideosWithoutJob)
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'looking for dead or waiting transcodes failed'),
        );
    }, sweepMs);
    sweeper.unref();
  }

  // Registered after the jobs plugin, so this runs before pg-boss stops: stop ffmpeg, and let
  // the failed attempts be recorded (they are retried on the next start).
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
    abort.abort();
    await Promise.allSettled([...running]);
  });
}

export default fp(transcodePlugin, {
  name: 'transcode',
  dependencies: ['db', 'jobs', 'storage', 'services', 'list-cache', 'session-revocations'],
});
