import {
  ErrorState,
  getSubscriptionVideos,
  idOf,
  LoadMore,
  numberedPages,
  type PagedList,
  toCardProps,
  usePagedList,
  type Video,
  VideoCard,
  VideoGrid,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';

// The English text the tests look for; the feed shows it through `t`, so a test fails if the two
// part ways.
export const FEED_EMPTY = 'The channels you follow have not published any videos yet.';

/**
 * The newest videos of the channels the signed-in person (`userId`) subscribes to, a page at a
 * time; nothing is asked for until someone is signed in.
 */
export function useSubscriptionFeed(userId: string | null): PagedList<Video> {
  return usePagedList(userId ? numberedPages((page) => getSubscriptionVideos({ page })) : null, {
    keyOf: idOf,
    deps: [userId],
  });
}

/** The feed under the channels: the list comes from `useSubscriptionFeed`. */
export function SubscriptionFeed({ list }: { list: PagedList<Video> }) {
  const t = useT();
  const failed = t('Failed to fetch the latest videos.');
  return (
    <section aria-labelledby="subscription-feed-title">
      <Title id="subscription-feed-title">{t('Latest videos')}</Title>
      {list.status === 'loading' ? (
        <VideoGrid loading loadingLabel={t('Loading videos...')} />
      ) : null}
      {list.status === 'error' ? <ErrorState message={failed} onRetry={list.reload} /> : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <Muted>{t('The channels you follow have not published any videos yet.')}</Muted>
      ) : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <>
          <VideoGrid>
            {list.items.map((video) => (
              <VideoCard key={video._id} {...toCardProps(video)} />
            ))}
          </VideoGrid>
          <LoadMore list={list} failedMessage={failed} />
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
