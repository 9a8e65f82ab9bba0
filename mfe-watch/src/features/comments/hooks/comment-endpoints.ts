import {
  type Comment,
  deleteComment,
  type DiscussionEndpoints,
  setCommentPinned,
  updateComment,
} from '@kinora/shared';

/** Edit, delete and pin of any site comment; adding one depends on where it goes. */
export const COMMENT_ENDPOINTS = {
  update: (commentId: string, content: string) => updateComment(commentId, { content }),
  remove: deleteComment,
  pin: setCommentPinned,
} satisfies DiscussionEndpoints<Comment>;
