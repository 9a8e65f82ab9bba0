import {
  ButtonLink,
  ChannelCard,
  EmptyState,
  ErrorState,
  getSubscribedChannels,
  hrefs,
  PageHeader,
  useCurrentUser,
  useDocumentTitle,
  type ChannelSummary,
} from '@kinora/shared';
import { LoadMore } from '../../../lib/load-more';
import { usePagedList } from '../../../lib/use-paged-list';
import { ChannelGrid } from './channel-grid';
import { ChannelGridSkeleton } from './channel-grid-skeleton';

export const SUBSCRIPTIONS_TITLE = 'My Subscriptions';
export const SUBSCRIPTIONS_EMPTY = "You haven't subscribed to any channels yet.";
export const SUBSCRIPTIONS_ERROR = 'Failed to fetch subscriptions.';

const idOf = (channel: ChannelSummary) => channel._id;

/** `/subscriptions`: the channels the signed-in person follows. */
export function SubscriptionsPage() {
  useDocumentTitle(SUBSCRIPTIONS_TITLE);
  const user = useCurrentUser();
  const userId = user?._id ?? null;
  const list = usePagedList(
    userId ? (page: number) => getSubscribedChannels(userId, { page }) : null,
    userId ?? '',
    idOf,
  );

  const count =
    list.status === 'ready' && list.totalDocs > 0
      ? `${list.totalDocs} ${list.totalDocs === 1 ? 'channel' : 'channels'}`
      : undefined;

  return (
    <>
      <PageHeader title={SUBSCRIPTIONS_TITLE} subtitle={count} />
      {list.status === 'loading' ? <ChannelGridSkeleton /> : null}
      {list.status === 'error' ? (
        <ErrorState message={SUBSCRIPTIONS_ERROR} onRetry={list.reload} />
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <EmptyState
          title={SUBSCRIPTIONS_EMPTY}
          message="Subscribe to channels you like and they will show up here."
          action={
            <ButtonLink to={hrefs.explore()} $variant="secondary">
              Explore videos
            </ButtonLink>
          }
        />
      ) : null}
      {list.status === 'ready' && list.items.length > 0 ? (
        <>
          <ChannelGrid>
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
          <LoadMore
            hasMore={list.hasMore}
            loading={list.loadingMore}
            failed={list.loadMoreFailed}
            onLoadMore={list.loadMore}
            failedMessage={SUBSCRIPTIONS_ERROR}
          />
        </>
      ) : null}
    </>
  );
}
