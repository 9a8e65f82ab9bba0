import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, type TestApp } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Page, Video } from '@kinora/contract';

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.registerUser();
  const other = await t.registerUser();
  ownerId = owner.user._id;
  const day = 86_400_000;
  const base = Date.now() - 30 * day;
  for (let i = 0; i < 23; i += 1) {
    // Pairs share a creation time and a view count, so the id decides their order.
    const createdAt = new Date(base + Math.floor(i / 2) * day);
    const video = await insertVideo(t, i % 3 === 0 ? other.user._id : ownerId, {
      createdAt,
      title: `Clip ${String.fromCharCode(97 + (i % 7))}`,
      ...(i % 5 === 4 ? { visibility: 'private' as const } : {}),
    });
    await t.app.db
      .updateTable('videos')
      .set({ views: (i % 4) * 10 })
      .where('id', '=', video._id)
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

async function page(query: string): Promise<Page<Video>> {
  const res = await t.inject({ method: 'GET', url: `/videos?${query}` });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<Video>>(res);
}

describe('later pages', () => {
  const orders = [
    '',
    'sortBy=views',
    'sortBy=views&sortType=asc',
    'sortBy=title',
    'sortBy=createdAt&sortType=asc',
    'userId=OWNER',
  ];
  it.each(orders)('are the slices of the whole list, in the same order (%s)', async (order) => {
    const filter = order.replace('OWNER', ownerId);
    const whole = await page(`${filter}&limit=50`);
    expect(whole.docs.length).toBeGreaterThan(8);
    const seen: string[] = [];
    for (let n = 1; n <= Math.ceil(whole.totalDocs / 4) + 1; n += 1) {
      const part = await page(`${filter}&limit=4&page=${n}`);
      expect(part.totalDocs).toBe(whole.totalDocs);
      expect(part.page).toBe(n);
      expect(part.hasNextPage).toBe(n * 4 < whole.totalDocs);
      seen.push(...part.docs.map((v) => v._id));
    }
    expect(seen).toEqual(whole.docs.map((v) => v._id));
  });

  it('past the last one are empty and still carry the total', async () => {
    const whole = await page('limit=50');
    const beyond = await page('limit=4&page=40');
    expect(beyond.docs).toEqual([]);
    expect(beyond.totalDocs).toBe(whole.totalDocs);
  });
});
