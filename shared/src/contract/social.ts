export type {
  Comment,
  CommentListQuery,
  CommentOwner,
  CommentSort,
  CreateCommentRequest,
  CreateTweetRequest,
  LikeStatus,
  Playlist,
  PlaylistOwner,
  PlaylistRequest,
  SiteComment,
  SubscriptionStatus,
  Tweet,
  TweetRequest,
  UpdateCommentRequest,
  UserPlaylistsQuery,
} from '@kinora/contract';
export {
  COMMENT_MAX_LENGTH,
  COMMENT_SORTS,
  PLAYLIST_NAME_MAX_LENGTH,
  TWEET_MAX_LENGTH,
} from '@kinora/contract/constants';
