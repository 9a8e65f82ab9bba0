import { isForeignKeyViolation } from '../lib/db-errors';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import type { CommentRepository, CommentRow, CommentTarget } from './comment-repository';
import type { VideoService } from '../videos';

const COMMENT_NOT_FOUND = 'Comment not found.';
const PARENT_GONE = 'The comment you are replying to does not exist (it may have been deleted).';

/**
 * The comment rules that need a video beside the comment: who may see a comment (whoever may see
 * its video), who may pin one (the video's owner), and where a reply attaches (its top level).
 */
export function createCommentService(comments: CommentRepository, videos: VideoService) {
  /** A comment on a video the viewer cannot see answers 404 like one that never existed. */
  async function findVisible(commentId: string, viewerId: string | null): Promise<CommentRow> {
    const row = await comments.findById(commentId, viewerId);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    if (!row.is_external) {
      await videos.findVisible(row.video_id, viewerId).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404
          ? notFound(COMMENT_NOT_FOUND)
          : error;
      });
    }
    return row;
  }

  /**
   * A comment that takes likes, pins and replies: a removed one stays only as a placeholder in
   * its thread, and answers 404 to anything else until a moderator restores it.
   */
  async function findLive(commentId: string, viewerId: string | null): Promise<CommentRow> {
    const row = await findVisible(commentId, viewerId);
    if (row.removed_at) throw notFound(COMMENT_NOT_FOUND);
    return row;
  }

  async function reload(commentId: string, viewerId: string | null): Promise<CommentRow> {
    const row = await comments.findById(commentId, viewerId);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return row;
  }

  return {
    findVisible,
    findLive,

    /**
     * A new comment, or with `parentId` a reply. A reply to a reply joins the top-level comment
     * (one level, as on YouTube); a parent deleted before or during the insert answers 404.
     * This is the point where a reply is created.
     */
    async create(
      input: CommentTarget & { ownerId: string; content: string; parentId: string | null },
    ): Promise<CommentRow> {
      let topLevelId: string | null = null;
      if (input.parentId) {
        const parent = await comments.findById(input.parentId);
        const sameTarget =
          parent?.video_id === input.videoId && parent.is_external === input.isExternal;
        if (!parent || !sameTarget || parent.removed_at) throw notFound(PARENT_GONE);
        topLevelId = parent.parent_id ?? parent.id;
      }
      const id = newObjectId();
      try {
        await comments.create({ ...input, id, parentId: topLevelId });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(PARENT_GONE);
        throw error;
      }
      return reload(id, input.ownerId);
    },

    async listReplies(
      commentId: string,
      viewerId: string | null,
      page: { limit: number; offset: number },
    ) {
      await findVisible(commentId, viewerId);
      return comments.listReplies(commentId, { viewerId, ...page });
    },

    async edit(commentId: string, userId: string, content: string): Promise<CommentRow> {
      const row = assertOwner(await comments.findById(commentId), userId, 'Comment');
      if (row.removed_at) throw notFound(COMMENT_NOT_FOUND);
      await comments.update(commentId, content);
      return reload(commentId, userId);
    },

    async remove(commentId: string, userId: string): Promise<void> {
      assertOwner(await comments.findById(commentId), userId, 'Comment');
      await comments.delete(commentId);
    },

    /** Pin (or unpin) a top-level comment; only the owner of the (own) video may. */
    async setPinned(commentId: string, userId: string, pinned: boolean): Promise<CommentRow> {
      const row = await findLive(commentId, userId);
      if (row.is_external)
        throw badRequest(
          'Comments on YouTube videos cannot be pinned: the video has no owner here.',
        );
      const video = await videos.findVisible(row.video_id, userId);
      if (video.owner_id !== userId)
        throw forbidden("Only the video's owner can pin or unpin its comments.");
      if (row.parent_id) throw badRequest('Only a top-level comment can be pinned, not a reply.');
      try {
        if (pinned) await comments.pin(video.id, commentId);
        else await comments.unpin(commentId);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(COMMENT_NOT_FOUND);
        throw error;
      }
      return reload(commentId, userId);
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
