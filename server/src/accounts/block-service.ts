import { isForeignKeyViolation } from '../lib/db-errors';
import { badRequest, forbidden, fieldError, message, notFound } from '../lib/http-error';
import { toBlock, type BlockRepository } from './block-repository';
import type { Block, BlockScope } from '@kinora/contract';

export interface BlockServiceDeps {
  blocks: BlockRepository;
}

const COMMENT_REFUSED = message("You can't comment on this channel's videos.");
const REPLY_REFUSED = message("You can't reply to this user.");

/**
 * Blocking users, and the refusals a block makes: whoever a user blocked, in either scope, can
 * no longer comment on their videos or reply to them. What a block hides from lists is read by
 * the lists themselves (`lib/viewer-choices.ts`). A refusal checked just before a block lands
 * lets the words in, but they are then treated like any the block found there.
 */
export function createBlockService({ blocks }: BlockServiceDeps) {
  return {
    /**
     * Blocks `blockedId` (everywhere unless `scope` says the channel only), or changes the scope
     * of the block there is. Anyone may be blocked but oneself, moderators included: a block
     * hides what they post, not what they do as moderators.
     */
    async block(blockerId: string, blockedId: string, scope: BlockScope): Promise<Block> {
      if (blockedId === blockerId)
        throw badRequest(message("You can't block yourself."), [
          fieldError('userId', message("You can't block yourself.")),
        ]);
      try {
        return toBlock(await blocks.save(blockerId, blockedId, scope));
      } catch (error) {
        // No such account (never was, or deleted meanwhile): the foreign key says so.
        if (isForeignKeyViolation(error)) throw notFound(message('User not found.'));
        throw error;
      }
    },

    unblock: (blockerId: string, blockedId: string) => blocks.remove(blockerId, blockedId),

    list: (blockerId: string, page: { limit: number; offset: number }) =>
      blocks.list(blockerId, page.limit, page.offset),

    scopeOf: (viewerId: string | null, userId: string) => blocks.scopeOf(viewerId, userId),

    /** 403 when the owner of the video blocked the would-be commenter. */
    async assertMayComment(authorId: string, videoOwnerId: string): Promise<void> {
      if (videoOwnerId === authorId) return;
      if ((await blocks.blockersAmong([videoOwnerId], authorId)).length > 0)
        throw forbidden(COMMENT_REFUSED);
    },

    /**
     * 403 when anyone replied to blocked the would-be replier: the author of the comment or post
     * answered, and of the thread it joins.
     */
    async assertMayReply(authorId: string, repliedToIds: string[]): Promise<void> {
      const others = [...new Set(repliedToIds)].filter((id) => id !== authorId);
      if ((await blocks.blockersAmong(others, authorId)).length > 0) throw forbidden(REPLY_REFUSED);
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
