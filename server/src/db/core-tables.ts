import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type {
  CommentPolicy,
  HoldCause,
  LanguageCode,
  PROCESSING_STAGES,
  SensitiveContentMode,
  SignInMethod,
  UserRole,
  VIDEO_STATUSES,
  VIDEO_VISIBILITIES,
} from '@kinora/contract';

type VideoStatus = (typeof VIDEO_STATUSES)[number];
type VideoVisibility = (typeof VIDEO_VISIBILITIES)[number];
type ProcessingStage = (typeof PROCESSING_STAGES)[number];
/** A jsonb column: node-postgres and PGlite both parse it on read; written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;

/** A timestamp column: read as a Date, written as a Date or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp that has no default and must be given on insert. */
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
/** An optional reference: null unless given. */
type NullableId = ColumnType<string | null, string | null | undefined, string | null>;
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
  /** The channel's description and banner (migration 060). */
  description: Generated<string>;
  cover_key: string | null;
  /** The channel's links on its About tab (migration 092). */
  links: ColumnType<ChannelLinkRow[], string | undefined, string>;
  /** `admin` only through `kinora admin grant` (migration 114). */
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  /** Until when the account is suspended ('infinity' for good; migration 116). */
  suspended_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** For the channel's videos without a policy of their own (migration 118). */
  comment_policy: ColumnType<CommentPolicy, CommentPolicy | undefined, CommentPolicy>;
  /** How this account wants sensitive videos shown; null follows the site (migration 120). */
  sensitive_content: ColumnType<
    SensitiveContentMode | null,
    SensitiveContentMode | null | undefined,
    SensitiveContentMode | null
  >;
  /** When the address was confirmed from a mail sent to it (migration 123). */
  email_verified_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  /**
   * The language the account last signed in with, which mails sent without a request of its
   * own (notifications, digests) are written in; null: English (migration 133).
   */
  language: ColumnType<LanguageCode | null, LanguageCode | null | undefined, LanguageCode | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChannelLinkRow {
  title: string;
  url: string;
}

/**
 * One row per issued refresh token; a login starts a family (a session), each rotation adds a
 * row to it. The family's row in `sessions` goes when the session ends, and its tokens with it.
 */
export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: RequiredTimestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A signed-in device: one refresh-token family (migration 060). */
export interface SessionsTable {
  id: string;
  user_id: string;
  user_agent: Generated<string>;
  ip_address: Generated<string>;
  /** How it was signed in (migration 123). */
  sign_in_method: ColumnType<SignInMethod, SignInMethod | undefined, SignInMethod>;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: RequiredTimestamp;
}

/** Sessions ended recently, whose access tokens every instance must refuse. */
export interface SessionRevocationsTable {
  session_id: string;
  revoked_at: Timestamp;
}

/** Login attempts counted per account, device or address (without Redis). */
export interface LoginAttemptsTable {
  key: string;
  count: number;
  reset_at: RequiredTimestamp;
}

