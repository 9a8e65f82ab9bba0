import {
  ErrorState,
  getSubscriptionVideos,
  idOf,
  LoadMore,
  numberedPages,
  toCardProps,
  usePagedList,
  VideoCard,
  VideoGrid,
} from '@kinora/shared';
import styled from 'styled-components';

export const FEED_TITLE = 'Latest videos';
export const FEED_EMPTY = 'The channels you follow have not published any videos yet.';
export const FEED_ERROR = 'Failed to fetch the latest videos.';

/** The newest videos of the channels the person subscribes to, a page at a time. */
export function SubscriptionFeed() {
  const list = usePagedList(
    numberedPages((page) => getSubscriptionVideos({ page })),
    { keyOf: idOf, deps: [] },
  );
  return (
    <section aria-labelledby="subscription-feed-title">
      <Title id="subscription-feed-title">{FEED_TITLE}</Title>
      {list.status === 'loading' ? <VideoGrid loading loadingLabel="Loading videos..." /> : null}
      {list.status === 'error' ? <ErrorState message={FEED_ERROR} onRetry={list.reload} /> : null}
      {list.status === 'success' && list.items.length === 0 ? <Muted>{FEED_EMPTY}</Muted> : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <>
          <VideoGrid>
            {list.items.map((video) => (
              <VideoCard key={video._id} {...toCardProps(video)} />
            ))}
          </VideoGrid>
          <LoadMore list={list} failedMessage={FEED_ERROR} />
        </>
      ) : null}
    </section>
  );
}

const Title = styled.h2`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
