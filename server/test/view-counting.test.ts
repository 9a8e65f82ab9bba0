import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Video, VideoViewResult } from '@kinora/contract';

/**
 * The tests write the noted views themselves (`flush`): the timer's default second ran out between
 * six requests and the check that nothing was written yet on a loaded PostgreSQL run.
 */
const NO_TIMED_FLUSH = { env: { VIEW_FLUSH_MS: String(3_600_000) } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(NO_TIMED_FLUSH);
});
afterAll(async () => {
  await t.close();
});

/** A watch page, anonymous, from `remoteAddress` with `agent` reports its view: the count. */
async function watch(videoId: string, remoteAddress: string, agent: string): Promise<number> {
  const res = await t.inject({
    method: 'POST',
    url: `/videos/${videoId}/views`,
    remoteAddress,
    headers: { 'user-agent': agent },
  });
  return dataOf<VideoViewResult>(res).views;
}

describe('anonymous views', () => {
  it('count once a day per address, whatever user agent each request sends', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const counts = [];
    for (let i = 0; i < 20; i += 1) counts.push(await watch(video._id, '192.0.2.10', `bot/${i}`));
    expect(new Set(counts)).toEqual(new Set([1]));
    expect(await watch(video._id, '192.0.2.11', 'bot/0')).toBe(2);
  });

  it('count once per IPv6 /64, the block one subscriber holds', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    expect(await watch(video._id, '2001:db8:1:2::1', 'a')).toBe(1);
    expect(await watch(video._id, '2001:db8:1:2:ffff:ee:dd:cc', 'b')).toBe(1);
    expect(await watch(video._id, '2001:db8:1:3::1', 'a')).toBe(2);
    // An IPv4-mapped IPv6 address is its IPv4 address.
    expect(await watch(video._id, '192.0.2.40', 'a')).toBe(3);
    expect(await watch(video._id, '::ffff:192.0.2.40', 'b')).toBe(3);
  });
});

/** The stored count and today's entry of the per-day series. */
async function stored(videoId: string): Promise<{ views: number; today: number }> {
  const video = await t.app.db
    .selectFrom('videos')
    .select('views')
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  const daily = await t.app.db
    .selectFrom('video_daily_views')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('views'))
    .where('video_id', '=', videoId)
    .executeTakeFirstOrThrow();
  return { views: Number(video.views), today: Number(daily.views) };
}

