import type { ColumnType } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or left to its default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One like per person per comment (migration 080). */
export interface CommentLikesTable {
  comment_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** The one comment a video's owner pinned on it. */
export interface CommentPinsTable {
  video_id: string;
  comment_id: string;
  pinned_at: Timestamp;
}

/** One like per person per community post. */
export interface PostLikesTable {
  tweet_id: string;
  user_id: string;
  created_at: Timestamp;
}

/** A channel's blocked words, in its owner's order (migration 118). */
export interface ChannelBlockedWordsTable {
  channel_id: string;
  word: string;
  position: number;
}

export interface DiscussionTables {
  channel_blocked_words: ChannelBlockedWordsTable;
  comment_likes: CommentLikesTable;
  comment_pins: CommentPinsTable;
  tweet_likes: PostLikesTable;
}
