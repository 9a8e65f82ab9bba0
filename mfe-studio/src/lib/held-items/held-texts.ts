import type { HeldItem, HeldItemKind, Translate } from '@kinora/shared';

/** What a held item is: a reply (to a comment or a post), else a comment or a post. */
type HeldNoun = 'reply' | 'comment' | 'post';

const nounOf = (item: Pick<HeldItem, 'kind' | 'parentId'>): HeldNoun =>
  item.parentId !== null ? 'reply' : item.kind;

/** The toast once a held item is decided: 'Comment approved', 'Reply removed'. */
export function heldDoneMessage(
  t: Translate,
  item: Pick<HeldItem, 'kind' | 'parentId'>,
  decision: 'approve' | 'remove',
): string {
  const noun = nounOf(item);
  if (decision === 'approve') {
    return { reply: t('Reply approved'), comment: t('Comment approved'), post: t('Post approved') }[
      noun
    ];
  }
  return { reply: t('Reply removed'), comment: t('Comment removed'), post: t('Post removed') }[
    noun
  ];
}

/** A decision button's accessible name, which tells the cards of a list apart. */
export function heldActionName(
  t: Translate,
  item: Pick<HeldItem, 'kind' | 'parentId' | 'author'>,
  decision: 'approve' | 'remove',
): string {
  const values = { username: item.author.username };
  const noun = nounOf(item);
  if (decision === 'approve') {
    return {
      reply: t('Approve the reply by @{{username}}', values),
      comment: t('Approve the comment by @{{username}}', values),
      post: t('Approve the post by @{{username}}', values),
    }[noun];
  }
  return {
    reply: t('Remove the reply by @{{username}}', values),
    comment: t('Remove the comment by @{{username}}', values),
    post: t('Remove the post by @{{username}}', values),
  }[noun];
}

/** Why it was held, in the words of whoever reviews it. */
export function holdReason(t: Translate, item: Pick<HeldItem, 'cause' | 'matchedWord'>): string {
  if (item.cause === 'policy' || item.matchedWord === null) return t('Held by your settings');
  return t('Contains “{{word}}”', { word: item.matchedWord });
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
