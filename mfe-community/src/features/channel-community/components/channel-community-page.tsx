import {
  ButtonLink,
  EmptyState,
  ErrorState,
  getUserPosts,
  hrefs,
  useCurrentUser,
  type ChannelProfile,
  displayNameOf,
} from '@kinora/shared';
import { ChannelFrame } from '@kinora/shared/channel';
import { channelBlockedNotice, channelReportMenu } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { PostList, PostListSkeleton, usePostList } from '../../../lib/posts';

/** /channel/:username/community: a channel's posts, newest first; its owner edits them here. */
export function ChannelCommunityPage() {
  const t = useT();
  return (
    <ChannelFrame
      menu={channelReportMenu}
      blocked={channelBlockedNotice}
      section={t('Community')}
      ownerActions={
        <ButtonLink to={hrefs.newPost()} $variant="secondary">
          {t('Add Post')}
        </ButtonLink>
      }
    >
      {(channel) => <ChannelPosts channel={channel} />}
    </ChannelFrame>
  );
}

function ChannelPosts({ channel }: { channel: ChannelProfile }) {
  const t = useT();
  const viewer = useCurrentUser();
  const isOwner = viewer?._id === channel._id;
  const channelId = channel._id;
  const list = usePostList((query) => getUserPosts(channelId, query), [channelId]);
  const name = displayNameOf(channel);

  return (
    <Posts aria-label={t('Posts')}>
      {list.status === 'loading' ? <PostListSkeleton count={3} /> : null}
      {list.status === 'error' ? (
        <ErrorState
          message={t("Could not load this channel's posts. Please try again later.")}
          onRetry={list.reload}
        />
      ) : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <EmptyState
          title={t('No posts yet')}
          message={
            isOwner
              ? t('Share an update with your subscribers: it will appear here.')
              : t("{{name}} hasn't posted anything yet.", { name })
          }
          action={isOwner ? <ButtonLink to={hrefs.newPost()}>{t('Add Post')}</ButtonLink> : null}
        />
      ) : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <PostList
          list={list}
          viewerId={viewer?._id ?? null}
          label={t('Posts by {{name}}', { name })}
        />
      ) : null}
    </Posts>
  );
}

// Posts read best in a column; the header above keeps the channel's full width, as on Videos.
const Posts = styled.section`
  width: 100%;
  max-width: 800px;
`;
