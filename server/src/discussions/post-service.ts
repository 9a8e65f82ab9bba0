import { message } from '../lib/http-error';
import { createDiscussionService } from './discussion-service';
import type { BlockService } from '../accounts';
import type { NotificationService } from '../notifications';
import type { HoldRules } from './hold-rules';
import type { PostRepository, PostRow } from './post-repository';

export interface PostServiceDeps {
  posts: PostRepository;
  holds: HoldRules;
  blocks: Pick<BlockService, 'assertMayReply'>;
  /** Who hears of a reply once it is published, and what a deletion takes back. */
  notifications: Pick<NotificationService, 'postReplied' | 'postDeleting'>;
}

/**
 * Community posts and their replies, under the rules comments share (see
 * `createDiscussionService`): a removed one is gone on its own page, and so takes no edits, likes
 * or replies; what waits for review is the site's words, and in a reply to someone else's post
 * also that owner's words; whom a post's author blocked cannot reply to it; only its author
 * deletes one. A published reply tells the post's author and the author of the reply it answers.
 */
export function createPostService({ posts, holds, blocks, notifications }: PostServiceDeps) {
  const discussion = createDiscussionService<PostRow, { ownerId: string; content: string }>(
    posts,
    { holds, blocks },
    {
      noun: 'Post',
      removedIsGone: true,
      placeOwnerDeletes: false,
      deleteRefused: message('Only the owner can change this post.'),
      onPublished: notifications.postReplied,
      onDeleting: notifications.postDeleting,
    },
  );

  return {
    ...discussion,

    /** A post, or with `parentId` a reply, whose words the top-level post's owner reviews. */
    create: (input: { ownerId: string; content: string; parentId: string | null }) =>
      discussion.create(input, (topLevel) => ({
        ownerId: topLevel?.owner_id ?? null,
        policy: 'on',
      })),
  };
}

export type PostService = ReturnType<typeof createPostService>;
