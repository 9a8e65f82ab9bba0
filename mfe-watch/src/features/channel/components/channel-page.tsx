import {
  ApiError,
  type ChannelProfile,
  EmptyState,
  ErrorState,
  hrefs,
  LoadingState,
  notify,
  toCardProps,
  useDocumentTitle,
  VideoCard,
  VideoGrid,
  VideoIcon,
} from '@kinora/shared';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadMore } from '../../../lib/load-more';
import { useChannel, useChannelVideos } from '../hooks/use-channel';
import { ChannelHeader } from './channel-header';

export const CHANNEL_LOADING = 'Loading channel...';
export const CHANNEL_NOT_FOUND = 'Channel not found.';
export const CHANNEL_LOAD_ERROR = 'Failed to load channel data.';
export const CHANNEL_NO_VIDEOS = 'No videos uploaded by this channel yet.';

export function ChannelPage() {
  const { username = '' } = useParams();
  const { state, reload } = useChannel(username);
  const notFound =
    state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  const failed = state.status === 'error' && !notFound;
  useDocumentTitle(
    state.status === 'success'
      ? state.data.fullName.trim() || state.data.username
      : notFound
        ? CHANNEL_NOT_FOUND
        : 'Channel',
  );

  useEffect(() => {
    if (failed) notify.error(CHANNEL_LOAD_ERROR);
  }, [failed]);

  if (state.status === 'loading') return <LoadingState label={CHANNEL_LOADING} />;
  if (notFound) {
    return (
      <EmptyState
        title={CHANNEL_NOT_FOUND}
        message={`There is no channel called @${username}.`}
        action={<Link to={hrefs.searchChannels(username)}>Search channels instead</Link>}
      />
    );
  }
  if (state.status === 'error') return <ErrorState message={CHANNEL_LOAD_ERROR} onRetry={reload} />;
  return <Channel channel={state.data} />;
}

function Channel({ channel }: { channel: ChannelProfile }) {
  const videos = useChannelVideos(channel._id);
  const loadMore = () => {
    void videos.loadMore().then((loaded) => {
      if (!loaded) notify.error(CHANNEL_LOAD_ERROR);
    });
  };

  return (
    <>
      <ChannelHeader channel={channel} />
      <Tabs aria-label="Channel sections">
        <TabLink to={hrefs.channel(channel.username)} aria-current="page">
          Videos
        </TabLink>
        <TabLink to={hrefs.channelCommunity(channel.username)}>Community</TabLink>
      </Tabs>
      <section aria-label="Videos">
        {videos.status === 'loading' ? (
          <VideoGrid loading skeletonCount={8} />
        ) : videos.status === 'error' ? (
          <ErrorState message={CHANNEL_LOAD_ERROR} onRetry={videos.reload} />
        ) : videos.items.length === 0 ? (
          <EmptyState icon={<VideoIcon />} title={CHANNEL_NO_VIDEOS} />
        ) : (
          <>
            <VideoGrid>
              {videos.items.map((video) => (
                <VideoCard key={video._id} {...toCardProps(video)} />
              ))}
            </VideoGrid>
            {videos.hasMore ? (
              <LoadMore auto onLoadMore={loadMore} loading={videos.loadingMore} />
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

const Tabs = styled.nav`
  display: flex;
  gap: 4px;
  margin-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabLink = styled(Link)`
  position: relative;
  padding: 12px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: 8px;
    right: 8px;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;
