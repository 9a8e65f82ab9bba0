import { isForeignKeyViolation } from '../lib/db-errors';
import { notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import type { HoldRules } from './hold-rules';
import type { PostRepository, PostRow } from './post-repository';

const POST_NOT_FOUND = 'Post not found.';
const PARENT_GONE = 'The post you are replying to does not exist (it may have been deleted).';

export interface PostServiceDeps {
  posts: PostRepository;
  holds: HoldRules;
}

/**
 * Community posts and their replies: where a reply attaches (its top level), what waits for
 * review (the site's words; in a reply to someone else's post, also that owner's words), and who
 * may change one (its author).
 */
export function createPostService({ posts, holds }: PostServiceDeps) {
  /**
   * A post as the viewer may see it on its own. A removed one answers 404 (a removed reply is
   * only a placeholder in its post's replies) and so takes no edits, likes or replies either; a
   * held one is there for its author alone.
   */
  async function findPost(postId: string, viewerId: string | null): Promise<PostRow> {
    const row = await posts.findById(postId, viewerId);
    if (!row || row.removed_at) throw notFound(POST_NOT_FOUND);
    return row;
  }

  /** Whose words review a reply: the owner of the top-level post it lands under. */
  const placeOf = (ownerId: string | null) => ({ ownerId, policy: 'on' as const });

  return {
    findPost,

    /**
     * A post, or with `parentId` a reply. A reply to a reply joins the top-level post (one
     * level); a parent deleted before or during the insert, or held for review (but to its
     * author), answers 404. This is where a reply is created.
     */
    async create(ownerId: string, content: string, parentId: string | null): Promise<PostRow> {
      let topLevel: { id: string; ownerId: string } | null = null;
      if (parentId) {
        const parent = await posts.findById(parentId, ownerId);
        if (!parent || parent.removed_at) throw notFound(PARENT_GONE);
        const top = parent.parent_id ? await posts.findPlace(parent.parent_id) : null;
        topLevel = top
          ? { id: top.id, ownerId: top.owner_id }
          : { id: parent.id, ownerId: parent.owner_id };
      }
      const hold = await holds.forNew(content, ownerId, placeOf(topLevel?.ownerId ?? null));
      const id = newObjectId();
      try {
        await posts.create({ id, ownerId, content, parentId: topLevel?.id ?? null, hold });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(PARENT_GONE);
        throw error;
      }
      return findPost(id, ownerId);
    },

    /** The author's edit; words that would hold a new post hold it again. */
    async edit(postId: string, userId: string, content: string): Promise<PostRow> {
      const row = assertOwner(await posts.findById(postId, userId), userId, 'Post');
      if (row.removed_at) throw notFound(POST_NOT_FOUND);
      const place = await posts.findPlace(postId);
      const hold = await holds.forEdit(content, userId, placeOf(place?.place_owner_id ?? null));
      await posts.update(postId, content, hold);
      return findPost(postId, userId);
    },

    async remove(postId: string, userId: string): Promise<void> {
      assertOwner(await posts.findById(postId, userId), userId, 'Post');
      await posts.delete(postId);
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
