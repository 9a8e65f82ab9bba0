import { isForeignKeyViolation } from '../lib/db-errors';
import { badRequest, forbidden, HttpError, notFound } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { assertOwner } from '../lib/ownership';
import { commentPolicyOf } from '../videos';
import type { CommentPolicy } from '@kinora/contract';
import type { CommentRepository, CommentRow, CommentTarget } from './comment-repository';
import type { HoldRules } from './hold-rules';
import type { VideoService, VideoWithOwnerRow } from '../videos';

const COMMENT_NOT_FOUND = 'Comment not found.';
const PARENT_GONE = 'The comment you are replying to does not exist (it may have been deleted).';
const COMMENTS_OFF = 'Comments are turned off for this video.';

/** A page of no comments: what every list of a video whose comments are off answers. */
const noComments = (): { docs: CommentRow[]; total: number } => ({ docs: [], total: 0 });

export interface CommentServiceDeps {
  comments: CommentRepository;
  videos: VideoService;
  holds: HoldRules;
}

/**
 * The comment rules that need a video beside the comment: who may see a comment (whoever may see
 * its video), who may comment (the video's policy), what waits for review (see `HoldRules`), who
 * may pin one (the video's owner), who may delete one (its author and the video's owner), and
 * where a reply attaches (its top level).
 */
export function createCommentService({ comments, videos, holds }: CommentServiceDeps) {
  /** The own video the comment is on (null on a YouTube video), or 404 as for the comment. */
  async function videoOf(row: CommentRow, viewerId: string | null) {
    if (row.is_external) return null;
    return videos.findVisible(row.video_id, viewerId).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404
        ? notFound(COMMENT_NOT_FOUND)
        : error;
    });
  }

  /** A comment on a video the viewer cannot see answers 404 like one that never existed. */
  async function findVisible(commentId: string, viewerId: string | null): Promise<CommentRow> {
    const row = await comments.findById(commentId, viewerId);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    await videoOf(row, viewerId);
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

  async function reload(commentId: string, viewerId: string): Promise<CommentRow> {
    const row = await comments.findById(commentId, viewerId);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return row;
  }

  /** A YouTube video's comments are always on: it has no owner here to turn them off. */
  const policyOf = (video: VideoWithOwnerRow | null): CommentPolicy =>
    video ? commentPolicyOf(video) : 'on';

  return {
    findVisible,
    findLive,

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
     * A new comment, or with `parentId` a reply. A reply to a reply joins the top-level comment
     * (one level, as on YouTube); a parent deleted before or during the insert, or one held for
     * review (but to its author), answers 404. Refused while the video's comments are off; held
     * for review when `holds` says so. This is the point where a reply is created.
     */
    async create(
      input: CommentTarget & { ownerId: string; content: string; parentId: string | null },
    ): Promise<CommentRow> {
      const video = input.isExternal
        ? null
        : await videos.findVisible(input.videoId, input.ownerId);
      const policy = policyOf(video);
      if (policy === 'off') throw forbidden(COMMENTS_OFF);
      let topLevelId: string | null = null;
      if (input.parentId) {
        const parent = await comments.findById(input.parentId, input.ownerId);
        const sameTarget =
          parent?.video_id === input.videoId && parent.is_external === input.isExternal;
        if (!parent || !sameTarget || parent.removed_at) throw notFound(PARENT_GONE);
        topLevelId = parent.parent_id ?? parent.id;
      }
      const hold = await holds.forNew(input.content, input.ownerId, {
        ownerId: video?.owner_id ?? null,
        policy,
      });
      const id = newObjectId();
      try {
        await comments.create({ ...input, id, parentId: topLevelId, hold });
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
      const row = await comments.findById(commentId, viewerId);
      if (!row) throw notFound(COMMENT_NOT_FOUND);
      if (policyOf(await videoOf(row, viewerId)) === 'off') return noComments();
      return comments.listReplies(commentId, { viewerId, ...page });
    },

    /** The author's edit; words that would hold a new comment hold it again. */
    async edit(commentId: string, userId: string, content: string): Promise<CommentRow> {
      const row = assertOwner(await comments.findById(commentId, userId), userId, 'Comment');
      if (row.removed_at) throw notFound(COMMENT_NOT_FOUND);
      const place = await comments.findPlace(commentId);
      const hold = await holds.forEdit(content, userId, {
        ownerId: place?.place_owner_id ?? null,
        policy: 'on',
      });
      await comments.update(commentId, content, hold);
      return reload(commentId, userId);
    },

    /**
     * Deletes the comment and its replies: its author may, and so may the owner of the video it
     * is on. Anyone else: 403, or 404 for a comment held for review, which they cannot see.
     */
    async remove(commentId: string, userId: string): Promise<void> {
      const place = await comments.findPlace(commentId);
      if (!place) throw notFound(COMMENT_NOT_FOUND);
      if (place.owner_id !== userId && place.place_owner_id !== userId) {
        if (place.held_at) throw notFound(COMMENT_NOT_FOUND);
        throw forbidden("Only the comment's author or the video's owner can delete it.");
      }
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
