import {
  getErrorMessage,
  notify,
  recordBlockChange,
  type BlockScope,
  handleOf,
} from '@kinora/shared';
import { blockUser, unblockUser } from './api';
import { blockResult } from './block-texts';

/** Whom a block is about: their id for the API, their username to name them. */
export interface BlockedUser {
  _id: string;
  username: string;
}

/**
 * Blocks `user` (everywhere, or hidden from the viewer's channel) or, with null, lifts the block;
 * a toast tells how it went, and the page's lists and channel catch up. Resolves false on failure.
 */
export async function changeBlock(user: BlockedUser, scope: BlockScope | null): Promise<boolean> {
  const words = blockResult(scope, handleOf(user));
  try {
    if (scope) await blockUser(user._id, scope);
    else await unblockUser(user._id);
  } catch (failure) {
    notify.error(getErrorMessage(failure, words.failed));
    return false;
  }
  recordBlockChange(user._id, scope);
  notify.success(words.done);
  return true;
}
