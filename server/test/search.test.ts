import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_CANDIDATES } from '../src/videos/search-repository';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { Page, SearchResult, SearchSuggestions, Video } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerUser();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

async function search(qs: Record<string, string>): Promise<Page<SearchResult>> {
  const res = await t.inject({ method: 'GET', url: `/search?${new URLSearchParams(qs)}` });
  expect(res.statusCode).toBe(200);
  return dataOf<Page<SearchResult>>(res);
}

async function videoIds(qs: Record<string, string>): Promise<string[]> {
  const page = await search(qs);
  return page.docs.flatMap((result) => (result.kind === 'video' ? [result.video._id] : []));
}

async function setViews(video: Video, views: number) {
  await sql`UPDATE videos SET views = ${views} WHERE id = ${video._id}`.execute(t.app.db);
}

describe('GET /search (videos)', () => {
  it('ranks a title match above a description mention', async () => {
    const mention = await insertVideo(t, owner.user._id, {
      title: 'Sunday dinner for four',
      description: 'Chicken with rice and a green salad',
    });
    const titled = await insertVideo(t, owner.user._id, {
      title: 'Perfect rice',
      description: 'Fluffy every time',
    });
    const ids = await videoIds({ query: 'rice' });
    expect(ids.indexOf(titled._id)).toBe(0);
    expect(ids).toContain(mention._id);
  });

  it('tolerates typos in title words', async () => {
    const rice = await insertVideo(t, owner.user._id, { title: 'Perfect rice' });
    const recipe = await insertVideo(t, owner.user._id, { title: 'Grandma lentil recipe' });
    expect(await videoIds({ query: 'ryce' })).toContain(rice._id);
    expect(await videoIds({ query: 'recipie' })).toContain(recipe._id);
    // Typo tolerance has a floor: an unrelated word finds neither.
    const unrelated = await videoIds({ query: 'helicopter' });
    expect(unrelated).not.toContain(rice._id);
    expect(unrelated).not.toContain(recipe._id);
  });

  it('never returns unpublished or processing videos', async () => {
    const listed = await insertVideo(t, owner.user._id, { title: 'Marmalade basics' });
    await insertVideo(t, owner.user._id, {
      title: 'Marmalade secrets',
      isPublished: false,
    });
    const processing = await insertVideo(t, owner.user._id, { title: 'Marmalade masterclass' });
    await sql`UPDATE videos SET status = 'processing' WHERE id = ${processing._id}`.execute(
      t.app.db,
    );
    const page = await search({ query: 'marmalade' });
    expect(page.docs.map((r) => (r.kind === 'video' ? r.video._id : ''))).toEqual([listed._id]);
    expect(page.totalDocs).toBe(1);
  });

  it('filters by upload date', async () => {
    const now = Date.now();
    const today = await insertVideo(t, owner.user._id, { title: 'Quince jam today' });
    const lastWeek = await insertVideo(t, owner.user._id, {
      title: 'Quince jam this week',
      createdAt: new Date(now - 3 * DAY),
    });
    const lastYear = await insertVideo(t, owner.user._id, {
      title: 'Quince jam months ago',
      createdAt: new Date(now - 200 * DAY),
    });
    const old = await insertVideo(t, owner.user._id, {
      title: 'Quince jam long ago',
      createdAt: new Date(now - 800 * DAY),
    });
    expect(await videoIds({ query: 'quince', uploadDate: 'today' })).toEqual([today._id]);
    expect((await videoIds({ query: 'quince', uploadDate: 'week' })).sort()).toEqual(
      [today._id, lastWeek._id].sort(),
    );
    expect(await videoIds({ query: 'quince', uploadDate: 'month' })).toHaveLength(2);
    expect(await videoIds({ query: 'quince', uploadDate: 'year' })).toContain(lastYear._id);
    expect(await videoIds({ query: 'quince' })).toContain(old._id);
  });

  it('sorts by views or by date when asked', async () => {
    const now = Date.now();
    const older = await insertVideo(t, owner.user._id, {
      title: 'Sourdough starter',
      createdAt: new Date(now - 2 * DAY),
    });
    const newer = await insertVideo(t, owner.user._id, { title: 'Sourdough loaf shaping' });
    await setViews(older, 500);
    await setViews(newer, 5);
    expect(await videoIds({ query: 'sourdough', sort: 'views' })).toEqual([older._id, newer._id]);
    expect(await videoIds({ query: 'sourdough', sort: 'date' })).toEqual([newer._id, older._id]);
  });

  it('pages through the results', async () => {
    for (let i = 0; i < 3; i += 1) await insertVideo(t, owner.user._id, { title: `Tamarind ${i}` });
    const first = await search({ query: 'tamarind', limit: '2' });
    const second = await search({ query: 'tamarind', limit: '2', page: '2' });
    expect(first).toMatchObject({ totalDocs: 3, hasNextPage: true });
    expect(second.docs).toHaveLength(1);
  });
});

