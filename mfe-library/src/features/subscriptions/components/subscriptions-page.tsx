import {
  ChannelCard,
  ErrorState,
  getSubscribedChannels,
  idOf,
  LoadMore,
  numberedPages,
  PageHeader,
  useCurrentUser,
  useDocumentTitle,
  usePagedList,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { ExploreEmptyState } from '../../../lib/explore-empty-state';
import { ChannelGrid } from './channel-grid';
import { ChannelGridSkeleton } from './channel-grid-skeleton';
import { SubscriptionFeed, useSubscriptionFeed } from './subscription-feed';

// The English text the tests look for; the page shows it through `t`, so a test fails if the two
// part ways.
export const SUBSCRIPTIONS_EMPTY = "You haven't subscribed to any channels yet.";

/** `/subscriptions`: the channels the signed-in person follows, then their newest videos. */
export function SubscriptionsPage() {
  const t = useT();
  const title = t('My Subscriptions');
  const failed = t('Failed to fetch subscriptions.');
  useDocumentTitle(title);
  const user = useCurrentUser();
  const userId = user?._id ?? null;
  const list = usePagedList(
    userId ? numberedPages((page) => getSubscribedChannels(userId, { page })) : null,
    { keyOf: idOf, deps: [userId] },
  );
  // Asked for beside the channels, not after them: the feed's first thumbnails are most of what
  // the page shows first.
  const feed = useSubscriptionFeed(userId);

  const count =
    list.status === 'success' && list.total > 0
      ? t('{{count}} channels', { count: list.total })
      : undefined;

  return (
    <>
      <PageHeader title={title} subtitle={count} />
      {list.status === 'loading' ? <ChannelGridSkeleton /> : null}
      {list.status === 'error' ? <ErrorState message={failed} onRetry={list.reload} /> : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <ExploreEmptyState
          title={t("You haven't subscribed to any channels yet.")}
          message={t('Subscribe to channels you like and they will show up here.')}
        />
      ) : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <>
          {/* Names the strip of channels, apart from the feed of their videos below it. */}
          <ChannelGrid aria-label={t('Channels you follow')}>
            {list.items.map((channel) => (
              <li key={channel._id}>
                <ChannelCard
                  username={channel.username}
                  fullName={channel.fullName}
                  avatar={channel.avatar}
                />
              </li>
            ))}
          </ChannelGrid>
          <LoadMore list={list} failedMessage={failed} />
          <SubscriptionFeed list={feed} />
        </>
      ) : null}
    </>
  );
}
