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
 * place's policy and its owner's words hold everyone else's. An edit is checked for words only:
 * the policy reviews what is new.
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
    /** An edit: held again when the new words hold it. */
    forEdit: (content: string, authorId: string, place: Place) =>
      check(content, authorId, place, false),
  };
}

export type HoldRules = ReturnType<typeof createHoldRules>;