describe('GET /search (channels)', () => {
  it('finds channels by name with type=channels', async () => {
    const cook = await t.registerUser({ username: 'noodlewizard', fullName: 'Noodle Wizard' });
    const page = await search({ query: 'noodlewiz', type: 'channels' });
    expect(page.docs).toHaveLength(1);
    expect(page.docs[0]).toMatchObject({
      kind: 'channel',
      channel: { _id: cook.user._id, username: 'noodlewizard' },
    });
  });
});

describe('GET /search/suggestions', () => {
  it('offers listed titles and channel names that start like the query', async () => {
    await insertVideo(t, owner.user._id, { title: 'Pumpernickel at home' });
    await insertVideo(t, owner.user._id, { title: 'Pumpernickel secret', isPublished: false });
    await t.registerUser({ username: 'pumperfan' });
    const res = await t.inject({ method: 'GET', url: '/search/suggestions?q=pumper' });
    expect(res.statusCode).toBe(200);
    expect(dataOf<SearchSuggestions>(res).suggestions).toEqual([
      { kind: 'video', text: 'Pumpernickel at home' },
      { kind: 'channel', text: 'pumperfan' },
    ]);
  });
});

describe('bad search input', () => {
  it.each([
    ['a query over 100 characters', `query=${'a'.repeat(101)}`],
    ['no query', 'type=videos'],
    ['a blank query', 'query=%20%20'],
    ['an unknown sort', 'query=rice&sort=loudest'],
    ['an unknown upload date', 'query=rice&uploadDate=yesterday'],
    ['an unknown type', 'query=rice&type=playlists'],
  ])('answers 400 in the error envelope for %s', async (_name, qs) => {
    const res = await t.inject({ method: 'GET', url: `/search?${qs}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ success: false, statusCode: 400 });
    expect(errorOf(res).message).not.toBe('');
  });

  it('refuses a suggestion query over 100 characters', async () => {
    const res = await t.inject({ method: 'GET', url: `/search/suggestions?q=${'b'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).success).toBe(false);
  });
});

describe('GET /search (many matches)', () => {
  it('still ranks an old exact match first when the recent typo matches alone would fill the answer', async () => {
    const year = 365 * DAY;
    const exact = await insertVideo(t, owner.user._id, {
      title: 'Persimmon harvest 4242',
      createdAt: new Date(Date.now() - year),
    });
    for (let i = 0; i < SEARCH_CANDIDATES + 5; i += 1)
      await insertVideo(t, owner.user._id, { title: `Persimmon harvest ${i}` });
    const page = await search({ query: 'persimmon harvest 4242' });
    const first = page.docs[0];
    expect(first?.kind === 'video' ? first.video._id : null).toBe(exact._id);
    // Counted up to the bound, not past it.
    expect(page.totalDocs).toBe(SEARCH_CANDIDATES);
  }, 120_000);
});
