import { Type, type Static } from 'typebox';
import { COMMENT_MAX_LENGTH, TWEET_MAX_LENGTH } from './constants';
import { DateTimeSchema, IdParams, IdSchema, TrimmedString } from './envelope';
import { PublicUserSchema } from './users';

/** `GET /subscriptions/c/:channelId`, and the answer of the toggle `POST`. */
export const SubscriptionStatusSchema = Type.Object({
  isSubscribed: Type.Boolean(),
  subscribersCount: Type.Integer(),
});
export type SubscriptionStatus = Static<typeof SubscriptionStatusSchema>;

/** `GET /likes/video/:videoId`, and the answer of `POST /likes/toggle/v/:videoId`. */
export const LikeStatusSchema = Type.Object({
  isLiked: Type.Boolean(),
  likesCount: Type.Integer(),
});
export type LikeStatus = Static<typeof LikeStatusSchema>;

export const CommentOwnerSchema = Type.Object({
  _id: Type.String({ description: "An own user id, or the YouTube channel of YouTube's comments" }),
  username: Type.String(),
  avatar: Type.String(),
});
export type CommentOwner = Static<typeof CommentOwnerSchema>;

/** A comment of this site, or one of YouTube's (then `_id` is YouTube's and `isExternal` true). */
export const CommentSchema = Type.Object({
  _id: Type.String(),
  content: Type.String(),
  createdAt: Type.String({ description: 'ISO 8601 timestamp' }),
  updatedAt: Type.Optional(Type.String({ description: 'ISO 8601 timestamp' })),
  owner: CommentOwnerSchema,
  isExternal: Type.Optional(
    Type.Boolean({
      description: "True for YouTube's own comments, which nobody here can edit or delete",
    }),
  ),
});
export type Comment = Static<typeof CommentSchema>;

/** An own video id, or a YouTube id (short url-safe strings). */
export const CommentTargetParamsSchema = Type.Object({
  videoId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});
export const CommentParamsSchema = IdParams('commentId');

const CommentContentSchema = TrimmedString({ minLength: 1, maxLength: COMMENT_MAX_LENGTH });

/** `POST /comments/:videoId` */
export const CreateCommentRequestSchema = Type.Object({
  content: CommentContentSchema,
  isExternal: Type.Optional(
    Type.Boolean({
      description: 'True when `videoId` is a YouTube id; inferred from the id when left out',
    }),
  ),
});
export type CreateCommentRequest = Static<typeof CreateCommentRequestSchema>;

export const UpdateCommentRequestSchema = Type.Object({ content: CommentContentSchema });
export type UpdateCommentRequest = Static<typeof UpdateCommentRequestSchema>;

export const CommentIdResultSchema = Type.Object({ commentId: Type.String() });

export const TweetSchema = Type.Object({
  _id: IdSchema,
  content: Type.String(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  owner: PublicUserSchema,
});
export type Tweet = Static<typeof TweetSchema>;

/** `POST /tweets` and `PATCH /tweets/:id` */
export const TweetRequestSchema = Type.Object({
  content: TrimmedString({ minLength: 1, maxLength: TWEET_MAX_LENGTH }),
});
export type TweetRequest = Static<typeof TweetRequestSchema>;

export const TweetParamsSchema = IdParams('tweetId');
export const TweetIdResultSchema = Type.Object({ tweetId: Type.String() });

/** Path parameters naming a user or a channel (both are users). */
export const UserParamsSchema = IdParams('userId');
export const ChannelIdParamsSchema = IdParams('channelId');