export interface VideosTable {
  id: string;
  /** Set while a moderator has removed it (migration 116). */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  removed_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The video's own comment policy; null follows its channel's (migration 118). */
  comment_policy: ColumnType<
    CommentPolicy | null,
    CommentPolicy | null | undefined,
    CommentPolicy | null
  >;
  /**
   * Marked sensitive by its owner (`sensitive`) or by a moderator, whose mark the owner cannot
   * take off (migration 120). It is sensitive when either is set.
   */
  sensitive: ColumnType<boolean, boolean | undefined, boolean>;
  sensitive_by_moderator: ColumnType<boolean, boolean | undefined, boolean>;
  owner_id: string;
  title: string;
  description: string;
  video_key: string;
  /** Null on a video uploaded without one, until processing has frames (migration 127). */
  thumbnail_key: string | null;
  /**
   * The visibility a draft will take when its owner publishes it; the draft itself stays private
   * meanwhile. Null on every published video (migration 127).
   */
  draft_visibility: ColumnType<
    VideoVisibility | null,
    VideoVisibility | null | undefined,
    VideoVisibility | null
  >;
  /** Storage keys of the frames offered as the thumbnail (migration 127). */
  thumbnail_choices: Json<string[]> | null;
  /** See migration 050: the thumbnail's responsive sizes; all null on older rows. */
  thumbnail_dir: string | null;
  thumbnail_widths: Json<number[]> | null;
  thumbnail_width: number | null;
  thumbnail_height: number | null;
  duration: number;
  width: number;
  height: number;
  views: Generated<number>;
  /** Listed publicly: true exactly when `visibility` is public (kept in step by migration 091). */
  is_published: Generated<boolean>;
  visibility: Generated<VideoVisibility>;
  /** New on every change of visibility; signed media links are bound to it (migration 113). */
  visibility_generation: Generated<number>;
  /** See migration 040: the media pipeline's state. */
  status: Generated<VideoStatus>;
  processing_stage: Generated<ProcessingStage>;
  processing_progress: Generated<number>;
  /**
   * Ready while its ladder is still being made (migration 129): its playlists have no end yet,
   * and the pipeline's stage, progress and heartbeat still apply.
   */
  adding_rungs: Generated<boolean>;
  failure_reason: string | null;
  stream_dir: string | null;
  staging_dir: string | null;
  renditions: Json<StoredRendition[]> | null;
  has_storyboard: Generated<boolean>;
  progressive_key: string | null;
  transcode_runs: Generated<number>;
  /** What the renditions may take while processing (migration 115); bigint, read as a string. */
  reserved_bytes: ColumnType<string | number, number | undefined, number>;
  heartbeat_at: NullableTimestamp;
  /** Published and ready: what everyone but the owner may see (a generated column). */
  is_listed: GeneratedAlways<boolean>;
  /** Public or unlisted, and ready: what anyone holding the link may watch (migration 091). */
  is_watchable: GeneratedAlways<boolean>;
  /** When subscribers were told of it (migration 082); null until it first becomes listed. */
  subscribers_notified_at: NullableTimestamp;
  /** Weighted title and description words for full-text search (a generated column, 090). */
  search_document: GeneratedAlways<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One rung of a finished ladder, as stored in `videos.renditions`. */
export interface StoredRendition {
  height: number;
  width: number;
  bandwidth: number;
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
  /** One of the two is set (migration 083): an own video, or an external one. */
  video_id: string | null;
  external_id: string | null;
  watched_at: Timestamp;
  /** Seconds: where the viewer stopped (migration 040). */
  position_seconds: number | null;
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
  /** Set while a moderator has removed it (migration 116). */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** An own video id, or a YouTube id when `is_external`. */
  video_id: string;
  is_external: boolean;
  owner_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The top-level comment this one replies to; null for a top-level comment (migration 080). */
  parent_id: NullableId;
  /** When an edit last changed the text; null if it never did. */
  edited_at: NullableTimestamp;
  /** Set while it waits for review; what held it, and the blocked word if one did (migration 118). */
  held_at: NullableTimestamp;
  held_cause: ColumnType<HoldCause | null, HoldCause | null | undefined, HoldCause | null>;
  held_word: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlaylistsTable {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  /** Migration 083: the built-in Watch later, or one the user made. */
  kind: Generated<PlaylistKind>;
  is_private: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type PlaylistKind = 'custom' | 'watch_later';

export interface PlaylistVideosTable {
  playlist_id: string;
  /** One of the two is set (migration 083); `entry_id` is whichever it is. */
  video_id: string | null;
  external_id: string | null;
  entry_id: GeneratedAlways<string>;
  /** The owner's order, from 1. */
  position: number;
  added_at: Timestamp;
}

/** A YouTube video as cached when it was saved or watched (migration 083). */
export interface ExternalVideosTable {
  id: string;
  title: string;
  channel_title: string;
  thumbnail: string;
  duration: number;
  /** bigint: the drivers answer it as a string. */
  views: ColumnType<string | number, number, number>;
  published_at: string;
  cached_at: Timestamp;
}

export interface PostsTable {
  id: string;
  /** Set while a moderator has removed it (migration 116). */
  removed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  owner_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The top-level post this one replies to; null for a top-level post (migration 080). */
  parent_id: NullableId;
  /**
   * The reply this one answers, when it answers a reply rather than the post: whose author it
   * notifies (migration 126).
   */
  reply_to_id: NullableId;
  /** Replies and likes, kept by triggers on them (migration 112). */
  reply_count: Generated<number>;
  likes_count: Generated<number>;
  /** Set while it waits for review; what held it, and the blocked word if one did (migration 118). */
  held_at: NullableTimestamp;
  held_cause: ColumnType<HoldCause | null, HoldCause | null | undefined, HoldCause | null>;
  held_word: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A person's community feed, kept by triggers on posts and subscriptions (migration 111): their
 * own top-level posts and those of the channels they follow.
 */
export interface FeedEntriesTable {
  user_id: string;
  tweet_id: string;
  owner_id: string;
  created_at: Timestamp;
}

/** How many entries each feed has, kept by triggers on `feed_entries` (migration 111). */
export interface FeedCountsTable {
  user_id: string;
  entries: ColumnType<string | number, number, number>;
}

/** One row: the number of published videos, kept by triggers (see migration 006). */
export interface VideoCountersTable {
  id: Generated<boolean>;
  published: number;
}

/** One language's captions of a video (migration 131). */
export interface VideoCaptionsTable {
  id: string;
  video_id: string;
  language: string;
  label: string;
  storage_key: string;
  /** Whether its cues are in `caption_cues` (migration 132): older captions wait for housekeeping. */
  cues_indexed: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One cue of a video's captions, for search (migration 132). */
export interface CaptionCuesTable {
  caption_id: string;
  position: number;
  video_id: string;
  start_ms: number;
  text: string;
  search_document: GeneratedAlways<string>;
}

export interface CoreTables {
  video_captions: VideoCaptionsTable;
  caption_cues: CaptionCuesTable;
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  session_revocations: SessionRevocationsTable;
  login_attempts: LoginAttemptsTable;
  videos: VideosTable;
  video_counters: VideoCountersTable;
  video_view_marks: VideoViewMarksTable;
  video_daily_views: VideoDailyViewsTable;
  watch_history: WatchHistoryTable;
  subscriptions: SubscriptionsTable;
  likes: LikesTable;
  comments: CommentsTable;
  external_videos: ExternalVideosTable;
  playlists: PlaylistsTable;
  playlist_videos: PlaylistVideosTable;
  /** Community posts: the tables and columns keep their first name, `tweet` (migration 005). */
  tweets: PostsTable;
  feed_entries: FeedEntriesTable;
  feed_counts: FeedCountsTable;
}
