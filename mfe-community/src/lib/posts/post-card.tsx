import {
  hrefs,
  togglePostLike,
  POST_MAX_LENGTH,
  postReplyAnchorId,
  type Post,
  Link,
  displayNameOf,
  handleOf,
} from '@kinora/shared';
import { ReportMenu } from '@kinora/shared/moderation';
import {
  DiscussionEntry,
  DiscussionLike,
  DiscussionRemoved,
  useDiscussionActions,
} from '@kinora/shared/discussion';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { postMessages } from './messages';
import { POST_ENDPOINTS } from './post-endpoints';

export interface PostCardProps {
  post: Post;
  /** The viewer owns the post: Edit and Delete are offered. */
  canManage: boolean;
  onUpdated: (post: Post) => void;
  onDeleted: (postId: string) => void;
  /** In lists the post links to its own page ('N replies'); the post page leaves it out. */
  linkToThread?: boolean;
  /** The reply a link points at: brought into view and marked. */
  highlighted?: boolean;
}

/** A save a second or more after creation is an edit, not the creation's own timestamp. */
function wasEdited(post: Post): boolean {
  return Date.parse(post.updatedAt) - Date.parse(post.createdAt) > 1000;
}

/**
 * One community post, a card of its own: name and @username (to their channel), text, actions,
 * and Report and Block user in its "…" menu for others. A post a moderator removed stands as a
 * placeholder.
 */
export function PostCard({
  post,
  canManage,
  onUpdated,
  onDeleted,
  linkToThread = true,
  highlighted = false,
}: PostCardProps) {
  const t = useT();
  const messages = postMessages(t);
  const { edit, remove } = useDiscussionActions({
    endpoints: POST_ENDPOINTS,
    messages,
    onUpdated,
    onRemoved: onDeleted,
  });
  const { owner } = post;
  // A reply is linked to on its post's page (`hrefs.post(postId, replyId)`).
  const anchor = post.parentId ? { anchorId: postReplyAnchorId(post._id), highlighted } : {};

  if (post.removed) return <DiscussionRemoved framed text={messages.removed} {...anchor} />;

  return (
    <DiscussionEntry
      framed
      {...anchor}
      author={{
        name: displayNameOf(owner),
        handle: handleOf(owner),
        href: hrefs.channel(owner.username),
        avatar: owner.avatar,
      }}
      content={post.content}
      createdAt={post.createdAt}
      edited={wasEdited(post)}
      {...(post.held ? { heldLabel: messages.heldLabel } : {})}
      actions={
        <>
          <DiscussionLike
            subject={t('post', { context: 'like' })}
            entryId={post._id}
            initial={{ isLiked: post.isLiked, likesCount: post.likesCount }}
            toggleLike={togglePostLike}
          />
          {linkToThread && post.parentId === null ? (
            <ThreadLink to={hrefs.post(post._id)}>
              {post.replyCount === 0
                ? t('Reply')
                : t('{{count}} replies', { count: post.replyCount })}
            </ThreadLink>
          ) : null}
        </>
      }
      {...(canManage
        ? {
            edit: {
              label: t('Edit post'),
              buttonLabel: t('Edit post'),
              emptyMessage: messages.empty,
              maxLength: POST_MAX_LENGTH,
              rows: 4,
              onSave: (content: string) => edit(post._id, content),
            },
            remove: {
              texts: {
                label: t('Delete post'),
                title: messages.deleteTitle,
                question: messages.deleteQuestion,
              },
              onDelete: () => remove(post._id),
            },
          }
        : {})}
      more={
        <ReportMenu
          target={{ kind: 'post', id: post._id, ownerId: owner._id }}
          block={{ user: owner }}
          label={t('More actions for the post by {{handle}}', { handle: handleOf(owner) })}
          align="start"
        />
      }
    />
  );
}

const ThreadLink = styled(Link)`
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;
