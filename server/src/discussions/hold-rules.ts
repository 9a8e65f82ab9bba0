import { findBlockedWord } from '../lib/blocked-words';
import type { CommentPolicy, HoldCause } from '@kinora/contract';

/** Why a comment or post waits for review, and the blocked word that held it, if one did. */
export interface Hold {
  cause: HoldCause;
  word: string | null;
}

/** Where words are written: a video's comments or a post's replies, and who owns that place. */
export interface Place {
  /** The video's or post's owner; null for a YouTube video, which has no owner here. */
  ownerId: string | null;
  /** The video's comment policy; a post's replies have none ('on'). */
  policy: CommentPolicy;
}

export interface HoldRulesDeps {
  /** The site's list, which moderators review. */
  siteBlockedWords: () => Promise<string[]>;
  /** A channel's list, which its owner reviews. */
  channelBlockedWords: (channelId: string) => Promise<string[]>;
}

/**
 * What holds words for review. The site's words hold anyone's, the place's owner's too; the
 * place's policy and its owner's words hold everyone else's. An edit of a published item is
 * checked for words only: the policy reviews what is new, and so what still waits.
 */
export function createHoldRules({ siteBlockedWords, channelBlockedWords }: HoldRulesDeps) {
  async function check(
    content: string,
    authorId: string,
    place: Place,
    withPolicy: boolean,
  ): Promise<Hold | null> {
    const siteWord = findBlockedWord(content, await siteBlockedWords());
    if (siteWord !== null) return { cause: 'site_word', word: siteWord };
    if (place.ownerId === null || place.ownerId === authorId) return null;
    if (withPolicy && place.policy === 'held') return { cause: 'policy', word: null };
    const channelWord = findBlockedWord(content, await channelBlockedWords(place.ownerId));
    return channelWord === null ? null : { cause: 'channel_word', word: channelWord };
  }

  return {
    /** A new comment or post; a place whose policy is 'off' takes none (the caller refuses it). */
    forNew: (content: string, authorId: string, place: Place) =>
      check(content, authorId, place, true),
    /**
     * An edit, of an item published or still waiting for review (`waiting`: what holds it). A
     * published one is held again when the new words hold it. One that waits was never
     * published, so it is checked as a new one, and what the policy held stays with the policy's
     * reviewer: null, which publishes it, comes only when words alone held it and none is left.
     */
    forEdit: (content: string, authorId: string, place: Place, waiting: HoldCause | null) => {
      if (waiting === null) return check(content, authorId, place, false);
      const policy: CommentPolicy = waiting === 'policy' ? 'held' : place.policy;
      return check(content, authorId, { ...place, policy }, true);
    },
  };
}

export type HoldRules = ReturnType<typeof createHoldRules>;
