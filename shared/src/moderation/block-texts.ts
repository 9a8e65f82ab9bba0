import type { BlockScope } from '@kinora/shared';

/** The menu's items. */
export const BLOCK_MENU_LABELS = {
  block: 'Block user',
  hide: 'Hide user from channel',
  unblock: 'Unblock',
} as const;

/** The question asked before each kind of block. */
export const BLOCK_QUESTIONS: Record<
  BlockScope,
  { title: (handle: string) => string; message: string; confirm: string }
> = {
  everywhere: {
    title: (handle) => `Block ${handle}?`,
    message:
      "You won't see their videos, comments or posts, and they won't be able to comment on your videos or reply to you. You can unblock them in Settings.",
    confirm: 'Block',
  },
  channel: {
    title: (handle) => `Hide ${handle} from your channel?`,
    message:
      "They won't be able to comment on your videos or reply to you, and their comments on your videos will be hidden from everyone but them.",
    confirm: 'Hide user',
  },
};

/** What the toasts say after a block (its scope) or an unblock (none), and when it failed. */
export const BLOCK_RESULTS: Record<
  BlockScope | 'none',
  { done: (handle: string) => string; failed: (handle: string) => string }
> = {
  everywhere: {
    done: (handle) => `Blocked ${handle}`,
    failed: (handle) => `Could not block ${handle}. Please try again.`,
  },
  channel: {
    done: (handle) => `Hid ${handle} from your channel`,
    failed: (handle) => `Could not hide ${handle} from your channel. Please try again.`,
  },
  none: {
    done: (handle) => `Unblocked ${handle}`,
    failed: (handle) => `Could not unblock ${handle}. Please try again.`,
  },
};

/** What a block is, as the settings list says it. */
export const BLOCK_SCOPE_LABELS: Record<BlockScope, string> = {
  everywhere: 'Blocked',
  channel: 'Hidden from your channel',
};
