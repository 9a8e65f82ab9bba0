import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueSchemaFor } from '../../src/plugins/job-tables';
import { TRANSCODE_QUEUE } from '../../src/videos/transcode-queue';
import { API, dataOf } from '../helpers/app';
import { buildForm, createMediaFixtures, type MediaFixtures } from './fixtures';
import { createSharedSchema, type SharedSchema } from './shared-schema';
import type { FastifyInstance } from 'fastify';
import type { RegisterResponse, Video } from '@kinora/contract';

// Only included when DATABASE_URL is set (see vitest.config.ts): a dead worker's job is found by
// another instance's sweep, which only PostgreSQL shares.
let shared: SharedSchema;
let fx: MediaFixtures;
let web: FastifyInstance;

beforeAll(async () => {
  [fx, shared] = await Promise.all([createMediaFixtures(), createSharedSchema()]);
  web = await shared.start({ KINORA_ROLE: 'web' });
}, 120_000);
afterAll(async () => {
  await shared.close();
  await fx.cleanup();
});

describe('a worker that dies during the last attempt', () => {
  it('leaves a failed video with a reason, not one processing for ever', async () => {
    const tag = randomBytes(3).toString('hex');
    const registered = await web.inject({
      method: 'POST',
      url: `${API}/users/register`,
      payload: {
        username: `last${tag}`,
        email: `last${tag}@example.com`,
        fullName: 'Last Attempt',
        password: 'secret-password',
      },
    });
    const headers = { authorization: `Bearer ${dataOf<RegisterResponse>(registered).accessToken}` };
    const uploaded = await web.inject({
      method: 'POST',
      url: `${API}/videos`,
      headers,
      payload: buildForm(
        { title: 'Dies', description: 'Its worker is killed on the last try' },
        {
          videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
          thumbnail: [fx.png, 'cover.png', 'image/png'],
        },
      ),
    });
    expect(uploaded.statusCode).toBe(201);
    const { _id: id } = dataOf<Video>(uploaded);

    // What a worker killed during the third attempt leaves: its job active, long quiet.
    const jobTable = sql.raw(`"${queueSchemaFor(web.database)}".job`);
    await sql`UPDATE ${jobTable} SET state = 'active', retry_count = retry_limit,
      started_on = now() - interval '1 hour'
      WHERE name = ${TRANSCODE_QUEUE} AND singleton_key = ${id}`.execute(web.db);

    // A worker starting now sweeps it up.
    await shared.start({ KINORA_ROLE: 'worker', TRANSCODE_STALE_SECONDS: '3' });
    const deadline = Date.now() + 30_000;
    let video = dataOf<Video>(
      await web.inject({ method: 'GET', url: `${API}/videos/${id}`, headers }),
    );
    while (video.status === 'processing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      video = dataOf<Video>(
        await web.inject({ method: 'GET', url: `${API}/videos/${id}`, headers }),
      );
    }
    expect(video.status).toBe('failed');
    expect(video.failureReason).toBe(
      'This video could not be processed: the transcoding worker stopped before it finished',
    );
    // Not queued again behind the owner's back: a retry is theirs to ask for.
    const { rows } = await sql<{ state: string }>`SELECT state FROM ${jobTable}
      WHERE name = ${TRANSCODE_QUEUE} AND singleton_key = ${id}`.execute(web.db);
    expect(rows.map((r) => r.state)).toEqual(['failed']);
  }, 90_000);
});
