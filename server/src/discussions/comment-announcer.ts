import type { NotificationService } from '../notifications';
import type { CommentRepository } from './comment-repository';

export interface CommentAnnouncerDeps {
  comments: Pick<CommentRepository, 'findPlace'>;
  notifications: Pick<NotificationService, 'videoCommented' | 'commentReplied'>;
}

/**
 * What publishing a held comment tells, once a reviewer approves it or its author's edit takes
 * out the words that held it: the video's owner of a top-level comment, the thread's author of a
 * reply (a held comment told nobody yet).
 */
export function createCommentAnnouncer({ comments, notifications }: CommentAnnouncerDeps) {
  return async function announcePublished(commentId: string): Promise<void> {
    const row = await comments.findPlace(commentId);
    if (!row) return;
    if (row.parent_id)
      await notifications.commentReplied({ replyId: row.id, parentId: row.parent_id });
    else if (!row.is_external) await notifications.videoCommented(row.id);
  };
}

export type CommentAnnouncer = ReturnType<typeof createCommentAnnouncer>;
