import { createHash } from 'node:crypto';
import { CATEGORY_SEEDS, COMMENTERS, type CategorySeed } from './catalogue-seeds';
import type { CatalogueComment, CatalogueRecord } from './catalogue-record';

/** A fixed "today" keeps the output byte-identical on every run. */
const CATALOGUE_EPOCH = Date.parse('2026-11-15T12:00:00.000Z');
const DAY_MS = 86_400_000;

/** The 11th character of a YouTube id carries 4 bits, so only these 16 letters occur there. */
const LAST_ID_CHARS = 'AEIMQUYcgkosw048';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** An id in YouTube's shape (11 url-safe base64 characters), stable for the same input. */
export function youtubeStyleId(seed: string): string {
  const bytes = digest(seed);
  const head = bytes.toString('base64url').slice(0, 10);
  return head + LAST_ID_CHARS[(bytes[15] ?? 0) % 16];
}

const channelId = (name: string) =>
  `UC${digest(`channel:${name}`).toString('base64url').slice(0, 22)}`;
const commentId = (seed: string) =>
  `Ugz${digest(`comment:${seed}`).toString('base64url').slice(0, 20)}`;

/** mulberry32: a tiny seeded generator, so counts and dates look varied yet never change. */
function seededRandom(seed: string): () => number {
  let state = digest(`rng:${seed}`).readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function between(random: () => number, [low, high]: [number, number]): number {
  return Math.round(low + random() * (high - low));
}

/** Views spread on a log scale: a few hits, many modest uploads. */
function viewCount(random: () => number, [low, high]: [number, number]): number {
  return Math.round(Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low))));
}

/** Fisher-Yates with the seeded generator: a varied but fixed order. */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const here = copy[i];
    const there = copy[j];
    if (here === undefined || there === undefined) continue;
    copy[i] = there;
    copy[j] = here;
  }
  return copy;
}

function buildComments(
  seed: CategorySeed,
  videoId: string,
  publishedAt: number,
  random: () => number,
) {
  const count = 3 + Math.floor(random() * 3);
  const authors = shuffled(COMMENTERS, random);
  const texts = shuffled(seed.comments, random);
  const comments: CatalogueComment[] = [];
  for (let i = 0; i < count; i += 1) {
    const author = authors[i];
    const text = texts[i];
    if (author === undefined || text === undefined) break;
    const at = Math.min(publishedAt + between(random, [1, 20 * 24]) * 3_600_000, CATALOGUE_EPOCH);
    comments.push({
      id: commentId(`${videoId}:${i}`),
      authorChannelId: channelId(author),
      author,
      text,
      publishedAt: new Date(at).toISOString(),
    });
  }
  return comments.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** Every record of the offline catalogue, built only from the seeds: same input, same output. */
export function buildCatalogue(): CatalogueRecord[] {
  const records: CatalogueRecord[] = [];
  for (const seed of CATEGORY_SEEDS) {
    // Trailers are the newest uploads ("latest"); the other rows span most of a year.
    const maxAgeDays = seed.category === 'Latest Movie Trailers' ? 45 : 300;
    seed.subjects.forEach(([name, pitch], index) => {
      const random = seededRandom(`${seed.category}:${name}`);
      const channel = seed.channels[index % seed.channels.length] ?? seed.channels[0] ?? 'Kinora';
      const makeTitle = seed.titles[index % seed.titles.length];
      const videoId = youtubeStyleId(`kinora-catalogue:${seed.category}:${name}`);
      const views = viewCount(random, seed.views);
      const published =
        CATALOGUE_EPOCH -
        between(random, [1, maxAgeDays]) * DAY_MS -
        between(random, [0, 86_399]) * 1000;
      records.push({
        videoId,
        title: makeTitle ? makeTitle(name, channel) : name,
        channelTitle: channel,
        description: seed.description(name, pitch, channel),
        views,
        likes: Math.round(views * (0.01 + random() * 0.05)),
        publishedAt: new Date(published).toISOString(),
        duration: between(random, seed.durationSeconds),
        category: seed.category,
        comments: buildComments(seed, videoId, published, random),
      });
    });
  }
  return records;
}
