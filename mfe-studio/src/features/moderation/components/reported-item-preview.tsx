import {
  Avatar,
  formatDuration,
  hrefs,
  Link,
  ResponsiveThumbnail,
  type ModerationItem,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';

interface ReportedItemPreviewProps {
  item: ModerationItem;
  /** The second the newest report of a video names, if any: its link starts there. */
  startAt: number | null;
}

/** Where a comment lives: its thread on the video's watch page. */
function commentHref(comment: NonNullable<ModerationItem['comment']>): string {
  const threadId = comment.parentId ?? comment._id;
  return `${hrefs.watch(comment.videoId)}#comment-${encodeURIComponent(threadId)}`;
}

/**
 * The reported thing in place, as its page shows it: a video's thumbnail and title (to the watch
 * page, at the moment reported), a comment's or post's text (to its thread), a channel's name.
 */
export function ReportedItemPreview({ item, startAt }: ReportedItemPreviewProps) {
  const t = useT();
  if (item.video) {
    const { video } = item;
    const href = startAt !== null ? hrefs.watchAt(video._id, startAt) : hrefs.watch(video._id);
    return (
      <VideoRow>
        <Thumb>
          <ResponsiveThumbnail
            src={video.thumbnail}
            sources={video.thumbnailSources}
            sizes="160px"
            alt=""
          />
        </Thumb>
        <div>
          <TitleLink to={href}>{video.title}</TitleLink>
          {startAt !== null ? (
            <Muted>{t('Reported at {{time}}', { time: formatDuration(startAt) })}</Muted>
          ) : null}
        </div>
      </VideoRow>
    );
  }
  if (item.comment) {
    const { comment } = item;
    return (
      <Quoted>
        <Text>{comment.content}</Text>
        <Link to={commentHref(comment)}>
          {comment.parentId ? t('See the reply in its thread') : t('See the comment in its thread')}
        </Link>
      </Quoted>
    );
  }
  if (item.post) {
    const { post } = item;
    return (
      <Quoted>
        <Text>{post.content}</Text>
        <Link to={hrefs.post(post.parentId ?? post._id)}>
          {post.parentId ? t('See the reply under its post') : t('See the post')}
        </Link>
      </Quoted>
    );
  }
  if (item.channel) {
    const { channel } = item;
    return (
      <ChannelRow>
        <Avatar src={channel.avatar} alt="" size={48} />
        <div>
          <TitleLink to={hrefs.channel(channel.username)}>
            {channel.fullName.trim() || channel.username}
          </TitleLink>
          <Muted>@{channel.username}</Muted>
        </div>
      </ChannelRow>
    );
  }
  // The server answers the item with its kind; one it could no longer read shows its id.
  const values = { id: item._id };
  return (
    <Muted>
      {
        {
          video: t('This video ({{id}}) could not be shown.', values),
          comment: t('This comment ({{id}}) could not be shown.', values),
          post: t('This post ({{id}}) could not be shown.', values),
          channel: t('This channel ({{id}}) could not be shown.', values),
        }[item.kind]
      }
    </Muted>
  );
}

const VideoRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: flex-start;
`;

const Thumb = styled.div`
  flex: none;
  width: 160px;

  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const ChannelRow = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
`;

const TitleLink = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Quoted = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  padding: 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.sm};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
