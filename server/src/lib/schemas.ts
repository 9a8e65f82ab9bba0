import { Type, type Static, type TSchema } from 'typebox';
import { PAGE_LIMIT_MAX } from '@kinora/shared/contract';

/**
 * JSON schemas of the API's shapes. Routes declare them for validation, serialization (which also
 * drops any field a schema does not name, so no hash or email leaks by accident) and the OpenAPI
 * document. `contract-check.ts` proves they match the shared contract types.
 */
export const IdSchema = Type.String({
  pattern: '^[0-9a-f]{24}$',
  description: '24 lowercase hex characters',
});
export const DateTimeSchema = Type.String({ format: 'date-time' });

export function IdParams<K extends string>(name: K) {
  return Type.Object({ [name]: IdSchema } as Record<K, typeof IdSchema>);
}

export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
});

/** A querystring schema with `page` and `limit` beside the given properties. */
export function PagedQuery<P extends Record<string, TSchema>>(properties: P) {
  return Type.Object({ ...PageQuerySchema.properties, ...properties });
}

export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({
    docs: Type.Array(item),
    totalDocs: Type.Integer(),
    limit: Type.Integer(),
    page: Type.Integer(),
    totalPages: Type.Integer(),
    hasNextPage: Type.Boolean(),
    nextPage: Type.Union([Type.Integer(), Type.Null()]),
    hasPrevPage: Type.Boolean(),
    prevPage: Type.Union([Type.Integer(), Type.Null()]),
  });
}

export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    statusCode: Type.Integer(),
    data,
    message: Type.String(),
    success: Type.Literal(true),
  });
}

export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  errors: Type.Array(Type.Object({ field: Type.Optional(Type.String()), message: Type.String() })),
  success: Type.Literal(false),
});

export const UserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
  createdAt: DateTimeSchema,
});

export const PublicUserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  fullName: Type.String(),
  avatar: Type.String(),
});

export const ChannelProfileSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  fullName: Type.String(),
  avatar: Type.String(),
  subscribersCount: Type.Integer(),
  isSubscribed: Type.Boolean(),
  createdAt: DateTimeSchema,
});

export const VideoSchema = Type.Object({
  _id: IdSchema,
  title: Type.String(),
  description: Type.String(),
  thumbnail: Type.String(),
  videofile: Type.String(),
  duration: Type.Number(),
  width: Type.Integer(),
  height: Type.Integer(),
  views: Type.Integer(),
  isPublished: Type.Boolean(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  owner: PublicUserSchema,
  subscribersCount: Type.Optional(Type.Integer()),
});

export const HistoryEntrySchema = Type.Intersect([
  VideoSchema,
  Type.Object({ watchedAt: DateTimeSchema }),
]);

export const CommentSchema = Type.Object({
  _id: Type.String(),
  content: Type.String(),
  createdAt: DateTimeSchema,
  updatedAt: Type.Optional(DateTimeSchema),
  owner: Type.Object({ _id: IdSchema, username: Type.String(), avatar: Type.String() }),
  isExternal: Type.Optional(Type.Boolean()),
});

export const PlaylistSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  description: Type.String(),
  totalVideos: Type.Integer(),
  videos: Type.Array(VideoSchema),
  owner: Type.Object({ _id: IdSchema, username: Type.String() }),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  containsCurrentVideo: Type.Optional(Type.Boolean()),
});

export const TweetSchema = Type.Object({
  _id: IdSchema,
  content: Type.String(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  owner: PublicUserSchema,
});

export const SubscriptionStatusSchema = Type.Object({
  isSubscribed: Type.Boolean(),
  subscribersCount: Type.Integer(),
});

export const LikeStatusSchema = Type.Object({
  isLiked: Type.Boolean(),
  likesCount: Type.Integer(),
});

export const DashboardStatsSchema = Type.Object({
  totalViews: Type.Integer(),
  totalSubscribers: Type.Integer(),
  totalLikes: Type.Integer(),
  totalVideos: Type.Integer(),
  viewsLast30Days: Type.Array(Type.Object({ date: Type.String(), views: Type.Integer() })),
  likesLast30Days: Type.Array(Type.Object({ date: Type.String(), likes: Type.Integer() })),
});

/** Answers that carry nothing but the message. */
export const EmptySchema = Type.Object({});

export type UserDto = Static<typeof UserSchema>;
