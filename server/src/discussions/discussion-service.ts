import { isForeignKeyViolation } from '../lib/db-errors';
import { notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import type { PostRepository, PostRow } from './post-repository';

interface DiscussionRow {
  id: string;
  owner_id: string;
  parent_id: string | null;
  removed_at: Date | null;
}

/** What the rules need of a discussion's repository (comments' or posts'). */
interface DiscussionStore<Row, New> {
  findById(id: string, viewerId?: string | null): Promise<Row | null>;
  listReplies(
    parentId: string,
    options: { viewerId: string | null; limit: number; offset: number },
  ): Promise<{ docs: Row[]; total: number }>;
  create(item: New & { id: string; parentId: string | null }): Promise<void>;
  update(id: string, content: string): Promise<void>;
  delete(id: string): Promise<void>;
}

interface DiscussionRules<Row, New> {
  noun: 'Comment' | 'Post';
  /** A removed post answers 404 on its own; a removed comment is still read, as a placeholder. */
  removedIsGone: boolean;
  /** Whether the viewer may see the row beyond its being there (a comment's video); 404 if not. */
  checkAccess?: (row: Row, viewerId: string | null) => Promise<void>;
  /** Whether a parent may take this reply (a comment's must be on the same video). */
  sameTarget?: (parent: Row, input: New) => boolean;
}

/**
 * The rules comments and posts share: who may see one, where a reply attaches (its top level),
 * and that only its author edits or deletes it, and nobody a removed one.
 */
export function createDiscussionService<Row extends DiscussionRow, New extends { ownerId: string }>(
  store: DiscussionStore<Row, New>,
  rules: DiscussionRules<Row, New>,
) {
  const NOT_FOUND = `${rules.noun} not found.`;
  const PARENT_GONE = `The ${rules.noun.toLowerCase()} you are replying to does not exist (it may have been deleted).`;

  /** The row as it reads on its own, without the access check (done before a write). */
  async function reload(id: string, viewerId: string | null): Promise<Row> {
    const row = await store.findById(id, viewerId);
    if (!row || (rules.removedIsGone && row.removed_at)) throw notFound(NOT_FOUND);
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
    if (row.removed_at) throw notFound(NOT_FOUND);
    return row;
  }

  return {
    reload,
    findVisible,
    findLive,

    /**
     * A new one, or with `parentId` a reply. A reply to a reply joins the top level (one level,
     * as on YouTube); a parent deleted before or during the insert answers 404. This is the point
     * where a reply is created.
     */
    async create(input: New & { parentId: string | null }): Promise<Row> {
      let topLevelId: string | null = null;
      if (input.parentId) {
        const parent = await store.findById(input.parentId);
        const sameTarget = parent && (rules.sameTarget?.(parent, input) ?? true);
        if (!parent || !sameTarget || parent.removed_at) throw notFound(PARENT_GONE);
        topLevelId = parent.parent_id ?? parent.id;
      }
      const id = newObjectId();
      try {
        await store.create({ ...input, id, parentId: topLevelId });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(PARENT_GONE);
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

    async edit(id: string, userId: string, content: string): Promise<Row> {
      const row = assertOwner(await store.findById(id), userId, rules.noun);
      if (row.removed_at) throw notFound(NOT_FOUND);
      await store.update(id, content);
      return reload(id, userId);
    },

    async remove(id: string, userId: string): Promise<void> {
      assertOwner(await store.findById(id), userId, rules.noun);
      await store.delete(id);
    },
  };
}

/** Community posts: a removed one is gone on its own page, and so takes no edits, likes or replies. */
export function createPostService(posts: PostRepository) {
  return createDiscussionService<PostRow, { ownerId: string; content: string }>(posts, {
    noun: 'Post',
    removedIsGone: true,
  });
}
