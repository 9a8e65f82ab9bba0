import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-error';
import { parseIsoDuration } from '../../src/youtube/api-responses';
import { createYoutubeApiClient } from '../../src/youtube/api-client';
import { createYoutubeBudget, type YoutubeBudget } from '../../src/youtube/budget';
import { createTestApp, type TestApp } from '../helpers/app';
import { errorBody, startFakeYoutube, type FakeYoutube } from './fake-youtube';
import { FAKE_COMMENTS, FAKE_VIDEOS } from './fixtures';
import type { YoutubeProvider } from '../../src/youtube/provider';

let t: TestApp;
let fake: FakeYoutube;
let client: YoutubeProvider;
let budget: YoutubeBudget;
let day = 0;
beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFakeYoutube(FAKE_VIDEOS, FAKE_COMMENTS)]);
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
beforeEach(() => {
  // A day of its own per test: a quota refusal in one test must not spend the next one's budget.
  day += 1;
  const now = Date.parse('2030-01-01T20:00:00Z') + day * 86_400_000;
  budget = createYoutubeBudget(
    t.app.db,
    { searchDailyBudget: 1000, unitsDailyBudget: 100_000 },
    () => now,
  );
  client = createYoutubeApiClient({
    apiKey: 'test-key',
    baseUrl: fake.baseUrl,
    timeoutMs: 1500,
    budget,
  });
});
afterEach(() => {
  fake.override = null;
  fake.calls.length = 0;
});

async function statusOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.statusCode, message: error.message };
}

