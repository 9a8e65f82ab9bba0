import { Type, type Static } from 'typebox';
import {
  BLOCKED_WORD_MAX_LENGTH,
  BLOCKED_WORDS_MAX,
  COMMENT_POLICIES,
  HELD_ITEM_KINDS,
  HOLD_CAUSES,
} from './constants';
import { DateTimeSchema, IdSchema, PagedQuery, TrimmedString } from './envelope';
import { PublicUserSchema } from './users';

export const CommentPolicySchema = Type.Enum(COMMENT_POLICIES);

/**
 * A list of blocked words or phrases. Matching is case-insensitive and by whole word: "spam"
 * holds "Spam!" but not "spammer". Duplicates (by case) are dropped when saved.
 */
export const BlockedWordsSchema = Type.Array(
  TrimmedString({ minLength: 1, maxLength: BLOCKED_WORD_MAX_LENGTH }),
  { maxItems: BLOCKED_WORDS_MAX },
);

/** `GET`/`PUT /dashboard/comment-settings`: the signed-in creator's channel-wide controls. */
export const ChannelCommentSettingsSchema = Type.Object(
  {
    // For every video that has no policy of its own.
    commentPolicy: CommentPolicySchema,
    blockedWords: BlockedWordsSchema,
  },
  { additionalProperties: false },
);
export type ChannelCommentSettings = Static<typeof ChannelCommentSettingsSchema>;

export const HeldItemKindSchema = Type.Enum(HELD_ITEM_KINDS);
export const HoldCauseSchema = Type.Enum(HOLD_CAUSES);

/**
 * A comment or post waiting for review. A comment is held in its video's owner's list (by the
 * video's policy or the channel's words) or in the moderators' list (by the site's words); a
 * reply to a post in the post owner's list; a post only by the site's words.
 */
export const HeldItemSchema = Type.Object({
  kind: HeldItemKindSchema,
  _id: IdSchema,
  content: Type.String(),
  author: PublicUserSchema,
  createdAt: DateTimeSchema,
  cause: HoldCauseSchema,
  matchedWord: Type.Union([Type.String(), Type.Null()], {
    description: 'The blocked word that held it; null when the policy did',
  }),
  videoId: Type.Union([Type.String(), Type.Null()], {
    description: 'For a comment: the video it is on (a YouTube id for YouTube videos)',
  }),
  videoTitle: Type.Union([Type.String(), Type.Null()], {
    description: "For a comment on an own video: the video's title",
  }),
  parentId: Type.Union([IdSchema, Type.Null()], {
    description: 'The comment or post it replies to; null at the top level',
  }),
});
export type HeldItem = Static<typeof HeldItemSchema>;

export const HeldItemQuerySchema = PagedQuery({
  kind: Type.Optional(HeldItemKindSchema),
});
export type HeldItemQuery = Static<typeof HeldItemQuerySchema>;

export const HeldItemParamsSchema = Type.Object({
  itemKind: HeldItemKindSchema,
  itemId: IdSchema,
});

/** What approving or removing a held item answers. */
export const HeldItemResultSchema = Type.Object({
  kind: HeldItemKindSchema,
  _id: IdSchema,
  outcome: Type.Union([Type.Literal('approved'), Type.Literal('removed')]),
});
export type HeldItemResult = Static<typeof HeldItemResultSchema>;
