import { type Comment, deleteComment, setCommentPinned, updateComment } from '@kinora/shared';
import { type DiscussionEndpoints } from '@kinora/shared/discussion';

/** Edit, delete and pin of any site comment; adding one depends on where it goes. */
export const COMMENT_ENDPOINTS = {
  update: (commentId: string, content: string) => updateComment(commentId, { content }),
  remove: deleteComment,
  pin: setCommentPinned,
} satisfies DiscussionEndpoints<Comment>;
