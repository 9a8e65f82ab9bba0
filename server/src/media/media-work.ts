import os from 'node:os';
import pLimit from 'p-limit';

/**
 * How many ffprobe runs and sharp decodes this process does at once, whatever the number of
 * uploads: one per core, so a burst of uploads queues instead of starving the API of CPU and
 * memory. (Transcoding has its own limit, `TRANSCODE_CONCURRENCY`.) The work is CPU of this
 * machine, so the cap is per process, not shared through the database.
 */
export const MEDIA_WORK_CONCURRENCY = os.availableParallelism();

const limit = pLimit(MEDIA_WORK_CONCURRENCY);

/** Runs `work` (an ffprobe or sharp call) once fewer than the cap are running. */
export function runMediaWork<T>(work: () => Promise<T>): Promise<T> {
  return limit(work);
}
