import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from './helpers/app';
import { twoInstances } from './helpers/instance-pair';
import { dropRedisKeys, requireTestRedis } from './helpers/redis';
import { startFakeYoutube, type FakeYoutube } from './youtube/fake-youtube';
import { FAKE_COMMENTS, FAKE_VIDEOS } from './youtube/fixtures';

/**
 * The same YouTube look-up asked of two instances at the same moment costs one upstream request:
 * one instance takes the Redis lock and asks, the other waits for its answer in the shared cache.
 * Needs DATABASE_URL and REDIS_URL (vitest.config.ts).
 */
const redis = await requireTestRedis();

describe(`YouTube look-ups coalesced across instances through Redis (${redis.url})`, () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let fake: FakeYoutube;
  beforeAll(async () => {
    fake = await startFakeYoutube(FAKE_VIDEOS, FAKE_COMMENTS);
    // Slow enough that the requests to both instances overlap.
    fake.delayMs = 400;
    pair = await twoInstances({
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: redis.keyPrefix,
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_TIMEOUT_MS: '5000',
    });
  }, 120_000);
  afterAll(async () => {
    await pair.close();
    await fake.close();
    await dropRedisKeys(redis.url, redis.keyPrefix);
  });

  it('asks upstream once for a video and once for a search, whichever instances are asked', async () => {
    const [a, b] = pair.apps;
    const get = (app: typeof a, url: string) => app.inject({ method: 'GET', url: `${API}${url}` });

    const videos = await Promise.all([
      get(a, '/youtube/video/aaaaaaaaaa1'),
      get(b, '/youtube/video/aaaaaaaaaa1'),
      get(a, '/youtube/video/aaaaaaaaaa1'),
      get(b, '/youtube/video/aaaaaaaaaa1'),
    ]);
    expect(videos.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(videos.map((r) => r.body)).size).toBe(1);
    expect(fake.callsTo('videos')).toBe(1);

    const searches = await Promise.all([
      get(a, '/youtube/search?query=rivers&maxResults=5'),
      get(b, '/youtube/search?query=Rivers&maxResults=5'),
    ]);
    expect(searches.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(fake.callsTo('search')).toBe(1);
  });

  it('lets the waiting instance ask itself when the one asking fails', async () => {
    const [a, b] = pair.apps;
    fake.calls.length = 0;
    let first = true;
    fake.override = (endpoint) => {
      if (endpoint !== 'videos' || !first) return undefined;
      first = false;
      return { status: 500, body: { error: { code: 500, message: 'backend error' } } };
    };
    const answers = await Promise.all([
      a.inject({ method: 'GET', url: `${API}/youtube/video/bbbbbbbbbb2` }),
      b.inject({ method: 'GET', url: `${API}/youtube/video/bbbbbbbbbb2` }),
    ]);
    fake.override = null;
    // One failed upstream; the other instance, no longer waiting, asked and got the video.
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 502]);
    expect(fake.callsTo('videos')).toBe(2);
  });
});
