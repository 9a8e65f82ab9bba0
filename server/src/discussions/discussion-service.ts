import { isForeignKeyViolation } from '../lib/db-errors';
import { forbidden, message, notFound, type Message } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import type { CommentPolicy, HoldCause } from '@kinora/contract';
import type { BlockService } from '../accounts';
import type { Hold, HoldRules, Place } from './hold-rules';

interface DiscussionRow {
  id: string;
  owner_id: string;
  parent_id: string | null;
  removed_at: Date | null;
}

/** A row in any state (held, removed, its author suspended) with the owner of where it is. */
interface PlacedRow {
  id: string;
  owner_id: string;
  held_at: Date | null;
  held_cause: HoldCause | null;
  /** A comment's video's owner (null on a YouTube video); a reply's post's owner (null: a post). */
  place_owner_id: string | null;
}

/** The top-level one a reply joins: its id and whose it is. */
interface TopLevel {
  id: string;
  owner_id: string;
}

/** Where a reply goes: the top level it joins, and the authors it answers. */
interface Thread {
  topLevel: TopLevel;
  /** The parent's author and the top level's (the same one for a reply to a top level). */
  answered: string[];
  /** The reply it answers, when its parent is a reply rather than the top level. */
  replyToId: string | null;
}

/** What decides whether new words are taken, and how: review holds, and blocks refuse. */
export interface DiscussionGuards {
  holds: HoldRules;
  blocks: Pick<BlockService, 'assertMayReply'>;
}

/** What the rules need of a discussion's repository (comments' or posts'). */
interface DiscussionStore<Row, New> {
  /** A held one is found by its author only. */
  findById(id: string, viewerId: string | null): Promise<Row | null>;
  findPlace(id: string): Promise<PlacedRow | null>;
  listReplies(
    parentId: string,
    options: { viewerId: string | null; limit: number; offset: number },
  ): Promise<{ docs: Row[]; total: number }>;
  /** `replyToId`: the reply it answers, when it answers one (`parentId` is then its top level). */
  create(
    item: New & {
      id: string;
      parentId: string | null;
      replyToId: string | null;
      hold: Hold | null;
    },
  ): Promise<void>;
  /** New words, and what holds them now (null: they are published). */
  update(id: string, content: string, hold: Hold | null): Promise<void>;
  delete(id: string): Promise<void>;
}

interface DiscussionRules<Row, New> {
  noun: 'Comment' | 'Post';
  /** A removed post answers 404 on its own; a removed comment is still read, as a placeholder. */
  removedIsGone: boolean;
  /** Whether the viewer may see the row beyond its being there (a comment's video); 404 if not. */
  checkAccess?: (row: Row, viewerId: string | null) => Promise<void>;
  /** The policy of the place the row is in, as a new one there meets it; none ('on') if absent. */
  policyOf?: (row: Row, viewerId: string) => Promise<CommentPolicy>;
  /** What publishing one tells, when an edit publishes it. */
  onPublished?: (id: string) => Promise<void>;
  /**
   * Takes back what it and its replies told, just before they are deleted (the deletion would
   * take the notifications anyway; this also tells their recipients' open streams).
   */
  onDeleting?: (id: string) => Promise<void>;
  /** Whether a parent may take this reply (a comment's must be on the same video). */
  sameTarget?: (parent: Row, input: New) => boolean;
  /** Whether the owner of the place (a comment's video) may delete it besides its author. */
  placeOwnerDeletes: boolean;
  /** The 403 of anyone else who tries to delete it. */
  deleteRefused: Message;
}

/** Each noun's sentences whole, as a language with genders needs them. */
const NOT_FOUND = { Comment: message('Comment not found.'), Post: message('Post not found.') };
const PARENT_GONE = {
  Comment: message('The comment you are replying to does not exist (it may have been deleted).'),
  Post: message('The post you are replying to does not exist (it may have been deleted).'),
};

/**
 * The rules comments and posts share: who may see one (a held one: its author alone), where a
 * reply attaches (its top level), who may not reply (whom an author it answers blocked), what
 * waits for review (see `HoldRules`), that only its author edits it, and nobody a removed one,
 * and who deletes it (its author, for a comment also the video's owner).
 */
export function createDiscussionService<
  Row extends DiscussionRow,
  New extends { ownerId: string; content: string },
