export type {
  Comment,
  CommentOwner,
  CreateCommentRequest,
  LikeStatus,
  HistoryEntry,
  ListVideo,
  Playlist,
  PlaylistOrderRequest,
  PlaylistOwner,
  PlaylistRequest,
  UpdatePlaylistRequest,
  SubscriptionStatus,
  Tweet,
  TweetRequest,
  UpdateCommentRequest,
  UserPlaylistsQuery,
} from '@kinora/contract';
export {
  COMMENT_MAX_LENGTH,
  PLAYLIST_NAME_MAX_LENGTH,
  WATCH_LATER_NAME,
  TWEET_MAX_LENGTH,
} from '@kinora/contract/constants';
