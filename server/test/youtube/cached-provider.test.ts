import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, message } from '../../src/lib/http-error';
import { createYoutubeApiClient } from '../../src/youtube/api-client';
import { createYoutubeBudget, type YoutubeBudgetLimits } from '../../src/youtube/budget';
import { createYoutubeCache } from '../../src/youtube/cache';
import { createCachedProvider } from '../../src/youtube/cached-provider';
import { createTestApp, type TestApp } from '../helpers/app';
import { errorBody, startFakeYoutube, type FakeYoutube } from './fake-youtube';
import { FAKE_COMMENTS, FAKE_VIDEOS } from './fixtures';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let fake: FakeYoutube;
beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFakeYoutube(FAKE_VIDEOS, FAKE_COMMENTS)]);
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
afterEach(() => {
  fake.override = null;
  fake.calls.length = 0;
});

let dayCounter = 0;
/**
 * A provider as production builds it, on a clock of its own: every test starts on a fresh day
 * (so budget rows never leak between tests) and moves time by hand.
 */
function setup(limits: YoutubeBudgetLimits = { searchDailyBudget: 100, unitsDailyBudget: 10_000 }) {
  dayCounter += 1;
  const clock = { now: Date.parse('2026-01-01T20:00:00Z') + dayCounter * DAY };
  const now = () => clock.now;
  const budget = createYoutubeBudget(t.app.db, limits, now);
  const client = createYoutubeApiClient({
    apiKey: 'test-key',
    baseUrl: fake.baseUrl,
    timeoutMs: 3000,
    budget,
  });
  const provider = createCachedProvider(client, createYoutubeCache(t.app.db, now));
  return { clock, provider, budget };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('the cached provider', () => {
  it('shares one upstream call among ten concurrent identical searches', async () => {
    const { provider } = setup();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        provider.search({ query: 'review coalesce', maxResults: 12 }),
      ),
    );
    expect(fake.callsTo('search')).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
  });

  it('treats the same words in another case or spacing as the same search', async () => {
    const { provider } = setup();
    await provider.search({ query: 'Tech Reviews', maxResults: 12 });
    await provider.search({ query: '  tech   REVIEWS ', maxResults: 12 });
    expect(fake.callsTo('search')).toBe(1);
    await provider.search({ query: 'tech reviews', maxResults: 24 });
    expect(fake.callsTo('search')).toBe(2);
  });

  it('keeps a search for one hour', async () => {
    const { clock, provider } = setup();
    await provider.search({ query: 'review hour', maxResults: 5 });
    clock.now += 59 * MINUTE;
    await provider.search({ query: 'review hour', maxResults: 5 });
    expect(fake.callsTo('search')).toBe(1);
    clock.now += 2 * MINUTE;
    await provider.search({ query: 'review hour', maxResults: 5 });
    expect(fake.callsTo('search')).toBe(2);
  });

  it('keeps a video for six hours, warmed by the search that found it', async () => {
    const { clock, provider } = setup();
    await provider.search({ query: 'gadget', maxResults: 5 });
    expect(fake.callsTo('videos')).toBe(1);
    expect(await provider.video('bbbbbbbbbb2')).toMatchObject({ videoId: 'bbbbbbbbbb2', likes: 0 });
    clock.now += 5 * HOUR;
    await provider.video('bbbbbbbbbb2');
    expect(fake.callsTo('videos')).toBe(1);
    clock.now += 2 * HOUR;
    await provider.video('bbbbbbbbbb2');
    expect(fake.callsTo('videos')).toBe(2);
  });

  it('remembers that an id does not exist', async () => {
    const { provider } = setup();
    expect(await provider.video('unknown0001')).toBeNull();
    expect(await provider.video('unknown0001')).toBeNull();
    expect(fake.callsTo('videos')).toBe(1);
  });

  it('keeps comments for thirty minutes, per page', async () => {
    const { clock, provider } = setup();
    const first = await provider.comments('aaaaaaaaaa1');
    await provider.comments('aaaaaaaaaa1');
    await provider.comments('aaaaaaaaaa1', first.nextPageToken ?? '');
    expect(fake.callsTo('commentThreads')).toBe(2);
    clock.now += 31 * MINUTE;
    await provider.comments('aaaaaaaaaa1');
    expect(fake.callsTo('commentThreads')).toBe(3);
  });

  it('serves an expired copy when YouTube refuses, and 429 when there is none', async () => {
    const { clock, provider } = setup();
    const fresh = await provider.search({ query: 'review stale', maxResults: 5 });
    clock.now += 2 * HOUR;
    fake.override = () => ({ status: 403, body: errorBody(403, 'quotaExceeded') });
    expect(await provider.search({ query: 'review stale', maxResults: 5 })).toEqual(fresh);
    expect(
      (await rejection(provider.search({ query: 'never searched', maxResults: 5 }))).statusCode,
    ).toBe(429);
  });

  it('asks beforeUpstream only on a miss, and serves an expired copy when it refuses', async () => {
    const { clock, provider } = setup();
    let asked = 0;
    const gate = (allow: boolean) => ({
      beforeUpstream: () => {
        asked += 1;
        return allow
          ? Promise.resolve()
          : Promise.reject(new HttpError(429, message('Your share is spent.')));
      },
    });
    const fresh = await provider.search({ query: 'review gate', maxResults: 5 }, gate(true));
    await provider.search({ query: 'review gate', maxResults: 5 }, gate(false));
    expect(asked).toBe(1);
    clock.now += 2 * HOUR;
    expect(await provider.search({ query: 'review gate', maxResults: 5 }, gate(false))).toEqual(
      fresh,
    );
    const refused = await rejection(
      provider.search({ query: 'never gated', maxResults: 5 }, gate(false)),
    );
    expect([refused.statusCode, refused.message]).toEqual([429, 'Your share is spent.']);
    expect(fake.callsTo('search')).toBe(1);
  });

  it('does not cache failures', async () => {
    const { provider } = setup();
    fake.override = () => ({ status: 500, body: errorBody(500, 'backendError') });
    expect(
      (await rejection(provider.search({ query: 'review flaky', maxResults: 5 }))).statusCode,
    ).toBe(502);
    fake.override = null;
    expect(
      (await provider.search({ query: 'review flaky', maxResults: 5 })).videos.length,
    ).toBeGreaterThan(0);
    expect(fake.callsTo('search')).toBe(2);
  });
});

