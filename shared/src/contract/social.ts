export type {
  Comment,
  CommentOwner,
  CreateCommentRequest,
  LikeStatus,
  Playlist,
  PlaylistOwner,
  PlaylistRequest,
  SubscriptionStatus,
  Tweet,
  TweetRequest,
  UpdateCommentRequest,
  UserPlaylistsQuery,
} from '@kinora/contract';
export {
  COMMENT_MAX_LENGTH,
  PLAYLIST_NAME_MAX_LENGTH,
  TWEET_MAX_LENGTH,
} from '@kinora/contract/constants';
