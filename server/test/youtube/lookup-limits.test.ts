import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp } from '../helpers/app';
import { startFakeYoutube, type FakeYoutube } from './fake-youtube';
import { FAKE_COMMENTS, FAKE_VIDEOS } from './fixtures';
import type { Playlist } from '@kinora/contract';

let t: TestApp;
let fake: FakeYoutube;
beforeAll(async () => {
  fake = await startFakeYoutube(FAKE_VIDEOS, FAKE_COMMENTS);
  t = await createTestApp({
    env: {
      RATE_LIMITS: 'on',
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_TIMEOUT_MS: '3000',
      // One client's share: a tenth of the searches (3), a hundredth of the units (10).
      YOUTUBE_SEARCH_DAILY_BUDGET: '30',
      YOUTUBE_UNITS_DAILY_BUDGET: '1000',
      // One address's share, whatever its clients: a fifth (6 searches, 200 units).
      YOUTUBE_ADDRESS_SHARE_PERCENT: '20',
    },
  });
});
afterAll(async () => {
  await Promise.all([t.close(), fake.close()]);
});

const search = (query: string, remoteAddress: string) =>
  t.inject({
    method: 'GET',
    url: `/youtube/search?query=${encodeURIComponent(query)}`,
    remoteAddress,
  });

describe('look-ups the cache cannot answer, per client', () => {
  it("stop at the client's share of the day's searches; cached answers and other clients go on", async () => {
    for (const query of ['gadget', 'review', 'live'])
      expect((await search(query, '203.0.113.1')).statusCode, query).toBe(200);
    const calls = fake.callsTo('search');

    const refused = await search('trailer', '203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toMatch(
      /^Too many new YouTube look-ups from you, please try again in \d+ hours\.$/,
    );
    expect(fake.callsTo('search')).toBe(calls);

    // What is cached costs nothing, so it stays unlimited.
    for (let i = 0; i < 5; i += 1)
      expect((await search('gadget', '203.0.113.1')).statusCode).toBe(200);
    // Another client has a share of its own.
    expect((await search('trailer', '203.0.113.2')).statusCode).toBe(200);
  });

  it("stop at the client's share of the day's units for videos and comments", async () => {
    const address = '203.0.113.7';
    const lookups = [
      ...Array.from({ length: 8 }, (_, i) => `/youtube/video/unknown${String(i).padStart(4, '0')}`),
      `/youtube/comments/${FAKE_VIDEOS[0]?.id ?? ''}`,
      `/youtube/comments/${FAKE_VIDEOS[1]?.id ?? ''}`,
    ];
    for (const url of lookups) {
      const res = await t.inject({ method: 'GET', url, remoteAddress: address });
      expect(res.statusCode, url).not.toBe(429);
    }
    const over = await t.inject({
      method: 'GET',
      url: '/youtube/video/unknown9999',
      remoteAddress: address,
    });
    expect(over.statusCode).toBe(429);
    // Asked before, so answered from the cache.
    const again = await t.inject({ method: 'GET', url: lookups[0] ?? '', remoteAddress: address });
    expect(again.statusCode).toBe(404);
  });

  it('count saving to a playlist and recording history too: one share per signed-in user', async () => {
    const user = await t.registerUser();
    const playlist = dataOf<Playlist>(
      await t.inject({
        method: 'POST',
        url: '/playlist',
        headers: user.headers,
        payload: { name: 'Saved' },
      }),
    );
    // Ten uncached look-ups spend the share, whichever route makes them.
    for (let i = 0; i < 5; i += 1) {
      const id = `savedx${String(i).padStart(5, '0')}`;
      const add = await t.inject({
        method: 'PATCH',
        url: `/playlist/add/${id}/${playlist._id}`,
        headers: user.headers,
      });
      expect(add.statusCode, id).toBe(404);
      const watched = await t.inject({
        method: 'POST',
        url: `/users/history/external/watch${String(i).padStart(6, '0')}`,
        headers: user.headers,
      });
      expect(watched.statusCode).toBe(404);
    }
    const over = await t.inject({
      method: 'PATCH',
      url: `/playlist/add/overlimit01/${playlist._id}`,
      headers: user.headers,
    });
    expect(over.statusCode).toBe(429);
    const lookups = fake.callsTo('videos');
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/users/history/external/overlimit02',
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(429);
    expect(fake.callsTo('videos')).toBe(lookups);
  });
  it("stop at the address's share however many accounts it signs up; another address goes on", async () => {
    const users = [];
    for (let i = 0; i < 10; i += 1) users.push(await t.registerUser());
    const before = fake.callsTo('search');
    let answered = 0;
    for (const [i, user] of users.entries())
      for (let j = 0; j < 3; j += 1) {
        const res = await t.inject({
          method: 'GET',
          url: `/youtube/search?query=account${i}query${j}`,
          headers: user.headers,
          // Every address of one IPv6 /64 is one address here.
          remoteAddress: `2001:db8:60:1::${i + 1}`,
        });
        if (res.statusCode === 200) answered += 1;
        else
          expect(errorOf(res).message).toMatch(
            /^Too many new YouTube look-ups from your network, please try again in \d+ hours\.$/,
          );
      }
    expect(answered).toBe(6);
    expect(fake.callsTo('search') - before).toBe(6);

    const elsewhere = await t.registerUser();
    const other = await t.inject({
      method: 'GET',
      url: '/youtube/search?query=elsewhere',
      headers: elsewhere.headers,
      remoteAddress: '2001:db8:60:2::1',
    });
    expect(other.statusCode).toBe(200);
  });
});
