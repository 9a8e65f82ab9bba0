import { createDiscussionService } from './discussion-service';
import type { BlockService } from '../accounts';
import type { HoldRules } from './hold-rules';
import type { PostRepository, PostRow } from './post-repository';

export interface PostServiceDeps {
  posts: PostRepository;
  holds: HoldRules;
  blocks: Pick<BlockService, 'assertMayReply'>;
}

/**
 * Community posts and their replies, under the rules comments share (see
 * `createDiscussionService`): a removed one is gone on its own page, and so takes no edits, likes
 * or replies; what waits for review is the site's words, and in a reply to someone else's post
 * also that owner's words; whom a post's author blocked cannot reply to it; only its author
 * deletes one.
 */
export function createPostService({ posts, holds, blocks }: PostServiceDeps) {
  const discussion = createDiscussionService<PostRow, { ownerId: string; content: string }>(
    posts,
    { holds, blocks },
    {
      noun: 'Post',
      removedIsGone: true,
      placeOwnerDeletes: false,
      deleteRefused: 'Only the owner can change this post.',
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
