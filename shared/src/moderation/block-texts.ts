import { sharedT, type BlockScope, type Translate } from '@kinora/shared';

/** The question asked before a kind of block, in the language of `t` (the shared catalogue's). */
export function blockQuestion(
  scope: BlockScope,
  handle: string,
  t: Translate,
): { title: string; message: string; confirm: string } {
  return scope === 'everywhere'
    ? {
        title: t('Block {{handle}}?', { handle }),
        message: t(
          "You won't see their videos, comments or posts, and they won't be able to comment on your videos or reply to you. You can unblock them in Settings.",
        ),
        confirm: t('Block'),
      }
    : {
        title: t('Hide {{handle}} from your channel?', { handle }),
        message: t(
          "They won't be able to comment on your videos or reply to you, and their comments on your videos will be hidden from everyone but them.",
        ),
        confirm: t('Hide user'),
      };
}

/**
 * What the toasts say after a block (its scope) or an unblock (null), and when it failed, in the
 * interface's language.
 */
export function blockResult(
  scope: BlockScope | null,
  handle: string,
): { done: string; failed: string } {
  switch (scope) {
    case 'everywhere':
      return {
        done: sharedT('Blocked {{handle}}', { handle }),
        failed: sharedT('Could not block {{handle}}. Please try again.', { handle }),
      };
    case 'channel':
      return {
        done: sharedT('Hid {{handle}} from your channel', { handle }),
        failed: sharedT('Could not hide {{handle}} from your channel. Please try again.', {
          handle,
        }),
      };
    case null:
      return {
        done: sharedT('Unblocked {{handle}}', { handle }),
        failed: sharedT('Could not unblock {{handle}}. Please try again.', { handle }),
      };
  }
}

/** What a block is, as the settings list says it: each label read in the interface's language. */
export const BLOCK_SCOPE_LABELS: Record<BlockScope, string> = {
  get everywhere() {
    return sharedT('Blocked');
  },
  get channel() {
    return sharedT('Hidden from your channel');
  },
};
