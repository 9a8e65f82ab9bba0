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
import { ExploreEmptyState } from '../../../lib/explore-empty-state';
import { ChannelGrid } from './channel-grid';
import { ChannelGridSkeleton } from './channel-grid-skeleton';
import { SubscriptionFeed } from './subscription-feed';

export const SUBSCRIPTIONS_TITLE = 'My Subscriptions';
export const SUBSCRIPTIONS_EMPTY = "You haven't subscribed to any channels yet.";
export const SUBSCRIPTIONS_ERROR = 'Failed to fetch subscriptions.';
/** Names the strip of channels, apart from the feed of their videos below it. */
export const SUBSCRIBED_CHANNELS = 'Channels you follow';

/** `/subscriptions`: the channels the signed-in person follows, then their newest videos. */
export function SubscriptionsPage() {
  useDocumentTitle(SUBSCRIPTIONS_TITLE);
  const user = useCurrentUser();
  const userId = user?._id ?? null;
  const list = usePagedList(
    userId ? numberedPages((page) => getSubscribedChannels(userId, { page })) : null,
    { keyOf: idOf, deps: [userId] },
  );

  const count =
    list.status === 'success' && list.total > 0
      ? `${list.total} ${list.total === 1 ? 'channel' : 'channels'}`
      : undefined;

  return (
    <>
      <PageHeader title={SUBSCRIPTIONS_TITLE} subtitle={count} />
      {list.status === 'loading' ? <ChannelGridSkeleton /> : null}
      {list.status === 'error' ? (
        <ErrorState message={SUBSCRIPTIONS_ERROR} onRetry={list.reload} />
      ) : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <ExploreEmptyState
          title={SUBSCRIPTIONS_EMPTY}
          message="Subscribe to channels you like and they will show up here."
        />
      ) : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <>
          <ChannelGrid aria-label={SUBSCRIBED_CHANNELS}>
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
          <LoadMore list={list} failedMessage={SUBSCRIPTIONS_ERROR} />
          <SubscriptionFeed />
        </>
      ) : null}
    </>
  );
}
