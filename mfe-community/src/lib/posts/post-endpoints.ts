import { deletePost, type Post, updatePost } from '@kinora/shared';
import { type DiscussionEndpoints } from '@kinora/shared/discussion';

/** Edit and delete of any post, a reply or not; adding one depends on where it goes. */
export const POST_ENDPOINTS = {
  update: (postId: string, content: string) => updatePost(postId, { content }),
  remove: deletePost,
} satisfies DiscussionEndpoints<Post>;
