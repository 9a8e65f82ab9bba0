import { Type, type Static } from 'typebox';
import { COMMENT_MAX_LENGTH, COMMENT_SORTS, POST_MAX_LENGTH } from './constants';
import { DateTimeSchema, IdParams, IdSchema, PagedQuery, TrimmedString } from './envelope';
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
  username: Type.String({ description: "The author's username, or the handle of YouTube's" }),
  fullName: Type.Optional(
    Type.String({
      description:
        "The author's display name, set on the site's own comments (empty when they gave none); YouTube's comments have the handle alone",
    }),
  ),
  avatar: Type.String(),
});
export type CommentOwner = Static<typeof CommentOwnerSchema>;

/** The author of one of the site's own comments: always with their display name. */
const SiteCommentOwnerSchema = Type.Object({
  ...CommentOwnerSchema.properties,
  fullName: Type.String({ description: "The author's display name (empty when they gave none)" }),
});

/** What only the site's own comments carry; YouTube's comments leave these out. */
const siteCommentFields = {
  parentId: Type.Union([IdSchema, Type.Null()], {
    description: 'The top-level comment a reply belongs to; null for a top-level comment',
  }),
  replyCount: Type.Integer({ description: 'Replies of a top-level comment; 0 on a reply' }),
  likesCount: Type.Integer(),
  isLiked: Type.Boolean({ description: 'Whether the signed-in viewer likes it; false anonymous' }),
  isPinned: Type.Boolean({ description: "Pinned by the video's owner, and then listed first" }),
  isEdited: Type.Boolean({ description: 'An edit changed the text after it was posted' }),
  removed: Type.Optional(
    Type.Boolean({
      description:
        'Removed by a moderator: kept in its thread as a placeholder, its content empty (the web shows "This comment was removed by a moderator")',
    }),
  ),
  held: Type.Optional(
    Type.Boolean({
      description:
        'Awaiting review: answered only to its author (the web shows "Your comment is awaiting review")',
    }),
  ),
};

const commentFields = {
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
};

/** A comment of this site, or one of YouTube's (then `_id` is YouTube's and `isExternal` true). */
export const CommentSchema = Type.Object({
  ...commentFields,
  parentId: Type.Optional(siteCommentFields.parentId),
  replyCount: Type.Optional(siteCommentFields.replyCount),
  likesCount: Type.Optional(siteCommentFields.likesCount),
  isLiked: Type.Optional(siteCommentFields.isLiked),
  isPinned: Type.Optional(siteCommentFields.isPinned),
  isEdited: Type.Optional(siteCommentFields.isEdited),
  held: siteCommentFields.held,
});
export type Comment = Static<typeof CommentSchema>;

/** A comment of this site, as every `/comments` endpoint answers it: the social fields are set. */
export const SiteCommentSchema = Type.Object({
  ...commentFields,
  owner: SiteCommentOwnerSchema,
  ...siteCommentFields,
});
export type SiteComment = Static<typeof SiteCommentSchema>;

/** An own video id, or a YouTube id (short url-safe strings). */
export const CommentTargetParamsSchema = Type.Object({
  videoId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
});
export const CommentParamsSchema = IdParams('commentId');

const CommentContentSchema = TrimmedString({ minLength: 1, maxLength: COMMENT_MAX_LENGTH });

/** `POST /comments/:videoId`; with `parentId` a reply (a reply to a reply joins its top level). */
export const CreateCommentRequestSchema = Type.Object(
  {
    content: CommentContentSchema,
    parentId: Type.Optional(IdSchema),
    isExternal: Type.Optional(
      Type.Boolean({
        description: 'True when `videoId` is a YouTube id; inferred from the id when left out',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateCommentRequest = Static<typeof CreateCommentRequestSchema>;

export const UpdateCommentRequestSchema = Type.Object(
  { content: CommentContentSchema },
  { additionalProperties: false },
);
export type UpdateCommentRequest = Static<typeof UpdateCommentRequestSchema>;

export const CommentIdResultSchema = Type.Object({ commentId: Type.String() });

/** `GET /comments/:videoId` and `/comments/yt/:videoId`: `top` is likes, then replies, then newest. */
export const CommentListQuerySchema = PagedQuery({
  sort: Type.Optional(
    Type.Enum(COMMENT_SORTS, {
      description: "'newest' (the default) or 'top'; a pinned comment comes first either way",
    }),
  ),
});
export type CommentListQuery = Static<typeof CommentListQuerySchema>;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const PostSchema = Type.Object({
  _id: IdSchema,
  content: Type.String(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  owner: PublicUserSchema,
  parentId: Type.Union([IdSchema, Type.Null()], {
    description: 'The top-level post a reply belongs to; null for a post',
  }),
  replyCount: Type.Integer({ description: 'Replies of a top-level post; 0 on a reply' }),
  likesCount: Type.Integer(),
  isLiked: Type.Boolean({ description: 'Whether the signed-in viewer likes it; false anonymous' }),
  removed: Type.Optional(
    Type.Boolean({
      description:
        'Removed by a moderator: kept among its replies as a placeholder, its content empty',
    }),
  ),
  held: Type.Optional(
    Type.Boolean({
      description:
        'Awaiting review: answered only to its author (the web shows "Your post is awaiting review")',
    }),
  ),
});
export type Post = Static<typeof PostSchema>;

const PostContentSchema = TrimmedString({ minLength: 1, maxLength: POST_MAX_LENGTH });

/** `PATCH /tweets/:id` */
export const UpdatePostRequestSchema = Type.Object(
  { content: PostContentSchema },
  { additionalProperties: false },
);
export type UpdatePostRequest = Static<typeof UpdatePostRequestSchema>;

/** `POST /tweets`; with `parentId` a reply (a reply to a reply joins its top-level post). */
export const CreatePostRequestSchema = Type.Object(
  { content: PostContentSchema, parentId: Type.Optional(IdSchema) },
  { additionalProperties: false },
);
export type CreatePostRequest = Static<typeof CreatePostRequestSchema>;

// The path parameter and the result's field keep the API's older name, `tweetId`: clients send
// and read it, and the OpenAPI document names it.
export const PostParamsSchema = IdParams('tweetId');
export const PostIdResultSchema = Type.Object({ tweetId: Type.String() });

/** Path parameters naming a user or a channel (both are users). */
export const UserParamsSchema = IdParams('userId');
export const ChannelIdParamsSchema = IdParams('channelId');
