import { badRequest, forbidden, HttpError, message, notFound } from '../lib/http-error';
import { isForeignKeyViolation } from '../lib/db-errors';
import { commentPolicyOf } from '../videos';
import { createDiscussionService } from './discussion-service';
import type { CommentPolicy } from '@kinora/contract';
import type { CommentAnnouncer } from './comment-announcer';
import type { CommentRepository, CommentRow, CommentTarget } from './comment-repository';
import type { HoldRules } from './hold-rules';
import type { BlockService } from '../accounts';
import type { VideoService, VideoWithOwnerRow } from '../videos';

const COMMENT_NOT_FOUND = message('Comment not found.');
const COMMENTS_OFF = message('Comments are turned off for this video.');

/** A page of no comments: what every list of a video whose comments are off answers. */
const noComments = (): { docs: CommentRow[]; total: number } => ({ docs: [], total: 0 });

export interface CommentServiceDeps {
  comments: CommentRepository;
  videos: VideoService;
  holds: HoldRules;
  blocks: Pick<BlockService, 'assertMayComment' | 'assertMayReply'>;
  /** What publishing a held comment tells, when its author's edit publishes it. */
  announceComment: CommentAnnouncer;
}

/**
 * The comment rules that need a video beside the comment: who may see a comment (whoever may see
 * its video), who may comment (the video's policy, and not whom its owner blocked), whose words
 * review it (the video's owner's), who may pin one (the video's owner), who may delete one (its
 * author and the video's owner), and where a reply attaches (the same video).
 */
export function createCommentService({
  comments,
  videos,
  holds,
  blocks,
  announceComment,
}: CommentServiceDeps) {
  /** The own video the comment is on (null on a YouTube video), or 404 as for the comment. */
  async function videoOf(row: CommentRow, viewerId: string | null) {
    if (row.is_external) return null;
    return videos.findVisible(row.video_id, viewerId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404
        ? notFound(COMMENT_NOT_FOUND)
        : error;
    });
  }

  /** A YouTube video's comments are always on: it has no owner here to turn them off. */
  const policyOf = (video: VideoWithOwnerRow | null): CommentPolicy =>
    video ? commentPolicyOf(video) : 'on';

  const guards = { holds, blocks };
  const discussion = createDiscussionService<
    CommentRow,
    CommentTarget & { ownerId: string; content: string }
  >(comments, guards, {
    noun: 'Comment',
    removedIsGone: false,
    checkAccess: async (row, viewerId) => {
      await videoOf(row, viewerId);
    },
    policyOf: async (row, viewerId) => policyOf(await videoOf(row, viewerId)),
    onPublished: announceComment,
    sameTarget: (parent, input) =>
      parent.video_id === input.videoId && parent.is_external === input.isExternal,
    placeOwnerDeletes: true,
    deleteRefused: message("Only the comment's author or the video's owner can delete it."),
  });

  return {
    ...discussion,

    /** The video's comments as the viewer may read them; none while they are off. */
    async list(
      target: CommentTarget,
      options: Parameters<CommentRepository['list']>[1],
    ): Promise<{ docs: CommentRow[]; total: number }> {
      if (!target.isExternal) {
        const video = await videos.findVisible(target.videoId, options.viewerId);
        if (policyOf(video) === 'off') return noComments();
      }
      return comments.list(target, options);
    },

    /**
     * A new comment, or with `parentId` a reply (see the discussion's `create`). Refused while
     * the video's comments are off, and to whom its owner blocked; held for review when `holds`
     * says so, by the video's policy and its owner's words.
     */
    async create(
      input: CommentTarget & { ownerId: string; content: string; parentId: string | null },
    ): Promise<CommentRow> {
      const video = input.isExternal
        ? null
        : await videos.findVisible(input.videoId, input.ownerId);
      const policy = policyOf(video);
      if (policy === 'off') throw forbidden(COMMENTS_OFF);
      if (video) await blocks.assertMayComment(input.ownerId, video.owner_id);
      return discussion.create(input, () => ({ ownerId: video?.owner_id ?? null, policy }));
    },

    /** A thread's replies; none while the video's comments are off. */
    async listReplies(
      commentId: string,
      viewerId: string | null,
      page: { limit: number; offset: number },
    ) {
      const row = await discussion.reload(commentId, viewerId);
      if (policyOf(await videoOf(row, viewerId)) === 'off') return noComments();
      return comments.listReplies(commentId, { viewerId, ...page });
    },

    /** Pin (or unpin) a top-level comment; only the owner of the (own) video may. */
    async setPinned(commentId: string, userId: string, pinned: boolean): Promise<CommentRow> {
      const row = await discussion.findLive(commentId, userId);
      if (row.is_external)
        throw badRequest(
          message('Comments on YouTube videos cannot be pinned: the video has no owner here.'),
        );
      const video = await videos.findVisible(row.video_id, userId);
      if (video.owner_id !== userId)
        throw forbidden(message("Only the video's owner can pin or unpin its comments."));
      if (row.parent_id)
        throw badRequest(message('Only a top-level comment can be pinned, not a reply.'));
      try {
        if (pinned) await comments.pin(video.id, commentId);
        else await comments.unpin(commentId);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(COMMENT_NOT_FOUND);
        throw error;
      }
      return discussion.reload(commentId, userId);
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
