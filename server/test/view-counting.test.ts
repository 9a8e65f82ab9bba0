import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Video } from '@kinora/contract';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Opens the video anonymously from `remoteAddress` with `agent`, answering its view count. */
async function watch(videoId: string, remoteAddress: string, agent: string): Promise<number> {
  const res = await t.inject({
    method: 'GET',
    url: `/videos/${videoId}`,
    remoteAddress,
    headers: { 'user-agent': agent },
  });
  return dataOf<Video>(res).views;
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