>(
  store: DiscussionStore<Row, New>,
  { holds, blocks }: DiscussionGuards,
  rules: DiscussionRules<Row, New>,
) {
  const notFoundSaid = NOT_FOUND[rules.noun];
  const parentGone = PARENT_GONE[rules.noun];

  /** The row as it reads on its own, without the access check (done before a write). */
  async function reload(id: string, viewerId: string | null): Promise<Row> {
    const row = await store.findById(id, viewerId);
    if (!row || (rules.removedIsGone && row.removed_at)) throw notFound(notFoundSaid);
    return row;
  }

  /** One the viewer may not see answers 404 like one that never existed. */
  async function findVisible(id: string, viewerId: string | null): Promise<Row> {
    const row = await reload(id, viewerId);
    await rules.checkAccess?.(row, viewerId);
    return row;
  }

  /**
   * One that takes likes, pins and replies: a removed one stays only as a placeholder in its
   * thread, and answers 404 to anything else until a moderator restores it.
   */
  async function findLive(id: string, viewerId: string | null): Promise<Row> {
    const row = await findVisible(id, viewerId);
    if (row.removed_at) throw notFound(notFoundSaid);
    return row;
  }

  /** Where a reply to `parentId` goes, as its author may see the parent; 404 if nowhere. */
  async function threadOf(input: New, parentId: string): Promise<Thread> {
    const parent = await store.findById(parentId, input.ownerId);
    const sameTarget = parent && (rules.sameTarget?.(parent, input) ?? true);
    if (!parent || !sameTarget || parent.removed_at) throw notFound(parentGone);
    if (!parent.parent_id) {
      return { topLevel: parent, answered: [parent.owner_id], replyToId: null };
    }
    const top = await store.findPlace(parent.parent_id);
    if (!top) throw notFound(parentGone);
    return { topLevel: top, answered: [parent.owner_id, top.owner_id], replyToId: parent.id };
  }

  return {
    reload,
    findVisible,
    findLive,

    /**
     * A new one, or with `parentId` a reply. A reply to a reply joins the top level (one level,
     * as on YouTube); a parent deleted before or during the insert, or held for review (but to
     * its author), answers 404; one whose author, or the thread's, blocked the replier answers
     * 403. `placeOf` says where the words land (given the top level a reply joins), which
     * decides whether they wait for review. This is the point where a reply is created.
     */
    async create(
      input: New & { parentId: string | null },
      placeOf: (topLevel: TopLevel | null) => Place,
    ): Promise<Row> {
      const thread = input.parentId ? await threadOf(input, input.parentId) : null;
      if (thread) await blocks.assertMayReply(input.ownerId, thread.answered);
      const topLevel = thread?.topLevel ?? null;
      const hold = await holds.forNew(input.content, input.ownerId, placeOf(topLevel));
      const id = newObjectId();
      try {
        await store.create({
          ...input,
          id,
          parentId: topLevel?.id ?? null,
          replyToId: thread?.replyToId ?? null,
          hold,
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(parentGone);
        throw error;
      }
      return reload(id, input.ownerId);
    },

    async listReplies(
      id: string,
      viewerId: string | null,
      page: { limit: number; offset: number },
    ) {
      await findVisible(id, viewerId);
      return store.listReplies(id, { viewerId, ...page });
    },

    /**
     * The author's edit (see `HoldRules.forEdit`): words that would hold a new one hold a
     * published one again; one that waits for review is checked as a new one, and is published,
     * telling what approving it would, when the blocked words that held it are gone.
     */
    async edit(id: string, userId: string, content: string): Promise<Row> {
      const row = assertOwner(await store.findById(id, userId), userId, rules.noun);
      if (row.removed_at) throw notFound(notFoundSaid);
      const place = await store.findPlace(id);
      const waiting = place?.held_cause ?? null;
      const policy = waiting && rules.policyOf ? await rules.policyOf(row, userId) : 'on';
      const hold = await holds.forEdit(
        content,
        userId,
        { ownerId: place?.place_owner_id ?? null, policy },
        waiting,
      );
      await store.update(id, content, hold);
      if (waiting && !hold) await rules.onPublished?.(id);
      return reload(id, userId);
    },

    /**
     * Deletes it and its replies: its author may, and so may the owner of its place where the
     * rules say so. Anyone else: 403, or 404 for one they cannot see. What it told goes first
     * (see `onDeleting`).
     */
    async remove(id: string, userId: string): Promise<void> {
      const place = await store.findPlace(id);
      if (!place) throw notFound(notFoundSaid);
      const ownsPlace = rules.placeOwnerDeletes && place.place_owner_id === userId;
      if (place.owner_id !== userId && !ownsPlace) {
        // What this caller cannot see (held, a suspended author's, a removed post) answers as
        // missing, so a refusal never tells that it is there.
        const seen = await store.findById(id, userId);
        if (!seen || (rules.removedIsGone && seen.removed_at)) throw notFound(notFoundSaid);
        throw forbidden(rules.deleteRefused);
      }
      await rules.onDeleting?.(id);
      await store.delete(id);
    },
  };
}