describe('the real YouTube client against a fake YouTube', () => {
  it('searches ids, then details the page with one videos.list call, in search order', async () => {
    const result = await client.search({ query: 'review', maxResults: 3 });
    expect(result.videos.map((v) => v.videoId)).toEqual([
      'aaaaaaaaaa1',
      'bbbbbbbbbb2',
      'cccccccccc3',
    ]);
    expect(fake.callsTo('search')).toBe(1);
    expect(fake.callsTo('videos')).toBe(1);
    const videosCall = fake.calls.find((c) => c.endpoint === 'videos');
    expect(videosCall?.params.get('part')).toBe('snippet,statistics,contentDetails');
    expect(videosCall?.params.get('id')).toBe('aaaaaaaaaa1,bbbbbbbbbb2,cccccccccc3');
    const searchCall = fake.calls.find((c) => c.endpoint === 'search');
    expect(searchCall?.params.get('type')).toBe('video');
    expect(searchCall?.params.get('maxResults')).toBe('3');
  });

  it('decodes entities, converts string counts and ISO durations', async () => {
    const { videos } = await client.search({ query: 'review', maxResults: 3 });
    expect(videos[0]).toEqual({
      videoId: 'aaaaaaaaaa1',
      title: 'Tom & Jerry \'Live\' "Review"',
      channelTitle: 'Cartoons & Co',
      thumbnail: 'https://i.ytimg.com/vi/aaaaaaaaaa1/hqdefault.jpg',
      views: 1_234_567,
      likes: 8910,
      description: 'A review with <b>markup</b> kept as text.',
      publishedAt: '2026-11-01T10:00:00Z',
      duration: 3723,
    });
    // Hidden like count and a live broadcast's P0D.
    expect(videos[1]).toMatchObject({ views: 42, likes: 0, duration: 45 });
    expect(videos[2]).toMatchObject({ views: 0, duration: 0 });
  });

  it('pages with the page token YouTube gave', async () => {
    const one = await client.search({ query: 'review', maxResults: 4 });
    expect(one).toMatchObject({ hasNextPage: true, nextPageToken: 'FAKEPAGE4' });
    const two = await client.search({
      query: 'review',
      maxResults: 4,
      pageToken: one.nextPageToken ?? '',
    });
    const three = await client.search({
      query: 'review',
      maxResults: 4,
      pageToken: two.nextPageToken ?? '',
    });
    expect(three).toMatchObject({ hasNextPage: false, nextPageToken: null });
    const ids = [...one.videos, ...two.videos, ...three.videos].map((v) => v.videoId);
    expect(new Set(ids).size).toBe(FAKE_VIDEOS.length);
  });

  it('skips videos.list when the search finds nothing', async () => {
    const result = await client.search({ query: 'nothing matches this', maxResults: 5 });
    expect(result).toEqual({ videos: [], nextPageToken: null, hasNextPage: false });
    expect(fake.callsTo('videos')).toBe(0);
  });

  it('looks up one video, null when YouTube does not know it', async () => {
    expect(await client.video('bbbbbbbbbb2')).toMatchObject({
      videoId: 'bbbbbbbbbb2',
      title: 'Gadget review: short',
    });
    expect(await client.video('zzzzzzzzzzz')).toBeNull();
  });

  it('reads comment threads as plain text, paged', async () => {
    const one = await client.comments('aaaaaaaaaa1');
    expect(fake.calls[0]?.params.get('textFormat')).toBe('plainText');
    expect(one.docs).toHaveLength(20);
    expect(one.docs[0]).toEqual({
      _id: 'UgzComment000',
      content: 'Comment 0 & more',
      createdAt: '2026-11-02T10:00:00Z',
      updatedAt: '2026-11-02T10:00:00Z',
      owner: {
        _id: 'UC@viewer0xxxxxxxxxxxxxx',
        username: '@viewer0',
        avatar: 'https://yt3.ggpht.com/@viewer0.jpg',
      },
      isExternal: true,
    });
    expect(one).toMatchObject({ hasNextPage: true, nextPageToken: 'FAKEPAGE20' });
    const two = await client.comments('aaaaaaaaaa1', one.nextPageToken ?? '');
    expect(two.docs.map((c) => c._id)).toEqual([
      'UgzComment020',
      'UgzComment021',
      'UgzComment022',
      'UgzComment023',
      'UgzComment024',
    ]);
    expect(two).toMatchObject({ hasNextPage: false, nextPageToken: null });
  });

  it('answers an empty page when comments are disabled, 404 for an unknown video', async () => {
    expect(await client.comments('bbbbbbbbbb2')).toEqual({
      docs: [],
      pageInfo: { totalResults: 0 },
      hasNextPage: false,
      nextPageToken: null,
    });
    expect((await statusOf(client.comments('zzzzzzzzzzz'))).status).toBe(404);
  });

  it.each(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded', 'userRateLimitExceeded'])(
    'turns a 403 %s into our 429 with the quota message',
    async (reason) => {
      fake.override = () => ({ status: 403, body: errorBody(403, reason) });
      const { status, message } = await statusOf(client.search({ query: 'review', maxResults: 3 }));
      expect(status).toBe(429);
      expect(message).toMatch(/daily YouTube API quota has been exceeded/);
    },
  );

  it('stops asking YouTube for the rest of the day once it says the daily quota is gone', async () => {
    fake.override = () => ({ status: 403, body: errorBody(403, 'quotaExceeded') });
    expect((await statusOf(client.video('aaaaaaaaaa1'))).status).toBe(429);
    fake.override = null;
    expect((await statusOf(client.search({ query: 'review', maxResults: 3 }))).status).toBe(429);
    expect((await statusOf(client.comments('aaaaaaaaaa1'))).status).toBe(429);
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps asking after a mere rate limit', async () => {
    fake.override = () => ({ status: 403, body: errorBody(403, 'rateLimitExceeded') });
    expect((await statusOf(client.video('aaaaaaaaaa1'))).status).toBe(429);
    fake.override = null;
    expect(await client.video('aaaaaaaaaa1')).toMatchObject({ videoId: 'aaaaaaaaaa1' });
  });

  it('gives back the videos.list unit when the search itself fails', async () => {
    fake.override = () => ({ status: 500, body: errorBody(500, 'backendError') });
    await statusOf(client.search({ query: 'review', maxResults: 3 }));
    expect(await budget.usedToday('search')).toBe(1);
    expect(await budget.usedToday('units')).toBe(0);
  });

  it('turns a 429 into our 429', async () => {
    fake.override = () => ({ status: 429, body: errorBody(429, 'rateLimitExceeded') });
    expect((await statusOf(client.video('aaaaaaaaaa1'))).status).toBe(429);
  });

  it('turns other upstream failures into 502: a 500, another 403, a malformed answer, an invalid key', async () => {
    fake.override = () => ({ status: 500, body: errorBody(500, 'backendError') });
    expect(await statusOf(client.search({ query: 'review', maxResults: 3 }))).toEqual({
      status: 502,
      message: 'YouTube failed to answer (status 500).',
    });
    fake.override = () => ({ status: 403, body: errorBody(403, 'forbidden') });
    expect((await statusOf(client.comments('aaaaaaaaaa1'))).status).toBe(502);
    fake.override = () => ({ status: 200, body: { items: 'not a list' } });
    expect((await statusOf(client.video('aaaaaaaaaa1'))).status).toBe(502);
    fake.override = null;
    const wrongKey = createYoutubeApiClient({
      apiKey: 'wrong',
      baseUrl: fake.baseUrl,
      timeoutMs: 1500,
      budget: createYoutubeBudget(t.app.db, { searchDailyBudget: 1000, unitsDailyBudget: 100_000 }),
    });
    expect((await statusOf(wrongKey.video('aaaaaaaaaa1'))).status).toBe(502);
  });

  it('turns an invalid page token into our 400', async () => {
    fake.override = () => ({ status: 400, body: errorBody(400, 'invalidPageToken') });
    expect(
      (await statusOf(client.search({ query: 'x', maxResults: 3, pageToken: 'bogus' }))).status,
    ).toBe(400);
  });

  it('gives up on a hanging upstream after the timeout with a 502', async () => {
    fake.override = () => 'hang';
    const started = Date.now();
    expect(await statusOf(client.search({ query: 'review', maxResults: 3 }))).toEqual({
      status: 502,
      message: 'YouTube did not answer in time.',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up on an answer whose body stalls halfway', async () => {
    fake.override = () => 'stall';
    expect(await statusOf(client.video('aaaaaaaaaa1'))).toEqual({
      status: 502,
      message: 'YouTube did not answer in time.',
    });
  });

  it('answers 502 when YouTube cannot be reached at all', async () => {
    const unreachable = createYoutubeApiClient({
      apiKey: 'test-key',
      baseUrl: 'http://127.0.0.1:9/youtube/v3',
      timeoutMs: 1000,
      budget: createYoutubeBudget(t.app.db, { searchDailyBudget: 1000, unitsDailyBudget: 100_000 }),
    });
    expect(await statusOf(unreachable.video('aaaaaaaaaa1'))).toEqual({
      status: 502,
      message: 'YouTube could not be reached.',
    });
  });
});

describe('ISO 8601 durations', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT45S', 45],
    ['PT10M', 600],
    ['P1DT2H', 93_600],
    ['P1W', 604_800],
    ['P0D', 0],
    ['nonsense', 0],
  ])('%s is %i seconds', (iso, seconds) => {
    expect(parseIsoDuration(iso)).toBe(seconds);
  });
});
