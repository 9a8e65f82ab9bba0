import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { insertVideo } from './helpers/data';
import type { SearchCorrection } from '@kinora/contract';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerUser();
  await insertVideo(t, owner.user._id, { title: 'Sourdough bread at home' });
  await insertVideo(t, owner.user._id, { title: 'Grandma lentil recipe' });
  await insertVideo(t, owner.user._id, { title: 'Marzipan secrets', visibility: 'private' });
});
afterAll(async () => {
  await t.close();
});

async function correction(q: string, token?: string): Promise<string | null> {
  const res = await t.inject({
    method: 'GET',
    url: `/search/correction?${new URLSearchParams({ q })}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  expect(res.statusCode).toBe(200);
  return dataOf<SearchCorrection>(res).suggestion;
}

describe('GET /search/correction', () => {
  it('replaces a misspelt word by the closest title word and keeps the others', async () => {
    expect(await correction('sourdouhg bread')).toBe('sourdough bread');
    expect(await correction('lentil recipie')).toBe('lentil recipe');
  });

  it('answers null when every word is in a title, or nothing is close', async () => {
    expect(await correction('sourdough bread')).toBeNull();
    expect(await correction('helicopter')).toBeNull();
    // Short words and numbers are left alone: one letter makes them another word.
    expect(await correction('at 42')).toBeNull();
  });

  it('never offers a word only a private title holds, not even to its owner', async () => {
    expect(await correction('marzipen')).toBeNull();
    expect(await correction('marzipen', owner.accessToken)).toBeNull();
  });

  it('refuses an empty or too long query with a 400', async () => {
    const blank = await t.inject({ method: 'GET', url: '/search/correction?q=%20%20' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe('Type something to search for.');
    const missing = await t.inject({ method: 'GET', url: '/search/correction' });
    expect(missing.statusCode).toBe(400);
    const long = await t.inject({
      method: 'GET',
      url: `/search/correction?q=${'a'.repeat(500)}`,
    });
    expect(long.statusCode).toBe(400);
  });
});
