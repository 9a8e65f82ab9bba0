import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
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

/** Whether the video's captions say the words: one cue of them matches the whole query. */
const saysIt = (tsquery: RawBuilder<unknown>) =>
  sql<boolean>`EXISTS (SELECT 1 FROM caption_cues said WHERE said.video_id = videos.id AND said.search_document @@ ${tsquery})`;

/** Searches the community's own listed videos, and offers suggestions for the search box. */
export function createSearchRepository(db: Kysely<Database>) {
  function matching(trx: Db, search: VideoSearch, viewerId: string | null) {
    const text = search.query.trim().toLowerCase();
    // websearch syntax never fails to parse ("rice -fried", quotes), unlike to_tsquery.
    const tsquery = sql`websearch_to_tsquery('english', ${text})`;
    const similarity = sql<number>`word_similarity(${text}, lower(videos.title))`;
    let qb = selectVideoWithOwner(trx, viewerId)
      // The same predicate as the public list: published and ready, and not hidden by moderation.
      .where(isListedVideo())
      .where(isNotHiddenSensitive(viewerId, search.siteSensitiveContent))
      .where(isNotBlockedBy(viewerId, 'videos.owner_id'))
      .where(
        sql<boolean>`(videos.search_document @@ ${tsquery} OR ${similarity} >= ${titleSimilarityThreshold(text)} OR ${saysIt(tsquery)})`,
      );
    if (search.uploadDate)
      qb = qb.where(
        sql<boolean>`videos.created_at >= now() - ${UPLOAD_WINDOWS[search.uploadDate]}::interval`,
      );
    // Full-text rank (title words count 1.0, description words 0.4) plus the title's closeness
    // to the query, so an exact title beats a description mention and a typo still ranks.
    const score = sql<number>`ts_rank(videos.search_document, ${tsquery}) + ${similarity}`;
    return { qb, score };
  }

  return {
    async searchVideos(
      search: VideoSearch,
      limit: number,
      offset: number,
      viewerId: string | null = null,
      trx: Db = db,
    ) {
      const { qb, score } = matching(trx, search, viewerId);
      const ordered =
        search.sort === 'date'
          ? qb.orderBy('videos.created_at', 'desc')
          : search.sort === 'views'
            ? qb.orderBy('videos.views', 'desc').orderBy('videos.created_at', 'desc')
            : qb.orderBy(score, 'desc').orderBy('videos.created_at', 'desc');
      return readPage(ordered.orderBy('videos.id', 'desc'), qb.clearSelect(), limit, offset);
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
