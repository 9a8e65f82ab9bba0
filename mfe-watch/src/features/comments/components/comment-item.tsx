import {
  Button,
  type Comment,
  displayNameOf,
  handleOf,
  hrefs,
  toggleCommentLike,
} from '@kinora/shared';
import { ReportMenu } from '@kinora/shared/moderation';
import {
  DiscussionDeleteDialog,
  DiscussionEntry,
  DiscussionLike,
  DiscussionRemoved,
  isRemovedByModerator,
} from '@kinora/shared/discussion';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n';
import { commentAnchorId } from '../hooks/use-linked-comment';

/** The video owner's pin, on the site's comments of an own video. */
export interface CommentPinning {
  /** The owner's display name, for 'Pinned by Ann Lee'. */
  ownerName: string;
  /** The viewer owns the video: Pin / Unpin shows on top-level comments. */
  canPin: boolean;
  onPin: (commentId: string, pinned: boolean) => Promise<boolean>;
}

export interface CommentItemProps {
  comment: Comment;
  /** The viewer wrote it and it is one of the site's own comments: edit and delete show. */
  editable: boolean;
  /** The author's name links to their channel (site comments only). */
  linkAuthor: boolean;
  onEdit: (commentId: string, content: string) => Promise<boolean>;
  onDelete: (commentId: string) => Promise<boolean>;
  /** Site comments: the like button shows (YouTube's comments are read-only here). */
  likeable?: boolean;
  /** Site comments: others than its author can report it (YouTube's go to YouTube). */
  reportable?: boolean;
  /**
   * The viewer owns the video it is on: Remove is in its menu (onDelete, after asking), and Hide
   * user from channel beside Block user.
   */
  removableByOwner?: boolean;
  /** Opens the thread's reply box; no Reply button without it. */
  onReply?: () => void;
  pinning?: CommentPinning;
  /** The comment a link points at: scrolled into view and marked. */
  highlighted?: boolean;
  /** The replies block under a top-level comment. */
  children?: ReactNode;
}

export function CommentItem({
  comment,
  editable,
  linkAuthor,
  onEdit,
  onDelete,
  likeable = false,
  reportable = false,
  removableByOwner = false,
  onReply,
  pinning,
  highlighted = false,
  children,
}: CommentItemProps) {
  const t = useT();
  const author = comment.owner.username;
  const handle = handleOf(comment.owner);
  // Authors go by their name, with the handle beside it to tell them apart; YouTube's commenters
  // (and anyone who gave no name) have the username alone.
  const name = displayNameOf(comment.owner);
  const isTopLevel = !comment.parentId;
  const [removing, setRemoving] = useState(false);

  if (isRemovedByModerator(comment)) {
    return (
      <li>
        <DiscussionRemoved
          text={t('This comment was removed by a moderator')}
          avatarSize={isTopLevel ? 40 : 24}
          anchorId={commentAnchorId(comment._id)}
          highlighted={highlighted}
        >
          {children}
        </DiscussionRemoved>
      </li>
    );
  }

  return (
    <li>
      <DiscussionEntry
        author={{
          name,
          ...(name !== author ? { handle } : {}),
          href: linkAuthor ? hrefs.channel(author) : null,
          avatar: comment.owner.avatar,
        }}
        content={comment.content}
        createdAt={comment.createdAt}
        edited={Boolean(comment.isEdited)}
        {...(comment.held ? { heldLabel: t('Your comment is awaiting review') } : {})}
        avatarSize={isTopLevel ? 40 : 24}
        anchorId={commentAnchorId(comment._id)}
        highlighted={highlighted}
        {...(pinning && isTopLevel
          ? {
              pin: {
                pinned: Boolean(comment.isPinned),
                by: pinning.ownerName,
                canPin: pinning.canPin,
                onToggle: (pinned: boolean) => pinning.onPin(comment._id, pinned),
              },
            }
          : {})}
        actions={
          <>
            {likeable ? (
              <DiscussionLike
                subject={t('comment', { context: 'like' })}
                entryId={comment._id}
                initial={{
                  isLiked: comment.isLiked ?? false,
                  likesCount: comment.likesCount ?? 0,
                }}
                toggleLike={toggleCommentLike}
              />
            ) : null}
            {onReply ? (
              <Button $variant="ghost" $size="sm" onClick={onReply}>
                {t('Reply')}
              </Button>
            ) : null}
          </>
        }
        {...(editable
          ? {
              edit: {
                label: t('Edit comment'),
                emptyMessage: t('Comment cannot be empty.'),
                onSave: (content: string) => onEdit(comment._id, content),
              },
              remove: {
                texts: {
                  title: t('Delete Comment'),
                  question: t('Are you sure you want to permanently delete this comment?'),
                },
                onDelete: () => onDelete(comment._id),
              },
            }
          : {})}
        {...(reportable
          ? {
              more: (
                <ReportMenu
                  target={{ kind: 'comment', id: comment._id, ownerId: comment.owner._id }}
                  block={{ user: comment.owner, canHide: removableByOwner }}
                  {...(removableByOwner
                    ? { remove: { label: t('Remove'), onSelect: () => setRemoving(true) } }
                    : {})}
                  label={
                    isTopLevel
                      ? t('More actions for the comment by {{handle}}', { handle })
                      : t('More actions for the reply by {{handle}}', { handle })
                  }
                  align="start"
                />
              ),
            }
          : {})}
      >
        {children}
      </DiscussionEntry>
      {removableByOwner ? (
        <DiscussionDeleteDialog
          open={removing}
          // The video owner's removal of someone else's comment on their video.
          texts={{
            title: t('Remove this comment?'),
            question: t('It is deleted for everyone, and cannot be brought back.'),
            confirm: t('Remove'),
          }}
          onDelete={() => onDelete(comment._id)}
          onClose={() => setRemoving(false)}
        />
      ) : null}
    </li>
  );
}
