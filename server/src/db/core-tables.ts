import type { ColumnType, Generated } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that has no default and must be given on insert. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  full_name: string;
  password_hash: string;
  avatar_key: string | null;
  avatar_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per issued refresh token; a login starts a family, each rotation adds a row to it. */
export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface VideosTable {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  video_key: string;
  video_url: string;
  thumbnail_key: string;
  thumbnail_url: string;
  duration: number;
  width: number;
  height: number;
  views: Generated<number>;
  is_published: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Last time a viewer's view of a video was counted: the 24-hour de-duplication window. */
export interface VideoViewMarksTable {
  video_id: string;
  viewer_key: string;
  counted_at: Timestamp;
}

export interface VideoDailyViewsTable {
  video_id: string;
  /** `YYYY-MM-DD` (UTC); the driver is told to return dates as strings. */
  day: string;
  views: number;
}

export interface WatchHistoryTable {
  user_id: string;
  video_id: string;
  watched_at: Timestamp;
}

export interface SubscriptionsTable {
  subscriber_id: string;
  channel_id: string;
  created_at: Timestamp;
}

export interface LikesTable {
  video_id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface CommentsTable {
  id: string;
  /** An own video id, or a YouTube id when `is_external`. */
  video_id: string;
  is_external: boolean;
  owner_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaylistsTable {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PlaylistVideosTable {
  playlist_id: string;
  video_id: string;
  added_at: Timestamp;
}

export interface TweetsTable {
  id: string;
  owner_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row: the number of published videos, kept by triggers (see migration 006). */
export interface VideoCountersTable {
  id: Generated<boolean>;
  published: number;
}

export interface CoreTables {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  videos: VideosTable;
  video_counters: VideoCountersTable;
  video_view_marks: VideoViewMarksTable;
  video_daily_views: VideoDailyViewsTable;
  watch_history: WatchHistoryTable;
  subscriptions: SubscriptionsTable;
  likes: LikesTable;
  comments: CommentsTable;
  playlists: PlaylistsTable;
  playlist_videos: PlaylistVideosTable;
  tweets: TweetsTable;
}
