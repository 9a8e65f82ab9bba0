import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error';
import { isForeignKeyViolation } from '../lib/db-errors';
import { createDiscussionService } from './discussion-service';
import type { CommentRepository, CommentRow, CommentTarget } from './comment-repository';
import type { VideoService } from '../videos';

/**
 * The comment rules that need a video beside the comment: who may see a comment (whoever may see
 * its video), who may pin one (the video's owner), and where a reply attaches (the same video).
 */
export function createCommentService(comments: CommentRepository, videos: VideoService) {
  const discussion = createDiscussionService<
    CommentRow,
    CommentTarget & { ownerId: string; content: string }
  >(comments, {
    noun: 'Comment',
    removedIsGone: false,
    checkAccess: async (row, viewerId) => {
      if (row.is_external) return;
      await videos.findVisible(row.video_id, viewerId).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404
          ? notFound('Comment not found.')
          : error;
      });
    },
    sameTarget: (parent, input) =>
      parent.video_id === input.videoId && parent.is_external === input.isExternal,
  });

  return {
    ...discussion,

    /** Pin (or unpin) a top-level comment; only the owner of the (own) video may. */
    async setPinned(commentId: string, userId: string, pinned: boolean): Promise<CommentRow> {
      const row = await discussion.findLive(commentId, userId);
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
        if (isForeignKeyViolation(error)) throw notFound('Comment not found.');
        throw error;
      }
      return discussion.reload(commentId, userId);
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
