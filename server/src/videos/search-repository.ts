import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { escapeLike } from '../accounts';
import { isListedVideo, isNotSuspended } from '../lib/moderated-content';
import { isNotBlockedBy, isNotHiddenSensitive } from '../lib/viewer-choices';
import { selectVideoWithOwner } from './video-repository';
import type {
  SearchSort,
  SearchSuggestion,
  SearchUploadDate,
  SensitiveContentMode,
  SpokenMatch,
} from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How close a title word must be to the query to count as a typo of it. A short word has few
 * trigrams, so one wrong letter costs it most of them ("ryce" shares 2 of 8 with "rice": 0.25);
 * longer words keep more ("recipie" against "recipe": 0.63). pg_trgm's default (0.6) would miss
 * both kinds of short typo, so the floor depends on the query's length.
 */
export function titleSimilarityThreshold(query: string): number {
  return query.length <= 5 ? 0.25 : 0.35;
}

/** Suggestions want a closer match than results: they are read at a glance while typing. */
const SUGGESTION_SIMILARITY_THRESHOLD = 0.5;

/**
 * "Did you mean": a title word replaces a query word only this close to it. Lower, a short typo
 * would be "corrected" into an unrelated word ("ryce" is as close to "race" as to "rice").
 */
const CORRECTION_SIMILARITY_THRESHOLD = 0.4;
/** The titles that may hold a correction are found through the title's trigram index first. */
const CORRECTION_TITLE_THRESHOLD = '0.3';
const CORRECTION_CANDIDATE_TITLES = 200;
/** A long query is a sentence, not a typo: only its first words are looked at. */
const CORRECTION_MAX_WORDS = 6;
const CORRECTION_MIN_WORD_LENGTH = 3;

const UPLOAD_WINDOWS: Record<SearchUploadDate, string> = {
  today: '1 day',
  week: '7 days',
  month: '1 month',
  year: '1 year',
};

export interface VideoSearch {
  query: string;
  uploadDate?: SearchUploadDate;
  sort?: SearchSort;
  /** The site's: a viewer who hides sensitive videos (theirs, else this) finds none of others'. */
  siteSensitiveContent: SensitiveContentMode;
}

/**
 * How many videos a search answers at most. Words as common as "video" match nearly every title,
 * and ranking every match (each one's rank and trigram closeness) took seconds: each way of
 * matching gives at most this many, its most recent (its most viewed when sorted by views), and
 * the best of their union are answered. Past this many a person refines the query rather than
 * pages on; the total an answer reports is counted among these, so it never exceeds this.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * The order each way of matching is cut in (recency, when the page is ranked by relevance), and
 * the order of the page when it is not; `table` is the name or alias of the rows it orders.
 */
function candidateOrder(sort: SearchSort, table: string): RawBuilder<unknown> {
  const recent = sql`${sql.ref(`${table}.created_at`)} DESC, ${sql.ref(`${table}.id`)} DESC`;
  return sort === 'views' ? sql`${sql.ref(`${table}.views`)} DESC, ${recent}` : recent;
}

/** Runs `read` in a transaction (the one given, or a new one): `set_config(…, true)` lasts for it. */
function inTransaction<T>(trx: Db, read: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return trx.isTransaction ? read(trx as Transaction<Database>) : trx.transaction().execute(read);
}

