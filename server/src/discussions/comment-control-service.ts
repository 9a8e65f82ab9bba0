import { distinctWords } from '../lib/blocked-words';
import { conflict, forbidden, message, notFound } from '../lib/http-error';
import type {
  ChannelCommentSettings,
  HeldItemKind,
  HeldItemResult,
  HoldCause,
} from '@kinora/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CommentAnnouncer } from './comment-announcer';
import type { CommentControlRepository, HeldScope } from './comment-control-repository';
import type { CommentRepository } from './comment-repository';
import type { PostRepository } from './post-repository';

export interface CommentControlServiceDeps {
  db: Kysely<Database>;
  controls: CommentControlRepository;
  comments: CommentRepository;
  posts: PostRepository;
  /** Whether the account may review what the site's words held (moderators and admins). */
  isModerator: (userId: string) => Promise<boolean>;
  /** What publishing a held comment tells. */
  announceComment: CommentAnnouncer;
  /** What publishing a held post tells (a reply: the authors it answers). */
  announcePost: (postId: string) => Promise<void>;
}

/** Each kind's sentences whole, as a language with genders needs them. */
const NOT_FOUND = { comment: message('Comment not found.'), post: message('Post not found.') };
const NOT_REVIEWER = {
  comment: message('Only the reviewer of this comment can approve or remove it.'),
  post: message('Only the reviewer of this post can approve or remove it.'),
};
const NOT_HELD = {
  comment: message('This comment is not waiting for review.'),
  post: message('This post is not waiting for review.'),
};

/** Held items and what it takes to review one. */
interface HeldSubject {
  heldCause: HoldCause | null;
  /** The owner of the place it was written in: the video's, or the post's it replies to. */
  placeOwnerId: string | null;
}

/**
 * A creator's comment controls, and the review of held comments and posts. What held an item
 * decides its reviewer: the place's owner for their policy or words, moderators for the site's
 * words (and a moderator may act on any held item).
 */
export function createCommentControlService({
  db,
  controls,
  comments,
  posts,
  isModerator,
  announceComment,
  announcePost,
}: CommentControlServiceDeps) {
  async function findSubject(kind: HeldItemKind, id: string): Promise<HeldSubject> {
    const row = kind === 'comment' ? await comments.findPlace(id) : await posts.findPlace(id);
    if (!row) throw notFound(NOT_FOUND[kind]);
    return { heldCause: row.held_cause, placeOwnerId: row.place_owner_id };
  }

  /**
   * 403 unless the user reviews the item; 409 when it is not held (to those who would review
   * it, so nobody else learns whether it is).
   */
  async function assertReviewer(userId: string, kind: HeldItemKind, subject: HeldSubject) {
    const ownsPlace = subject.placeOwnerId === userId;
    const mayReview =
      (ownsPlace && subject.heldCause !== 'site_word') || (await isModerator(userId));
    if (!mayReview) throw forbidden(NOT_REVIEWER[kind]);
    if (subject.heldCause === null) throw notHeld(kind);
  }

  const notHeld = (kind: HeldItemKind) => conflict(NOT_HELD[kind]);

  return {
    async settings(userId: string): Promise<ChannelCommentSettings> {
      const settings = await controls.channelSettings(userId);
      if (!settings) throw notFound(message('User not found.'));
      return settings;
    },

    /** Replaces the channel's policy and words; what was published stays published. */
    async saveSettings(
      userId: string,
      next: ChannelCommentSettings,
    ): Promise<ChannelCommentSettings> {
      const blockedWords = distinctWords(next.blockedWords);
      await db
        .transaction()
        .execute((trx) =>
          controls.saveChannelSettings(
            userId,
            { commentPolicy: next.commentPolicy, blockedWords },
            trx,
          ),
        );
      return { commentPolicy: next.commentPolicy, blockedWords };
    },

    listHeld: (
      scope: HeldScope,
      kind: HeldItemKind | undefined,
      page: { limit: number; offset: number },
    ) => controls.listHeld(scope, kind, page),

    /** Publishes a held item and tells what publishing it would have told. */
    async approve(userId: string, kind: HeldItemKind, id: string): Promise<HeldItemResult> {
      await assertReviewer(userId, kind, await findSubject(kind, id));
      if (!(await controls.publish(kind, id))) throw notHeld(kind);
      await (kind === 'comment' ? announceComment(id) : announcePost(id));
      return { kind, _id: id, outcome: 'approved' };
    },

    /** Deletes a held item and everything under it, as its author's delete would. */
    async remove(userId: string, kind: HeldItemKind, id: string): Promise<HeldItemResult> {
      await assertReviewer(userId, kind, await findSubject(kind, id));
      if (!(await controls.deleteHeld(kind, id))) throw notHeld(kind);
      return { kind, _id: id, outcome: 'removed' };
    },
  };
}

export type CommentControlService = ReturnType<typeof createCommentControlService>;