describe('buffered views', () => {
  it('are written in one batch, exactly, with the per-day series', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    await t.app.services.viewCounter.flush();
    for (let i = 0; i < 5; i += 1) await watch(video._id, `198.51.100.${i}`, 'a');
    await watch(video._id, '198.51.100.0', 'again');
    expect(await stored(video._id)).toEqual({ views: 0, today: 0 });
    await t.app.services.viewCounter.flush();
    expect(await stored(video._id)).toEqual({ views: 5, today: 5 });
    // After the write the answer shows the stored count, not the views again.
    expect(await watch(video._id, '198.51.100.1', 'b')).toBe(5);
  });

  it('keep the 24-hour rule across flushes and count again once a mark is older', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    await watch(video._id, '198.51.100.50', 'a');
    await t.app.services.viewCounter.flush();
    await watch(video._id, '198.51.100.50', 'a');
    await t.app.services.viewCounter.flush();
    expect((await stored(video._id)).views).toBe(1);
    // A mark from yesterday (another instance, or before a restart) lets the viewer count again.
    await t.app.db
      .updateTable('video_view_marks')
      .set({ counted_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('video_id', '=', video._id)
      .execute();
    const { createViewCounter } = await import('../src/videos/view-counter');
    const other = createViewCounter({ db: t.app.db, log: t.app.log, flushMs: 60_000 });
    expect(other.record({ videoId: video._id, viewerKey: 'a:elsewhere' })).toBe(true);
    const markedKey = await t.app.db
      .selectFrom('video_view_marks')
      .select('viewer_key')
      .where('video_id', '=', video._id)
      .executeTakeFirstOrThrow();
    expect(other.record({ videoId: video._id, viewerKey: markedKey.viewer_key })).toBe(true);
    await other.stop();
    expect((await stored(video._id)).views).toBe(3);
  });

  it('count a viewer once when two instances report the same view in one window', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const { createViewCounter } = await import('../src/videos/view-counter');
    const a = createViewCounter({ db: t.app.db, log: t.app.log, flushMs: 60_000 });
    const b = createViewCounter({ db: t.app.db, log: t.app.log, flushMs: 60_000 });
    for (const counter of [a, b]) {
      counter.record({ videoId: video._id, viewerKey: 'u:same-viewer' });
      counter.record({ videoId: video._id, viewerKey: `u:${Math.random()}` });
    }
    await Promise.all([a.flush(), b.flush()]);
    expect(await stored(video._id)).toEqual({ views: 3, today: 3 });
  });

  it('agree with a stored count read while a batch was being written', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    const { createViewCounter } = await import('../src/videos/view-counter');
    const counter = createViewCounter({ db: t.app.db, log: t.app.log, flushMs: 60_000 });
    counter.record({ videoId: video._id, viewerKey: 'u:before-the-read' });
    let reads = 0;
    // The first read sees the count before the batch; the batch is written while it runs, so the
    // unwritten count no longer holds it either: that read must be done again.
    const views = await counter.consistentRead(async () => {
      reads += 1;
      const { views: count } = await stored(video._id);
      if (reads === 1) await counter.flush();
      return count;
    });
    expect(reads).toBe(2);
    expect(views + counter.unwrittenViews(video._id)).toBe(1);
  });

  it('skip videos deleted before the write, and still count the others', async () => {
    const owner = await t.registerUser();
    const kept = await insertVideo(t, owner.user._id);
    const gone = await insertVideo(t, owner.user._id);
    await watch(kept._id, '198.51.100.60', 'a');
    await watch(gone._id, '198.51.100.60', 'a');
    const del = await t.inject({
      method: 'DELETE',
      url: `/videos/${gone._id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(200);
    await t.app.services.viewCounter.flush();
    expect((await stored(kept._id)).views).toBe(1);
  });

  it('are written when the app closes', async () => {
    const other = await createTestApp(NO_TIMED_FLUSH);
    try {
      const owner = await other.registerUser();
      const video = await insertVideo(other, owner.user._id);
      await other.inject({
        method: 'POST',
        url: `/videos/${video._id}/views`,
        remoteAddress: '192.0.2.9',
      });
      expect(other.app.services.viewCounter.unwrittenViews(video._id)).toBe(1);
      await other.app.close();
      // A failed write would have put the view back in the buffer.
      expect(other.app.services.viewCounter.unwrittenViews(video._id)).toBe(0);
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('what counts as a view', () => {
  const setStatus = (id: string, status: Video['status']) =>
    t.app.db.updateTable('videos').set({ status }).where('id', '=', id).execute();
  const read = async (id: string, headers: Record<string, string> = {}) =>
    dataOf<Video>(await t.inject({ method: 'GET', url: `/videos/${id}`, headers })).views;

  it('is never a read: the studio polling a processing video until it is ready adds none', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    await setStatus(video._id, 'processing');
    for (let i = 0; i < 3; i += 1) expect(await read(video._id, owner.headers)).toBe(0);
    await setStatus(video._id, 'ready');
    // The poll that finds it ready, and anyone reading it through the API, count nothing.
    expect(await read(video._id, owner.headers)).toBe(0);
    expect(await read(video._id)).toBe(0);
    await t.app.services.viewCounter.flush();
    expect((await stored(video._id)).views).toBe(0);
    // A watch page reporting its view does.
    expect(await watch(video._id, '192.0.2.70', 'a')).toBe(1);
    expect(await read(video._id)).toBe(1);
  });

  it('is refused for a video still processing or failed, as for one that does not exist', async () => {
    const owner = await t.registerUser();
    const video = await insertVideo(t, owner.user._id);
    for (const status of ['processing', 'failed'] as const) {
      await setStatus(video._id, status);
      const res = await t.inject({
        method: 'POST',
        url: `/videos/${video._id}/views`,
        headers: owner.headers,
      });
      expect(res.statusCode).toBe(404);
    }
    await t.app.services.viewCounter.flush();
    expect((await stored(video._id)).views).toBe(0);
  });
});
