import { HOME_CATEGORIES } from '@kinora/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { errorBody, startFakeYoutube, type FakeYoutube } from './fake-youtube';
import { FAKE_COMMENTS, FAKE_VIDEOS } from './fixtures';
import type {
  ApiErrorBody,
  ApiSuccess,
  ExternalCommentPage,
  ExternalSearchResult,
  ExternalVideoDetails,
} from '@kinora/contract';

let t: TestApp;
let fake: FakeYoutube;
beforeAll(async () => {
  fake = await startFakeYoutube(FAKE_VIDEOS, FAKE_COMMENTS);
  t = await createTestApp({
    env: {
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_TIMEOUT_MS: '3000',
      YOUTUBE_SEARCH_DAILY_BUDGET: '8',
    },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});
afterEach(() => {
  fake.override = null;
  fake.calls.length = 0;
});

const loadHomePage = () =>
  Promise.all(
    HOME_CATEGORIES.map((category) =>
      t.inject({
        method: 'GET',
        url: `/youtube/search?query=${encodeURIComponent(category)}&maxResults=12`,
      }),
    ),
  );

describe('YouTube routes with an API key', () => {
  it('costs four searches for the first home page and none once warm', async () => {
    const first = await loadHomePage();
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(fake.callsTo('search')).toBe(4);
    fake.calls.length = 0;
    const visitors = await Promise.all([loadHomePage(), loadHomePage(), loadHomePage()]);
    expect(visitors.flat().every((r) => r.statusCode === 200)).toBe(true);
    expect(fake.calls).toHaveLength(0);
  });

  it('answers searches and videos in the contract shape from YouTube data', async () => {
    const res = await t.inject({ method: 'GET', url: '/youtube/search?query=gadget' });
    expect(res.statusCode).toBe(200);
    const data = res.json<ApiSuccess<ExternalSearchResult>>().data;
    expect(data.videos[0]).toEqual({
      videoId: 'bbbbbbbbbb2',
      title: 'Gadget review: short',
      thumbnail: 'https://i.ytimg.com/vi/bbbbbbbbbb2/hqdefault.jpg',
      channelTitle: 'Byte Bench',
      views: 42,
      description: 'Short.',
      publishedAt: '2026-10-01T10:00:00Z',
      duration: 45,
    });
    expect(fake.calls.find((c) => c.endpoint === 'search')?.params.get('maxResults')).toBe('12');
    const video = await t.inject({ method: 'GET', url: '/youtube/video/aaaaaaaaaa1' });
    expect(video.json<ApiSuccess<ExternalVideoDetails>>().data).toMatchObject({
      likes: 8910,
      duration: 3723,
    });
    expect((await t.inject({ method: 'GET', url: '/youtube/video/zzzzzzzzzzz' })).statusCode).toBe(
      404,
    );
  });

  it('answers an empty comment page when comments are disabled', async () => {
    const res = await t.inject({ method: 'GET', url: '/youtube/comments/bbbbbbbbbb2' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApiSuccess<ExternalCommentPage>>().data).toEqual({
      docs: [],
      pageInfo: { totalResults: 0 },
      hasNextPage: false,
      nextPageToken: null,
    });
  });

  it('answers 502 in the error envelope when YouTube fails or hangs', async () => {
    fake.override = () => ({ status: 500, body: errorBody(500, 'backendError') });
    const failed = await t.inject({ method: 'GET', url: '/youtube/comments/aaaaaaaaaa1' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json<ApiErrorBody>()).toMatchObject({ statusCode: 502, success: false });
    fake.override = () => 'hang';
    const hung = await t.inject({ method: 'GET', url: '/youtube/video/nevercached' });
    expect(hung.statusCode).toBe(502);
    expect(hung.json<ApiErrorBody>().message).toBe('YouTube did not answer in time.');
  });

  it('stops calling YouTube once the configured search budget is spent', async () => {
    // The budget is 8 searches a day; earlier tests spent some of it.
    let refused = null;
    for (let i = 0; i < 9 && !refused; i += 1) {
      const res = await t.inject({ method: 'GET', url: `/youtube/search?query=budget%20${i}` });
      if (res.statusCode === 429) refused = res;
    }
    expect(refused?.json<ApiErrorBody>().message).toMatch(/quota has been exceeded/);
    const calls = fake.callsTo('search');
    expect(
      (await t.inject({ method: 'GET', url: '/youtube/search?query=budget%20more' })).statusCode,
    ).toBe(429);
    expect(fake.callsTo('search')).toBe(calls);
  });

  it('passes a spent YouTube quota on as a 429 envelope the quota banner recognises', async () => {
    // Last: YouTube's own refusal closes the day for every later request.
    fake.override = () => ({ status: 403, body: errorBody(403, 'quotaExceeded') });
    const res = await t.inject({ method: 'GET', url: '/youtube/video/quotatest01' });
    expect(res.statusCode).toBe(429);
    expect(res.json<ApiErrorBody>()).toEqual({
      statusCode: 429,
      message:
        'The daily YouTube API quota has been exceeded. Public video data will not be available until tomorrow.',
      errors: [],
      success: false,
    });
    fake.override = null;
    const after = await t.inject({ method: 'GET', url: '/youtube/comments/aaaaaaaaaa1' });
    expect(after.statusCode).toBe(429);
    expect(fake.calls).toHaveLength(1);
  });
});
