import {
  Avatar,
  Button,
  DiscussionDeleteButton,
  DiscussionEditor,
  DiscussionLike,
  formatDate,
  formatRelativeTime,
  hrefs,
  toggleTweetLike,
  TWEET_MAX_LENGTH,
  type Tweet,
  useDiscussionActions,
  Link,
} from '@kinora/shared';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { POST_MESSAGES } from './messages';
import { POST_ENDPOINTS } from './post-endpoints';

export interface PostCardProps {
  post: Tweet;
  /** The viewer owns the post: Edit and Delete are offered. */
  canManage: boolean;
  onUpdated: (post: Tweet) => void;
  onDeleted: (postId: string) => void;
  /** In lists the post links to its own page ('N replies'); the post page leaves it out. */
  linkToThread?: boolean;
}

const POST_DELETE_TEXTS = {
  label: 'Delete post',
  title: POST_MESSAGES.deleteTitle,
  question: POST_MESSAGES.deleteQuestion,
};

const repliesLabel = (count: number) =>
  count === 0 ? 'Reply' : `${count} ${count === 1 ? 'reply' : 'replies'}`;

/** A save a second or more after creation is an edit, not the creation's own timestamp. */
function wasEdited(post: Tweet): boolean {
  return Date.parse(post.updatedAt) - Date.parse(post.createdAt) > 1000;
}

/**
 * One community post: the owner's avatar, name and @username (all to their channel), when it was
 * posted and its text. The text is rendered as a React text node with `pre-wrap`, so line breaks
 * stay and markup shows as typed, never as HTML.
 */
export function PostCard({
  post,
  canManage,
  onUpdated,
  onDeleted,
  linkToThread = true,
}: PostCardProps) {
  const [editing, setEditing] = useState(false);
  const { edit, remove } = useDiscussionActions({
    endpoints: POST_ENDPOINTS,
    messages: POST_MESSAGES,
    onUpdated,
    onRemoved: onDeleted,
  });
  const nameId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Give focus back to Edit when the editor closes, so keyboard users keep their place.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const { owner } = post;
  const name = owner.fullName.trim() || owner.username;
  const channelHref = hrefs.channel(owner.username);

  return (
    <Card aria-labelledby={nameId}>
      {/* The name beside it is the same link; one tab stop per destination is enough. */}
      <AvatarLink to={channelHref} tabIndex={-1} aria-hidden="true">
        <Avatar src={owner.avatar} alt="" size={40} />
      </AvatarLink>
      <Body>
        <Meta>
          <NameLink id={nameId} to={channelHref}>
            {name}
          </NameLink>
          {/* One unit, so on a phone '@name · time' wraps under the name together. */}
          <Muted>
            <HandleLink to={channelHref}>@{owner.username}</HandleLink>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.createdAt} title={formatDate(post.createdAt)}>
              {formatRelativeTime(post.createdAt)}
            </time>
            {wasEdited(post) ? ' (edited)' : null}
          </Muted>
        </Meta>
        {editing ? (
          <DiscussionEditor
            label="Edit post"
            initialContent={post.content}
            emptyMessage={POST_MESSAGES.empty}
            maxLength={TWEET_MAX_LENGTH}
            rows={4}
            onSave={(content) => edit(post._id, content)}
            onClose={() => setEditing(false)}
          />
        ) : (
          <Content>{post.content}</Content>
        )}
        {!editing ? (
          <Actions>
            <DiscussionLike
              subject="post"
              entryId={post._id}
              initial={{ isLiked: post.isLiked, likesCount: post.likesCount }}
              toggleLike={toggleTweetLike}
            />
            {linkToThread && post.parentId === null ? (
              <ThreadLink to={hrefs.post(post._id)}>{repliesLabel(post.replyCount)}</ThreadLink>
            ) : null}
            {canManage ? (
              <>
                <Button
                  ref={editButtonRef}
                  $variant="ghost"
                  $size="sm"
                  aria-label="Edit post"
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
                <DiscussionDeleteButton
                  texts={POST_DELETE_TEXTS}
                  onDelete={() => remove(post._id)}
                />
              </>
            ) : null}
          </Actions>
        ) : null}
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: flex;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.sm} {
    gap: 16px;
    padding: 20px;
  }
`;

const AvatarLink = styled(Link)`
  flex: none;
  align-self: flex-start;
  border-radius: ${({ theme }) => theme.radii.round};
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 2px 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const linkStyle = `
  border-radius: 4px;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const NameLink = styled(Link)`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const HandleLink = styled(Link)`
  ${linkStyle}
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Content = styled.p`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-top: 12px;
  margin-left: -8px;
`;

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
