import { PageQuerySchema, PageSchema } from '../envelope';
import {
  CommentIdResultSchema,
  CommentListQuerySchema,
  CommentParamsSchema,
  CommentTargetParamsSchema,
  CreateCommentRequestSchema,
  CreatePostRequestSchema,
  LikeStatusSchema,
  PostIdResultSchema,
  PostParamsSchema,
  PostSchema,
  SiteCommentSchema,
  UpdateCommentRequestSchema,
  UpdatePostRequestSchema,
  UserParamsSchema,
} from '../social';
import { VideoParamsSchema } from '../videos';
import { defineEndpoints } from './define';

const mutationErrors = [400, 401, 403, 404] as const;
const toggleErrors = [400, 401, 404] as const;
const commentPage = PageSchema(SiteCommentSchema);
const postPage = PageSchema(PostSchema);
// The lists of posts document one set of statuses, 401 included, though only the feed needs a session.
const postPageErrors = [400, 401, 404] as const;

/** Comments (on own and YouTube videos) with their pins, likes, and community posts (served under `/tweets`). */
export const discussionEndpoints = defineEndpoints({
  'GET /comments/:videoId': {
    tags: ['comments'],
    summary:
      "A video's top-level comments: an own video's pinned first, then newest (or top) first; for a YouTube id, this site's comments on it (as /yt/:videoId)",
    params: CommentTargetParamsSchema,
    querystring: CommentListQuerySchema,
    response: commentPage,
    errors: [400, 404],
  },
  'GET /comments/yt/:videoId': {
    tags: ['comments'],
    summary: "This site's top-level comments on a YouTube video, newest (or top) first",
    params: CommentTargetParamsSchema,
    querystring: CommentListQuerySchema,
    response: commentPage,
    errors: [400],
  },
  'GET /comments/replies/:commentId': {
    tags: ['comments'],
    summary: "A comment's replies, oldest first",
    params: CommentParamsSchema,
    querystring: PageQuerySchema,
    response: commentPage,
    errors: [400, 404],
  },
  'POST /comments/:videoId': {
    tags: ['comments'],
    summary:
      "Comment on an own video, or (isExternal) on a YouTube video; parentId replies. 403 when the video's comments are off; held for review (answered with held: true) by the video's policy or a blocked word",
    auth: 'user',
    params: CommentTargetParamsSchema,
    body: CreateCommentRequestSchema,
    status: 201,
    response: SiteCommentSchema,
    errors: mutationErrors,
  },
  'PATCH /comments/c/:commentId': {
    tags: ['comments'],
    summary: 'Edit a comment; author only',
    auth: 'user',
    params: CommentParamsSchema,
    body: UpdateCommentRequestSchema,
    response: SiteCommentSchema,
    errors: mutationErrors,
  },
  'DELETE /comments/c/:commentId': {
    tags: ['comments'],
    summary: 'Delete a comment and its replies; its author, or the owner of the video it is on',
    auth: 'user',
    params: CommentParamsSchema,
    response: CommentIdResultSchema,
    errors: mutationErrors,
  },
  'POST /comments/c/:commentId/pin': {
    tags: ['comments'],
    summary: "Pin a top-level comment (replaces the video's pin); the video's owner only",
    auth: 'user',
    params: CommentParamsSchema,
    response: SiteCommentSchema,
    errors: mutationErrors,
  },
  'DELETE /comments/c/:commentId/pin': {
    tags: ['comments'],
    summary: 'Unpin a comment; the video owner only',
    auth: 'user',
    params: CommentParamsSchema,
    response: SiteCommentSchema,
    errors: mutationErrors,
  },

  'GET /likes/video/:videoId': {
    tags: ['likes'],
    summary: "A video's like count and whether the viewer likes it",
    params: VideoParamsSchema,
    response: LikeStatusSchema,
    errors: [400, 404],
  },
  'POST /likes/toggle/v/:videoId': {
    tags: ['likes'],
    summary: 'Like or unlike a video; answers the new status',
    auth: 'user',
    params: VideoParamsSchema,
    response: LikeStatusSchema,
    errors: toggleErrors,
  },
  'POST /likes/toggle/c/:commentId': {
    tags: ['likes'],
    summary: "Like or unlike one of the site's comments; answers the new status",
    auth: 'user',
    params: CommentParamsSchema,
    response: LikeStatusSchema,
    errors: toggleErrors,
  },
  'POST /likes/toggle/t/:tweetId': {
    tags: ['likes'],
    summary: 'Like or unlike a community post; answers the new status',
    auth: 'user',
    params: PostParamsSchema,
    response: LikeStatusSchema,
    errors: toggleErrors,
  },

  'GET /tweets': {
    tags: ['tweets'],
    summary: 'All posts, newest first',
    querystring: PageQuerySchema,
    response: postPage,
    errors: postPageErrors,
  },
  'GET /tweets/feed': {
    tags: ['tweets'],
    summary: 'Posts of the subscribed channels and the own ones, newest first',
    auth: 'user',
    querystring: PageQuerySchema,
    response: postPage,
    errors: postPageErrors,
  },
  'GET /tweets/user/:userId': {
    tags: ['tweets'],
    summary: "A channel's posts, newest first",
    params: UserParamsSchema,
    querystring: PageQuerySchema,
    response: postPage,
    errors: postPageErrors,
  },
  'GET /tweets/:tweetId': {
    tags: ['tweets'],
    summary: 'One post (or reply) with its counts',
    params: PostParamsSchema,
    response: PostSchema,
    errors: [400, 404],
  },
  'GET /tweets/:tweetId/replies': {
    tags: ['tweets'],
    summary: "A post's replies, oldest first",
    params: PostParamsSchema,
    querystring: PageQuerySchema,
    response: postPage,
    errors: postPageErrors,
  },
  'POST /tweets': {
    tags: ['tweets'],
    summary:
      "Post (1 to 280 characters after trimming); with parentId a reply. Held for review (answered with held: true) by a blocked word: the site's, and for a reply the post owner's",
    auth: 'user',
    body: CreatePostRequestSchema,
    status: 201,
    response: PostSchema,
    errors: mutationErrors,
  },
  'PATCH /tweets/:tweetId': {
    tags: ['tweets'],
    summary: 'Edit a post; owner only',
    auth: 'user',
    params: PostParamsSchema,
    body: UpdatePostRequestSchema,
    response: PostSchema,
    errors: mutationErrors,
  },
  'DELETE /tweets/:tweetId': {
    tags: ['tweets'],
    summary: 'Delete a post and its replies; owner only',
    auth: 'user',
    params: PostParamsSchema,
    response: PostIdResultSchema,
    errors: mutationErrors,
  },
});