/** Searches the community's own listed videos, and offers suggestions for the search box. */
export function createSearchRepository(db: Kysely<Database>) {
  /**
   * The ids of the videos `search` finds, best first, at most `SEARCH_CANDIDATES`. A video
   * matches by its title's and description's words, by a title word close to the query (a
   * typo), or by what its captions say; each way is read through its own index and stops at
   * the candidates it may give, so no way of matching is ranked over the whole table.
   */
  async function rankedIds(
    trx: Transaction<Database>,
    search: VideoSearch,
    viewerId: string | null,
  ): Promise<string[]> {
    const text = search.query.trim().toLowerCase();
    // `<%` reads this threshold, and the title's trigram index can answer `<%` (it cannot
    // answer `word_similarity(…) >= x`).
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(titleSimilarityThreshold(text))}, true)`.execute(
      trx,
    );
    // websearch syntax never fails to parse ("rice -fried", quotes), unlike to_tsquery.
    const tsquery = sql`websearch_to_tsquery('english', ${text})`;
    const sort = search.sort ?? 'relevance';
    const matchingBy = (matches: RawBuilder<boolean>) => {
      // The same predicate as the public list: published and ready, and not hidden by moderation.
      let qb = trx
        .selectFrom('videos')
        .select(['videos.id', 'videos.created_at', 'videos.views'])
        .where(isListedVideo())
        .where(isNotHiddenSensitive(viewerId, search.siteSensitiveContent))
        .where(isNotBlockedBy(viewerId, 'videos.owner_id'))
        .where(matches);
      if (search.uploadDate)
        qb = qb.where(
          sql<boolean>`videos.created_at >= now() - ${UPLOAD_WINDOWS[search.uploadDate]}::interval`,
        );
      return sql`(${qb.orderBy(candidateOrder(sort, 'videos')).limit(SEARCH_CANDIDATES)})`;
    };
    const byWords = matchingBy(sql<boolean>`videos.search_document @@ ${tsquery}`);
    const byTitleTypo = matchingBy(sql<boolean>`${text} <% lower(videos.title)`);
    const bySpeech = matchingBy(
      sql<boolean>`videos.id IN (SELECT said.video_id FROM caption_cues said WHERE said.search_document @@ ${tsquery})`,
    );
    // Full-text rank (title words count 1.0, description words 0.4) plus the title's closeness
    // to the query, so an exact title beats a description mention and a typo still ranks.
    const pageOrder =
      sort === 'relevance'
        ? sql`ts_rank(videos.search_document, ${tsquery}) + word_similarity(${text}, lower(videos.title)) DESC, videos.created_at DESC, videos.id DESC`
        : candidateOrder(sort, 'videos');
    // The union is ranked whole before it is cut: cut by recency first, an old exact match
    // would give its place to a thousand recent typo matches.
    const { rows } = await sql<{ id: string }>`
      SELECT videos.id
      FROM (${byWords} UNION ${byTitleTypo} UNION ${bySpeech}) AS matched
      JOIN videos ON videos.id = matched.id
      ORDER BY ${pageOrder}
      LIMIT ${SEARCH_CANDIDATES}`.execute(trx);
    return rows.map((row) => row.id);
  }

  return {
    /**
     * One page of what `search` finds, and how many it found (at most `SEARCH_CANDIDATES`): the
     * candidates are ranked as ids alone, and only the page's videos are read in full.
     */
    async searchVideos(
      search: VideoSearch,
      limit: number,
      offset: number,
      viewerId: string | null = null,
      trx: Db = db,
    ) {
      const ranked = await inTransaction(trx, (read) => rankedIds(read, search, viewerId));
      const pageIds = ranked.slice(offset, offset + limit);
      if (pageIds.length === 0) return { docs: [], total: ranked.length };
      const rows = await selectVideoWithOwner(trx, viewerId)
        .where('videos.id', 'in', pageIds)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      // A video deleted between the two reads is left out of the page.
      const docs = pageIds.flatMap((id) => byId.get(id) ?? []);
      return { docs, total: ranked.length };
    },

    /**
     * Where each of `videoIds` says the words of `query` in its captions: the earliest cue that
     * does (of any language, the first by name on a tie).
     */
    async spokenMatches(
      query: string,
      videoIds: readonly string[],
      trx: Db = db,
    ): Promise<Map<string, SpokenMatch>> {
      if (videoIds.length === 0) return new Map();
      const tsquery = sql`websearch_to_tsquery('english', ${query.trim().toLowerCase()})`;
      const rows = await trx
        .selectFrom('caption_cues')
        .innerJoin('video_captions', 'video_captions.id', 'caption_cues.caption_id')
        .select([
          'caption_cues.video_id',
          'caption_cues.start_ms',
          'caption_cues.text',
          'video_captions.language',
        ])
        .distinctOn('caption_cues.video_id')
        .where('caption_cues.video_id', 'in', videoIds)
        .where(sql<boolean>`caption_cues.search_document @@ ${tsquery}`)
        .orderBy('caption_cues.video_id')
        .orderBy('caption_cues.start_ms')
        .orderBy('video_captions.language')
        .execute();
      return new Map(
        rows.map((row) => [
          row.video_id,
          { startSeconds: row.start_ms / 1000, text: row.text, language: row.language },
        ]),
      );
    },

    /**
     * Titles and channel names for the search box: prefixes first (what the person is typing),
     * then close trigram matches; listed videos only, nothing of the channels `viewerId`
     * blocked, and none they hide as sensitive.
     */
    async suggestions(
      query: string,
      limit: number,
      viewerId: string | null,
      siteSensitiveContent: SensitiveContentMode,
      trx: Db = db,
    ): Promise<SearchSuggestion[]> {
      const text = query.trim().toLowerCase();
      const prefix = `${escapeLike(text)}%`;
      const channelLimit = Math.max(1, Math.floor(limit / 3));
      const [titles, channels] = await Promise.all([
        trx
          .selectFrom('videos')
          .select('title')
          .select(sql<number>`max(word_similarity(${text}, lower(title)))`.as('closeness'))
          .where(isListedVideo())
          .where(isNotHiddenSensitive(viewerId, siteSensitiveContent))
          .where(isNotBlockedBy(viewerId, 'videos.owner_id'))
          .where(
            sql<boolean>`(lower(title) LIKE ${prefix} OR word_similarity(${text}, lower(title)) >= ${SUGGESTION_SIMILARITY_THRESHOLD})`,
          )
          .groupBy('title')
          .orderBy(sql`bool_or(lower(title) LIKE ${prefix})`, 'desc')
          .orderBy('closeness', 'desc')
          .orderBy('title')
          .limit(limit - channelLimit)
          .execute(),
        trx
          .selectFrom('users')
          .select('username')
          .where(isNotSuspended('users.id'))
          .where(isNotBlockedBy(viewerId, 'users.id'))
          .where((eb) =>
            eb.or([
              eb('username', 'like', prefix),
              eb(sql<number>`similarity(${text}, username)`, '>=', SUGGESTION_SIMILARITY_THRESHOLD),
            ]),
          )
          .orderBy(sql`username LIKE ${prefix}`, 'desc')
          .orderBy(sql`similarity(${text}, username)`, 'desc')
          .orderBy('username')
          .limit(channelLimit)
          .execute(),
      ]);
      return [
        ...titles.map((row): SearchSuggestion => ({ kind: 'video', text: row.title })),
        ...channels.map((row): SearchSuggestion => ({ kind: 'channel', text: row.username })),
      ];
    },

    /**
     * The query with each word that no listed title holds replaced by the closest title word, or
     * null when nothing changes. Only titles the viewer could find are read (so a private title
     * never leaks a word), and only those the title's trigram index finds close to the word.
     */
    async correction(
      query: string,
      viewerId: string | null,
      siteSensitiveContent: SensitiveContentMode,
    ): Promise<string | null> {
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length > CORRECTION_MAX_WORDS) return null;
      return db.transaction().execute(async (trx) => {
        // `<%` reads this threshold; the default (0.6) would miss the typos worth correcting.
        await sql`select set_config('pg_trgm.word_similarity_threshold', ${CORRECTION_TITLE_THRESHOLD}, true)`.execute(
          trx,
        );
        let changed = false;
        const corrected: string[] = [];
        for (const word of words) {
          const closest =
            word.length >= CORRECTION_MIN_WORD_LENGTH && /\p{L}/u.test(word)
              ? await closestTitleWord(trx, word, viewerId, siteSensitiveContent)
              : null;
          if (closest && closest !== word) changed = true;
          corrected.push(closest ?? word);
        }
        return changed ? corrected.join(' ') : null;
      });
    },
  };
}

/** The listed title word closest to `word` (itself when a title holds it), or null. */
async function closestTitleWord(
  trx: Transaction<Database>,
  word: string,
  viewerId: string | null,
  siteSensitiveContent: SensitiveContentMode,
): Promise<string | null> {
  const titles = trx
    .selectFrom('videos')
    .select(sql<string>`lower(videos.title)`.as('title'))
    .where(isListedVideo())
    .where(isNotHiddenSensitive(viewerId, siteSensitiveContent))
    .where(isNotBlockedBy(viewerId, 'videos.owner_id'))
    .where(sql<boolean>`${word} <% lower(videos.title)`)
    .limit(CORRECTION_CANDIDATE_TITLES);
  const { rows } = await sql<{ word: string; closeness: number }>`
    select title_word as word, similarity(title_word, ${word}) as closeness
    from (${titles}) candidates,
      regexp_split_to_table(candidates.title, '[^[:alnum:]]+') as title_word
    where length(title_word) >= ${CORRECTION_MIN_WORD_LENGTH}
    order by closeness desc, title_word
    limit 1`.execute(trx);
  const best = rows[0];
  return best && Number(best.closeness) >= CORRECTION_SIMILARITY_THRESHOLD ? best.word : null;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
