import { HOME_CATEGORIES } from '@kinora/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-error';
import { buildCatalogue } from '../../src/youtube/catalogue/build-catalogue';
import { CATALOGUE } from '../../src/youtube/catalogue/catalogue-data';
import { createOfflineProvider } from '../../src/youtube/catalogue/offline-provider';
import { tokenize } from '../../src/youtube/catalogue/relevance';

const provider = createOfflineProvider();
const categoryOf = new Map(CATALOGUE.map((r) => [r.videoId, r.category]));

describe('the offline catalogue', () => {
  it('is exactly what the generator builds from the seeds', () => {
    expect(CATALOGUE).toEqual(buildCatalogue());
  });

  it('holds at least 80 complete records with YouTube-shaped ids, at least 20 per home row', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(80);
    expect(new Set(CATALOGUE.map((r) => r.videoId)).size).toBe(CATALOGUE.length);
    for (const record of CATALOGUE) {
      expect(record.videoId).toMatch(/^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/);
      expect(record.title && record.channelTitle && record.description).toBeTruthy();
      expect(record.views).toBeGreaterThan(0);
      expect(record.duration).toBeGreaterThan(0);
      expect(Date.parse(record.publishedAt)).not.toBeNaN();
      expect(record.comments.length).toBeGreaterThanOrEqual(3);
    }
    for (const category of HOME_CATEGORIES) {
      expect(CATALOGUE.filter((r) => r.category === category).length).toBeGreaterThanOrEqual(20);
    }
  });

  it.each(HOME_CATEGORIES)(
    'answers the home row %s with at least 20 fitting videos first',
    async (category) => {
      const { videos } = await provider.search({ query: category, maxResults: 20 });
      expect(videos).toHaveLength(20);
      expect(videos.map((v) => categoryOf.get(v.videoId))).toEqual(Array(20).fill(category));
    },
  );

  it('ranks a title match above a description-only match', async () => {
    // 'road' is in eight titles and, as 'road-trip', in one description (Ishq Da Safar).
    const { videos } = await provider.search({ query: 'road', maxResults: 50 });
    const titled = videos.filter((v) => tokenize(v.title).includes('road'));
    expect(titled.length).toBeGreaterThan(1);
    expect(videos.slice(0, titled.length)).toEqual(titled);
    expect(videos.at(-1)?.title).toContain('Ishq Da Safar');
  });

  it('finds videos by channel name and by words only in the description', async () => {
    const byChannel = await provider.search({ query: 'Byte Bench', maxResults: 50 });
    expect(byChannel.videos.length).toBeGreaterThan(0);
    expect(byChannel.videos.every((v) => v.channelTitle === 'Byte Bench')).toBe(true);
    const byDescription = await provider.search({ query: 'periscope', maxResults: 5 });
    expect(byDescription.videos.map((v) => v.title)).toEqual([
      'Nova X2 Pro Review: Worth the Upgrade?',
    ]);
  });

  it('matches regardless of case, accents, plurals and a word still being typed', async () => {
    const plain = await provider.search({ query: 'kashmir duet', maxResults: 3 });
    const fancy = await provider.search({ query: 'KASHMÍR Duets', maxResults: 3 });
    expect(fancy.videos[0]?.videoId).toBe(plain.videos[0]?.videoId);
    const typing = await provider.search({ query: 'cartogr', maxResults: 3 });
    expect(typing.videos[0]?.title).toContain('The Cartographer');
  });

  it('finds nothing for words it does not hold', async () => {
    expect(await provider.search({ query: 'zzqxj', maxResults: 12 })).toEqual({
      videos: [],
      nextPageToken: null,
      hasNextPage: false,
    });
  });

  it('pages through every match exactly once with opaque page tokens', async () => {
    const seen: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await provider.search({ query: 'review', maxResults: 7, pageToken: token });
      seen.push(...page.videos.map((v) => v.videoId));
      expect(page.hasNextPage).toBe(page.nextPageToken !== null);
      if (page.nextPageToken) expect(page.nextPageToken).toMatch(/^[A-Za-z0-9_-]+$/);
      token = page.nextPageToken ?? undefined;
      pages += 1;
    } while (token && pages < 50);
    const all = await provider.search({ query: 'review', maxResults: 50 });
    expect(seen).toEqual(all.videos.map((v) => v.videoId));
    expect(pages).toBe(Math.ceil(seen.length / 7));
  });

  it('refuses a page token it did not hand out', async () => {
    const error = await provider
      .search({ query: 'review', maxResults: 5, pageToken: 'CAUQAA' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 400 });
  });

  it('pages comments like YouTube and 404s an unknown video', async () => {
    const record = CATALOGUE.find((r) => r.comments.length >= 4);
    if (!record) throw new Error('no record with four comments');
    const small = createOfflineProvider({ commentPageSize: 2 });
    const one = await small.comments(record.videoId);
    expect(one.docs.map((c) => c._id)).toEqual(record.comments.slice(0, 2).map((c) => c.id));
    expect(one).toMatchObject({
      hasNextPage: true,
      pageInfo: { totalResults: record.comments.length },
    });
    const two = await small.comments(record.videoId, one.nextPageToken ?? '');
    expect(two.docs.map((c) => c._id)).toEqual(record.comments.slice(2, 4).map((c) => c.id));
    await expect(small.comments('AAAAAAAAAAA')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('tokenize', () => {
  it('lowercases, strips accents and folds plain plurals', () => {
    expect(tokenize('Latest Movie Trailers — Café Stress')).toEqual([
      'latest',
      'movie',
      'trailer',
      'cafe',
      'stress',
    ]);
  });
});
