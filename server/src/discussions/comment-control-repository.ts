import { sql, type Kysely, type RawBuilder } from 'kysely';
import { toPublicUser } from '../accounts';
import { isNotSuspended } from '../lib/moderated-content';
import { isNotHiddenByPlaceOwner } from '../lib/viewer-choices';
import type {
  ChannelCommentSettings,
  CommentPolicy,
  HeldItem,
  HeldItemKind,
  HoldCause,
} from '@kinora/contract';
import type { Database } from '../db/schema';
import type { Db } from './discussion-repository';

/** Whose list of held items: the places of one creator (their policy and words), or the site's. */
export type HeldScope = { kind: 'creator'; reviewerId: string } | { kind: 'site' };

interface HeldRow {
  kind: HeldItemKind;
  id: string;
  content: string;
  owner_id: string;
  username: string;
  full_name: string;
  avatar_key: string | null;
  created_at: Date;
  held_cause: HoldCause;
  held_word: string | null;
  video_id: string | null;
  video_title: string | null;
  parent_id: string | null;
}

function toHeldItem(row: HeldRow): HeldItem {
  return {
    kind: row.kind,
    _id: row.id,
    content: row.content,
    author: toPublicUser({
      id: row.owner_id,
      username: row.username,
      full_name: row.full_name,
      avatar_key: row.avatar_key,
    }),
    createdAt: new Date(row.created_at).toISOString(),
    cause: row.held_cause,
    matchedWord: row.held_word,
    videoId: row.video_id,
    videoTitle: row.video_title,
    parentId: row.parent_id,
  };
}

const TABLES = { comment: 'comments', post: 'tweets' } as const;

/**
 * Held comments of one scope: a creator reviews what their policy and words held on their own
 * videos (but not the comments of those they blocked, which nobody but their author sees
 * whatever the review), moderators what the site's words held anywhere (YouTube videos included).
 */
function heldComments(scope: HeldScope): RawBuilder<HeldRow> {
  const where =
    scope.kind === 'site'
      ? sql`c.held_cause = 'site_word'`
      : sql`c.held_cause IN ('policy', 'channel_word') AND v.owner_id = ${scope.reviewerId}
          AND ${isNotHiddenByPlaceOwner('c.owner_id', 'v.owner_id', null)}`;
  return sql<HeldRow>`SELECT 'comment' AS kind, c.id, c.content, c.owner_id, u.username,
      u.full_name, u.avatar_key, c.created_at, c.held_at, c.held_cause, c.held_word,
      c.video_id, v.title AS video_title, c.parent_id
    FROM comments c JOIN users u ON u.id = c.owner_id
    LEFT JOIN videos v ON NOT c.is_external AND v.id = c.video_id
    WHERE c.held_at IS NOT NULL AND ${isNotSuspended('c.owner_id')} AND ${where}`;
}

/**
 * Held posts of one scope: a creator reviews replies to their posts (but those of whom they
 * blocked), moderators the site's.
 */
function heldPosts(scope: HeldScope): RawBuilder<HeldRow> {
  const where =
    scope.kind === 'site'
      ? sql`t.held_cause = 'site_word'`
      : sql`t.held_cause = 'channel_word' AND parent.owner_id = ${scope.reviewerId}
          AND ${isNotHiddenByPlaceOwner('t.owner_id', 'parent.owner_id', null)}`;
  return sql<HeldRow>`SELECT 'post' AS kind, t.id, t.content, t.owner_id, u.username,
      u.full_name, u.avatar_key, t.created_at, t.held_at, t.held_cause, t.held_word,
      NULL AS video_id, NULL AS video_title, t.parent_id
    FROM tweets t JOIN users u ON u.id = t.owner_id
    LEFT JOIN tweets parent ON parent.id = t.parent_id
    WHERE t.held_at IS NOT NULL AND ${isNotSuspended('t.owner_id')} AND ${where}`;
}

/** A channel's comment controls, and the comments and posts held for review. */
export function createCommentControlRepository(db: Kysely<Database>) {
  /** The channel's words in its owner's order. */
  async function channelBlockedWords(channelId: string, trx: Db = db): Promise<string[]> {
    const rows = await trx
      .selectFrom('channel_blocked_words')
      .select('word')
      .where('channel_id', '=', channelId)
      .orderBy('position')
      .execute();
    return rows.map((row) => row.word);
  }

  return {
    channelBlockedWords,

    /** The channel's policy and words; null when there is no such account. */
    async channelSettings(channelId: string, trx: Db = db): Promise<ChannelCommentSettings | null> {
      const [user, words] = await Promise.all([
        trx
          .selectFrom('users')
          .select('comment_policy')
          .where('id', '=', channelId)
          .executeTakeFirst(),
        channelBlockedWords(channelId, trx),
      ]);
      return user ? { commentPolicy: user.comment_policy, blockedWords: words } : null;
    },

    /** Replaces the policy and the whole list (`words` already trimmed and distinct). */
    async saveChannelSettings(
      channelId: string,
      settings: { commentPolicy: CommentPolicy; blockedWords: string[] },
      trx: Db,
    ): Promise<void> {
      await trx
        .updateTable('users')
        .set({ comment_policy: settings.commentPolicy })
        .where('id', '=', channelId)
        .execute();
      await trx.deleteFrom('channel_blocked_words').where('channel_id', '=', channelId).execute();
      if (settings.blockedWords.length > 0)
        await trx
          .insertInto('channel_blocked_words')
          .values(
            settings.blockedWords.map((word, position) => ({
              channel_id: channelId,
              word,
              position,
            })),
          )
          .execute();
    },

    /** A page of held items of `scope`, oldest hold first, with the size of the whole list. */
    async listHeld(
      scope: HeldScope,
      kind: HeldItemKind | undefined,
      page: { limit: number; offset: number },
      trx: Db = db,
    ): Promise<{ docs: HeldItem[]; total: number }> {
      const parts = [
        ...(kind !== 'post' ? [heldComments(scope)] : []),
        ...(kind !== 'comment' ? [heldPosts(scope)] : []),
      ];
      const held = sql.join(parts, sql` UNION ALL `);
      const [rows, count] = await Promise.all([
        sql<HeldRow>`SELECT * FROM (${held}) AS held ORDER BY held_at, id
          LIMIT ${page.limit} OFFSET ${page.offset}`.execute(trx),
        sql<{ count: string | number }>`SELECT count(*) AS count FROM (${held}) AS held`.execute(
          trx,
        ),
      ]);
      return { docs: rows.rows.map(toHeldItem), total: Number(count.rows[0]?.count ?? 0) };
    },

    /** Publishes the item if it is still held; false when it is not (or is gone). */
    async publish(kind: HeldItemKind, id: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable(TABLES[kind])
        .set({ held_at: null, held_cause: null, held_word: null })
        .where('id', '=', id)
        .where('held_at', 'is not', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the item (and its replies) if it is still held; false when it is not. */
    async deleteHeld(kind: HeldItemKind, id: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .deleteFrom(TABLES[kind])
        .where('id', '=', id)
        .where('held_at', 'is not', null)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type CommentControlRepository = ReturnType<typeof createCommentControlRepository>;
