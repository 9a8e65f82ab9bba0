/** `/admin/jobs`: the admins' view of the durable queues, with retry and stop. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueSchemaFor } from '../src/plugins/job-tables';
import { TRANSCODE_QUEUE } from '../src/videos/transcode-queue';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Job, JobQueues, Page, Video } from '@kinora/contract';

// A web instance works no queue: jobs stay where the tests put them.
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
const OTHER_QUEUE = 'admin-jobs-test';

beforeAll(async () => {
  t = await createTestApp({ role: 'web' });
  admin = await t.registerUser();
  await t.admin('grant', admin.user.username);
  owner = await t.registerUser();
  await t.app.jobs.createQueue(OTHER_QUEUE, { policy: 'standard', retryLimit: 1 });
});
afterAll(async () => {
  await t.close();
});

const jobTable = () => sql.raw(`"${queueSchemaFor(t.app.database)}".job`);

/** A video whose processing used up its attempts, as the worker leaves it, with its job. */
async function failedVideo(title: string): Promise<{ video: Video; jobId: string }> {
  const video = await insertVideo(t, owner.user._id, { title });
  const row = await t.app.db
    .updateTable('videos')
    .set({ status: 'failed', failure_reason: 'This video could not be processed: no frames' })
    .where('id', '=', video._id)
    .returning('video_key')
    .executeTakeFirstOrThrow();
  await t.app.storage.put(row.video_key, Buffer.from('original'), 'video/mp4');
  const jobId = await t.app.jobs.boss.send(
    TRANSCODE_QUEUE,
    { videoId: video._id },
    { singletonKey: video._id },
  );
  if (!jobId) throw new Error('the job was not queued');
  await sql`UPDATE ${jobTable()} SET state = 'failed', started_on = now(), retry_count = retry_limit,
    output = '{"message":"ffmpeg exited with code 1"}'::jsonb WHERE id = ${jobId}`.execute(
    t.app.db,
  );
  return { video, jobId };
}

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string> = admin.headers) =>
  t.inject({ method: 'POST', url, headers });

describe('GET /admin/jobs/queues and /admin/jobs', () => {
  it('lists every queue with its figures, and a queue’s failed jobs in words', async () => {
    const { video, jobId } = await failedVideo('Broken upload');
    const waiting = await t.app.jobs.boss.send(OTHER_QUEUE, { secret: 'not for the page' });

    const queues = dataOf<JobQueues>(await get('/admin/jobs/queues')).queues;
    const byName = new Map(queues.map((queue) => [queue.name, queue]));
    expect(byName.get(TRANSCODE_QUEUE)).toMatchObject({ label: 'Video processing', failed: 1 });
    // Sign-ups queued their welcome mails: a web instance sends none itself.
    expect(byName.get('mail')?.label).toBe('Mail');
    expect(byName.get(OTHER_QUEUE)).toMatchObject({ label: OTHER_QUEUE, waiting: 1 });
    expect(byName.get(OTHER_QUEUE)?.oldestWaitingSeconds).toBeGreaterThanOrEqual(0);

    const failed = dataOf<Page<Job>>(await get(`/admin/jobs?queue=${TRANSCODE_QUEUE}`));
    expect(failed.docs).toEqual([
      expect.objectContaining({
        id: jobId,
        queue: TRANSCODE_QUEUE,
        state: 'failed',
        subject: `“${video.title}”`,
        attempts: 3,
        maxAttempts: 3,
        // The owner's reason, not ffmpeg's words.
        failureReason: 'This video could not be processed: no frames',
      }),
    ]);
    const others = dataOf<Page<Job>>(await get(`/admin/jobs?state=waiting&queue=${OTHER_QUEUE}`));
    expect(others.docs.map((job) => job.id)).toEqual([waiting]);
    expect(JSON.stringify(others)).not.toContain('not for the page');
  });

  it('is for admins only, and checks its query', async () => {
    expect((await get('/admin/jobs/queues', owner.headers)).statusCode).toBe(403);
    expect((await get('/admin/jobs', {})).statusCode).toBe(401);
    const bad = await get('/admin/jobs?state=finished');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).success).toBe(false);
  });
});

describe('POST /admin/jobs/:jobId/retry and /cancel', () => {
  it('retries a failed video: it is processing again with one new job, the failed one gone', async () => {
    const { video, jobId } = await failedVideo('Try again');
    const res = await post(`/admin/jobs/${jobId}/retry`);
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('videos')
      .select(['status', 'failure_reason'])
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'processing', failure_reason: null });
    const { rows } = await sql<{ id: string; state: string }>`SELECT id, state FROM ${jobTable()}
      WHERE singleton_key = ${video._id}`.execute(t.app.db);
    expect(rows.map((job) => job.state)).toEqual(['created']);
    expect(rows[0]?.id).not.toBe(jobId);

    const again = await post(`/admin/jobs/${jobId}/retry`);
    expect(again.statusCode).toBe(404);
  });

  it('stops a waiting video job: the video fails saying so, and no job is left', async () => {
    const video = await insertVideo(t, owner.user._id, { title: 'Stop me' });
    await t.app.db
      .updateTable('videos')
      .set({ status: 'processing' })
      .where('id', '=', video._id)
      .execute();
    const jobId = await t.app.jobs.boss.send(
      TRANSCODE_QUEUE,
      { videoId: video._id },
      { singletonKey: video._id },
    );
    const retried = await post(`/admin/jobs/${jobId}/retry`);
    expect(retried.statusCode).toBe(409);
    expect(errorOf(retried).message).toBe('Only a failed job can be retried.');

    expect((await post(`/admin/jobs/${jobId}/cancel`)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('videos')
      .select(['status', 'failure_reason'])
      .where('id', '=', video._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'failed',
      failure_reason: 'This video could not be processed: an administrator stopped its processing',
    });
    expect((await post(`/admin/jobs/${jobId}/cancel`)).statusCode).toBe(404);
  });

  it('retries and stops another queue’s jobs through pg-boss', async () => {
    const jobId = await t.app.jobs.boss.send(OTHER_QUEUE, { n: 1 });
    await sql`UPDATE ${jobTable()} SET state = 'failed', started_on = now(), retry_count = 1
      WHERE id = ${jobId}`.execute(t.app.db);
    const failed = dataOf<Page<Job>>(await get(`/admin/jobs?queue=${OTHER_QUEUE}`));
    expect(failed.docs.find((job) => job.id === jobId)).toMatchObject({
      subject: OTHER_QUEUE,
      attempts: 2,
      maxAttempts: 2,
      failureReason: null,
    });
    expect((await post(`/admin/jobs/${jobId}/retry`)).statusCode).toBe(200);
    const waiting = dataOf<Page<Job>>(await get(`/admin/jobs?state=waiting&queue=${OTHER_QUEUE}`));
    expect(waiting.docs.find((job) => job.id === jobId)).toMatchObject({ maxAttempts: 3 });

    const stopped = await post(`/admin/jobs/${jobId}/cancel`);
    expect(stopped.statusCode).toBe(200);
    expect((await post(`/admin/jobs/${jobId}/cancel`)).statusCode).toBe(404);
  });

  it('refuses strangers, bad ids and unknown jobs', async () => {
    const { jobId } = await failedVideo('Not yours');
    expect((await post(`/admin/jobs/${jobId}/retry`, owner.headers)).statusCode).toBe(403);
    expect((await post('/admin/jobs/not-a-uuid/retry')).statusCode).toBe(400);
    const unknown = await post('/admin/jobs/00000000-0000-4000-8000-000000000000/cancel');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Job not found: it may have finished or been removed.');
  });
});
