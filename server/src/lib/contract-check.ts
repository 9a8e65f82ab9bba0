import type { Static } from 'typebox';
import type {
  ChannelProfile,
  Comment,
  DashboardStats,
  HistoryEntry,
  LikeStatus,
  Page,
  Playlist,
  PublicUser,
  SubscriptionStatus,
  Tweet,
  User,
  Video,
} from '@kinora/shared/contract';
import type {
  ChannelProfileSchema,
  CommentSchema,
  DashboardStatsSchema,
  HistoryEntrySchema,
  LikeStatusSchema,
  PageSchema,
  PlaylistSchema,
  PublicUserSchema,
  SubscriptionStatusSchema,
  TweetSchema,
  UserSchema,
  VideoSchema,
} from './schemas';

/**
 * Compile-time proof that the route schemas describe exactly the shared contract types: if either
 * side changes alone, `tsc -b` fails here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

export type ContractChecks = [
  Expect<Same<Static<typeof UserSchema>, User>>,
  Expect<Same<Static<typeof PublicUserSchema>, PublicUser>>,
  Expect<Same<Static<typeof ChannelProfileSchema>, ChannelProfile>>,
  Expect<Same<Static<typeof VideoSchema>, Video>>,
  Expect<Same<Static<typeof HistoryEntrySchema>, HistoryEntry>>,
  Expect<Same<Static<typeof CommentSchema>, Comment>>,
  Expect<Same<Static<typeof PlaylistSchema>, Playlist>>,
  Expect<Same<Static<typeof TweetSchema>, Tweet>>,
  Expect<Same<Static<typeof SubscriptionStatusSchema>, SubscriptionStatus>>,
  Expect<Same<Static<typeof LikeStatusSchema>, LikeStatus>>,
  Expect<Same<Static<typeof DashboardStatsSchema>, DashboardStats>>,
  Expect<Same<Static<ReturnType<typeof PageSchema<typeof TweetSchema>>>, Page<Tweet>>>,
];