describe('the daily budget', () => {
  it('answers 429 on a cache miss once the searches are spent, without calling YouTube', async () => {
    const { provider, budget } = setup({ searchDailyBudget: 2, unitsDailyBudget: 10_000 });
    await provider.search({ query: 'review one', maxResults: 5 });
    await provider.search({ query: 'review two', maxResults: 5 });
    expect(await budget.usedToday('search')).toBe(2);
    const error = await rejection(provider.search({ query: 'review three', maxResults: 5 }));
    expect(error.statusCode).toBe(429);
    expect(error.message).toMatch(/quota/);
    expect(fake.callsTo('search')).toBe(2);
    // Cached answers still flow.
    await provider.search({ query: 'review one', maxResults: 5 });
    expect(fake.callsTo('search')).toBe(2);
  });

  it('counts units for videos and comments, and keeps the search when units run out first', async () => {
    const { provider, budget } = setup({ searchDailyBudget: 100, unitsDailyBudget: 2 });
    await provider.video('aaaaaaaaaa1');
    await provider.comments('aaaaaaaaaa1');
    expect(await budget.usedToday('units')).toBe(2);
    expect((await rejection(provider.video('neverseen01'))).statusCode).toBe(429);
    expect(
      (await rejection(provider.search({ query: 'review units', maxResults: 5 }))).statusCode,
    ).toBe(429);
    expect(await budget.usedToday('search')).toBe(0);
    expect(fake.calls).toHaveLength(2);
  });

  it('starts again at midnight Pacific time', async () => {
    dayCounter += 1;
    const clock = { now: Date.parse('2027-01-15T07:59:00Z') }; // 23:59 PST on the 14th
    const budget = createYoutubeBudget(
      t.app.db,
      { searchDailyBudget: 1, unitsDailyBudget: 1 },
      () => clock.now,
    );
    expect(await budget.trySpend('search', 1)).toBe(true);
    expect(await budget.trySpend('search', 1)).toBe(false);
    clock.now = Date.parse('2027-01-15T08:00:00Z'); // midnight PST
    expect(await budget.trySpend('search', 1)).toBe(true);
  });

  it('never overspends under concurrency, and gives back refunds', async () => {
    const { budget } = setup({ searchDailyBudget: 5, unitsDailyBudget: 1 });
    const granted = await Promise.all(
      Array.from({ length: 20 }, () => budget.trySpend('search', 1)),
    );
    expect(granted.filter(Boolean)).toHaveLength(5);
    await budget.refund('search', 1);
    expect(await budget.usedToday('search')).toBe(4);
    expect(await budget.trySpend('units', 2)).toBe(false);
  });
});
