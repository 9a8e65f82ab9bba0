import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, dataOf, errorOf } from './helpers/app';
import { tusClient } from './helpers/tus-client';
import { waitForVideo } from './helpers/wait-for-video';
import { buildForm, createMediaFixtures, type MediaFixtures } from './media/fixtures';
import type { Video } from '@kinora/contract';

/** `/metrics`: Prometheus figures of this process, for the operator's token only. */

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample line (`name{labels} value`), or null when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return null;
}

describe('with METRICS_TOKEN set', () => {
  let t: TestApp;
  let fx: MediaFixtures;
  let owner: TestUser;
  beforeAll(async () => {
    fx = await createMediaFixtures();
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, VIEW_FLUSH_MS: '50' } });
    owner = await t.registerUser();
  });
  afterAll(async () => {
    await t.close();
    await fx.cleanup();
  });

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses a request without the token, or with another, in the JSON envelope', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        ...(authorization ? { headers: { authorization } } : {}),
      });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe('The metrics need the token set in METRICS_TOKEN.');
      expect(res.body).not.toContain('kinora_');
    }
  });

  it('counts requests by route template, method and status, never by raw URL', async () => {
    const missing = '0123456789abcdef01234567';
    expect((await t.inject({ method: 'GET', url: `/videos/${missing}` })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/videos' })).statusCode).toBe(200);
    const text = await scrape();
    const notFound = {
      route: '/api/v1/videos/:videoId',
      method: 'GET',
      status_code: '404',
    };
    expect(sample(text, 'kinora_http_request_duration_seconds_count', notFound)).toBe(1);
    expect(
      sample(text, 'kinora_http_request_duration_seconds_count', {
        route: '/api/v1/videos',
        method: 'GET',
        status_code: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(missing);
  });

  it('times the database queries and tells the process figures and the data disk', async () => {
    const text = await scrape();
    expect(
      sample(text, 'kinora_db_query_duration_seconds_count', { result: 'ok' }),
    ).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).not.toBeNull();
    expect(sample(text, 'kinora_notification_streams_open')).toBe(0);
    const free = sample(text, 'kinora_data_dir_bytes', { kind: 'free' });
    expect(free).toBeGreaterThan(0);
    expect(sample(text, 'kinora_data_dir_bytes', { kind: 'size' })).toBeGreaterThan(free ?? 0);
    if (t.app.database.kind === 'postgres') {
      expect(sample(text, 'kinora_db_pool_connections', { state: 'idle' })).not.toBeNull();
    } else {
      expect(text).not.toMatch(/^kinora_db_pool_connections\{/m);
    }
  });

  it('tells the queues: jobs waiting and the age of the oldest', async () => {
    const queue = 'metrics-test-queue';
    await t.app.jobs.createQueue(queue, {});
    await t.app.jobs.boss.send(queue, { n: 1 });
    await t.app.jobs.boss.send(queue, { n: 2 });
    const text = await scrape();
    expect(sample(text, 'kinora_jobs_waiting', { queue })).toBe(2);
    expect(sample(text, 'kinora_jobs_running', { queue })).toBe(0);
    expect(sample(text, 'kinora_jobs_oldest_waiting_seconds', { queue })).toBeGreaterThanOrEqual(0);
  });

  it('counts an upload’s bytes, its transcode by outcome and the views written', async () => {
    const payload = buildForm(
      { title: 'Counted', description: 'For the metrics' },
      {
        videoFile: [fx.video, 'clip.mp4', 'video/mp4'],
        thumbnail: [fx.png, 'thumb.png', 'image/png'],
      },
    );
    const res = await t.inject({ method: 'POST', url: '/videos', headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    const video = dataOf<Video>(res);
    expect((await waitForVideo(t, video._id, owner.headers)).status).toBe('ready');
    const viewed = await t.inject({ method: 'POST', url: `/videos/${video._id}/views` });
    expect(viewed.statusCode, viewed.body).toBeLessThan(300);
    await t.app.services.viewCounter.flush();

    const text = await scrape();
    expect(sample(text, 'kinora_upload_bytes_total')).toBeGreaterThan(fx.video.length);
    expect(sample(text, 'kinora_transcode_duration_seconds_count', { outcome: 'ready' })).toBe(1);
    expect(sample(text, 'kinora_view_batches_total', { result: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'kinora_views_written_total')).toBe(1);
  });

  it('counts the bytes of a resumable upload as they arrive, chunk by chunk', async () => {
    const tus = tusClient(t.app);
    const created = await tus.create(owner, fx.video.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const before = sample(await scrape(), 'kinora_upload_bytes_total') ?? 0;
    expect((await tus.patch(owner, location, 0, fx.video.subarray(0, 6000))).statusCode).toBe(204);
    expect((await tus.patch(owner, location, 6000, fx.video.subarray(6000, 9000))).statusCode).toBe(
      204,
    );
    expect(sample(await scrape(), 'kinora_upload_bytes_total')).toBe(before + 9000);
    expect((await tus.terminate(owner, location)).statusCode).toBe(204);
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves no metrics at all', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('kinora_http_request_duration_seconds');
  });
});
