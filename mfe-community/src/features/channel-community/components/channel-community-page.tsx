import {
  ButtonLink,
  EmptyState,
  ErrorState,
  getUserTweets,
  hrefs,
  LoadingState,
  useCurrentUser,
  useDocumentTitle,
  type ChannelProfile,
  type PageQuery,
} from '@kinora/shared';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PostList, PostListSkeleton, usePostPages } from '../../../components/posts';
import { useChannel } from '../hooks/use-channel';
import { ChannelHeader } from './channel-header';

/** /channel/:username/community: a channel's posts, newest first; its owner edits them here. */
export default function ChannelCommunityPage() {
  const { username = '' } = useParams();
  const { state, reload } = useChannel(username);

  const channel = state.status === 'ready' ? state.channel : null;
  const name = channel ? channel.fullName.trim() || channel.username : null;
  useDocumentTitle(name ? `${name} - Community` : 'Community');

  return (
    <Page>
      {state.status === 'loading' ? <LoadingState label="Loading channel..." /> : null}
      {state.status === 'not-found' ? (
        <EmptyState
          title="Channel not found."
          message="The channel may have been renamed or removed."
          action={
            <ButtonLink to={hrefs.community()} $variant="secondary">
              Back to Community
            </ButtonLink>
          }
        />
      ) : null}
      {state.status === 'error' ? (
        <ErrorState message="Failed to load channel data." onRetry={reload} />
      ) : null}
      {channel ? <ChannelPosts channel={channel} /> : null}
    </Page>
  );
}

function ChannelPosts({ channel }: { channel: ChannelProfile }) {
  const viewer = useCurrentUser();
  const isOwner = viewer?._id === channel._id;
  const channelId = channel._id;
  const fetchPage = useCallback((query: PageQuery) => getUserTweets(channelId, query), [channelId]);
  const pages = usePostPages(fetchPage, channelId);
  const name = channel.fullName.trim() || channel.username;

  return (
    <>
      <ChannelHeader channel={channel} isOwner={isOwner} />
      <section aria-label="Posts">
        {pages.status === 'loading' ? <PostListSkeleton count={3} /> : null}
        {pages.status === 'error' ? (
          <ErrorState
            message="Could not load this channel's posts. Please try again later."
            onRetry={pages.reload}
          />
        ) : null}
        {pages.status === 'ready' && pages.posts.length === 0 ? (
          <EmptyState
            title="No posts yet"
            message={
              isOwner
                ? 'Share an update with your subscribers: it will appear here.'
                : `${name} hasn't posted anything yet.`
            }
            action={isOwner ? <ButtonLink to={hrefs.addTweet()}>Add Post</ButtonLink> : null}
          />
        ) : null}
        {pages.status === 'ready' && pages.posts.length > 0 ? (
          <PostList pages={pages} viewerId={viewer?._id ?? null} label={`Posts by ${name}`} />
        ) : null}
      </section>
    </>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 800px;
  margin: 0 auto;
`;
