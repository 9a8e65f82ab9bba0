import {
  BLOCKED_WORD_MAX_LENGTH,
  BLOCKED_WORDS_MAX,
  SITE_DESCRIPTION_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  SITE_RULES_MAX_LENGTH,
  type SiteInfo,
  type SiteSettings,
} from '@kinora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf, type TestApp, type TestUser } from './helpers/app';
import { registerAdmin } from './helpers/moderation';

/**
 * The site's settings: what anyone reads of them (`GET /site`), and what admins set, the site's
 * blocked words included, which other parts of the server read through the site service.
 */
let t: TestApp;
let admin: TestUser;

const settings: SiteSettings = {
  name: 'Birdwatch',
  description: 'Videos of birds.',
  rules: 'Be kind.\n\nNo spam.',
  registration: 'open',
  sensitiveContent: 'blur',
  blockedWords: [],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const put = (payload: object) =>
  t.inject({ method: 'PUT', url: '/admin/settings', headers: admin.headers, payload });
const readSite = async () => dataOf<SiteInfo>(await t.inject({ method: 'GET', url: '/site' }));

describe('a new site', () => {
  it('is called Kinora, has no description or rules, is open to sign-ups and blurs sensitive videos', async () => {
    expect(await readSite()).toEqual({
      name: 'Kinora',
      description: '',
      rules: '',
      registration: 'open',
      sensitiveContent: 'blur',
      // Off by default outside production.
      requireEmailVerification: false,
    });
    const res = await t.inject({ method: 'GET', url: '/admin/settings', headers: admin.headers });
    expect(dataOf<SiteSettings>(res)).toEqual({
      name: 'Kinora',
      description: '',
      rules: '',
      registration: 'open',
      sensitiveContent: 'blur',
      blockedWords: [],
    });
  });
});

describe('PUT /admin/settings', () => {
  it('saves the settings, which GET /site shows at once without the blocked words', async () => {
    const res = await put({ ...settings, sensitiveContent: 'hide', blockedWords: ['casino'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<SiteSettings>(res)).toEqual({
      ...settings,
      sensitiveContent: 'hide',
      blockedWords: ['casino'],
    });
    const site = await readSite();
    expect(site).toEqual({
      name: 'Birdwatch',
      description: 'Videos of birds.',
      rules: 'Be kind.\n\nNo spam.',
      registration: 'open',
      sensitiveContent: 'hide',
      requireEmailVerification: false,
    });
    expect(site).not.toHaveProperty('blockedWords');
  });

  it('trims the texts and the words, and keeps each word once whatever its case, as first given', async () => {
    const res = await put({
      ...settings,
      name: '  Birdwatch  ',
      blockedWords: ['  Casino ', 'casino', 'free money', 'CASINO', ' Free Money', 'spam'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = dataOf<SiteSettings>(res);
    expect(saved.name).toBe('Birdwatch');
    expect(saved.blockedWords).toEqual(['Casino', 'free money', 'spam']);
    expect(await t.app.services.site.siteBlockedWords()).toEqual(['Casino', 'free money', 'spam']);
  });

  it('answers the site blocked words to the rest of the server as soon as they change', async () => {
    await put({ ...settings, blockedWords: ['first'] });
    expect(await t.app.services.site.siteBlockedWords()).toEqual(['first']);
    await put({ ...settings, blockedWords: ['second'] });
    expect(await t.app.services.site.siteBlockedWords()).toEqual(['second']);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', 'name is required'],
    [
      'a long name',
      { name: 'n'.repeat(SITE_NAME_MAX_LENGTH + 1) },
      'name',
      `name must be at most ${SITE_NAME_MAX_LENGTH} characters`,
    ],
    [
      'a long description',
      { description: 'd'.repeat(SITE_DESCRIPTION_MAX_LENGTH + 1) },
      'description',
      `description must be at most ${SITE_DESCRIPTION_MAX_LENGTH} characters`,
    ],
    [
      'long rules',
      { rules: 'r'.repeat(SITE_RULES_MAX_LENGTH + 1) },
      'rules',
      `rules must be at most ${SITE_RULES_MAX_LENGTH} characters`,
    ],
    ['an unknown mode', { registration: 'invite' }, 'registration', undefined],
    [
      'an unknown way to show sensitive videos',
      { sensitiveContent: 'maybe' },
      'sensitiveContent',
      undefined,
    ],
    [
      'a blank word',
      { blockedWords: ['ok', '   '] },
      'blockedWords.1',
      'blockedWords.1 is required',
    ],
    [
      'a long word',
      { blockedWords: ['w'.repeat(BLOCKED_WORD_MAX_LENGTH + 1)] },
      'blockedWords.0',
      `blockedWords.0 must be at most ${BLOCKED_WORD_MAX_LENGTH} characters`,
    ],
    [
      'too many words',
      { blockedWords: Array.from({ length: BLOCKED_WORDS_MAX + 1 }, (_, i) => `word${i}`) },
      'blockedWords',
      undefined,
    ],
  ])('refuses %s with 400 naming the field', async (_name, change, field, message) => {
    const before = await readSite();
    const res = await put({ ...settings, ...change });
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.errors?.[0]?.field).toBe(field);
    if (message) expect(error.message).toBe(message);
    expect(await readSite()).toEqual(before);
  });

  it('keeps the longest word and the most words the contract allows, counted after trimming', async () => {
    const words = Array.from({ length: BLOCKED_WORDS_MAX }, (_, i) => `word${i}`);
    words[0] = `  ${'w'.repeat(BLOCKED_WORD_MAX_LENGTH)}  `;
    const res = await put({ ...settings, blockedWords: words });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<SiteSettings>(res).blockedWords).toHaveLength(BLOCKED_WORDS_MAX);
    expect(dataOf<SiteSettings>(res).blockedWords[0]).toBe('w'.repeat(BLOCKED_WORD_MAX_LENGTH));
  });

  it('refuses missing and unknown fields: the whole settings are sent each time', async () => {
    const missing = await put({ name: 'Only a name' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).errors?.map((e) => e.field)).toContain('description');
    const unknown = await put({ ...settings, theme: 'dark' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('Unknown field "theme".');
  });
});
