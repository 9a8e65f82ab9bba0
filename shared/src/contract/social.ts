import type { Id, IsoDate } from './envelope';
import type { PublicUser } from './user';
import type { Video } from './video';

/** `GET /subscriptions/c/:channelId`, and the answer of the toggle `POST`. */
export interface SubscriptionStatus {
  isSubscribed: boolean;
  subscribersCount: number;
}

/** `GET /likes/video/:videoId`, and the answer of `POST /likes/toggle/v/:videoId`. */
export interface LikeStatus {
  isLiked: boolean;
  likesCount: number;
}

export interface CommentOwner {
  _id: Id;
  username: string;
  avatar: string;
}

/** A comment of this site, or one of YouTube's (then `_id` is YouTube's and `isExternal` true). */
export interface Comment {
  _id: string;
  content: string;
  createdAt: IsoDate;
  updatedAt?: IsoDate;
  owner: CommentOwner;
  /** True for YouTube's own comments, which nobody here can edit or delete. */
  isExternal?: boolean;
}

/** `POST /comments/:videoId`: content 1 to 10,000 characters after trimming. */
export interface CreateCommentRequest {
  content: string;
  /** True when `videoId` is a YouTube id rather than one of ours. */
  isExternal: boolean;
}

export interface UpdateCommentRequest {
  content: string;
}

export const COMMENT_MAX_LENGTH = 10_000;

export interface PlaylistOwner {
  _id: Id;
  username: string;
}

export interface Playlist {
  _id: Id;
  name: string;
  description: string;
  totalVideos: number;
  /** Full videos on `GET /playlist/:id`; the list endpoint gives at most the first few for covers. */
  videos: Video[];
  owner: PlaylistOwner;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  /** Only on `GET /playlist/user/:userId?videoId=`. */
  containsCurrentVideo?: boolean;
}

/** `POST /playlist` and `PATCH /playlist/:id`: name 1 to 120 characters after trimming. */
export interface PlaylistRequest {
  name: string;
  description?: string;
}

export const PLAYLIST_NAME_MAX_LENGTH = 120;

export interface Tweet {
  _id: Id;
  content: string;
  createdAt: IsoDate;
  updatedAt: IsoDate;
  owner: PublicUser;
}

/** `POST /tweets` and `PATCH /tweets/:id`: content 1 to 280 characters after trimming. */
export interface TweetRequest {
  content: string;
}

export const TWEET_MAX_LENGTH = 280;
