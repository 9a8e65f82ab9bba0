import type { HeldItem, HeldItemKind } from '@kinora/shared';

/** What a held item is, as its toasts and its buttons' names say it. */
export function heldItemNoun(item: Pick<HeldItem, 'kind' | 'parentId'>): string {
  if (item.parentId !== null) return 'Reply';
  return item.kind === 'comment' ? 'Comment' : 'Post';
}

/** Why it was held, in the words of whoever reviews it. */
export function holdReason(item: Pick<HeldItem, 'cause' | 'matchedWord'>): string {
  if (item.cause === 'policy' || item.matchedWord === null) return 'Held by your settings';
  return `Contains “${item.matchedWord}”`;
}

/** The words of one held list: its creator's and its moderators' differ. */
export interface HeldListTexts {
  /** Names the list for screen readers. */
  label: string;
  /** The kind filter's choices besides 'All'. */
  kinds: Record<HeldItemKind, string>;
  /** Where a held reply to a post was posted: 'Reply to your post'. */
  replyToPost: string;
  empty: string;
}

export const HELD_LOADING = 'Loading what waits for review...';
export const HELD_LOAD_FAILED = 'Could not load what waits for review.';
export const HELD_MORE_FAILED = 'Could not load more.';
export const HELD_ACTION_FAILED = 'Could not do that. Please try again.';
