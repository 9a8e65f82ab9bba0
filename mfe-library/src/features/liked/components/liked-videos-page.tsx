import {
  ErrorState,
  getLikedVideos,
  idOf,
  LoadMore,
  numberedPages,
  PageHeader,
  toCardProps,
  useDocumentTitle,
  usePagedList,
  VideoCard,
  VideoGrid,
} from '@kinora/shared';
import { ExploreEmptyState } from '../../../lib/explore-empty-state';

export const LIKED_TITLE = 'Liked videos';
export const LIKED_EMPTY = "You haven't liked any videos yet.";
export const LIKED_ERROR = 'Failed to fetch your liked videos.';

/** `/liked-videos`: the videos the signed-in person liked, most recently liked first. */
export function LikedVideosPage() {
  useDocumentTitle(LIKED_TITLE);
  const list = usePagedList(
    numberedPages((page) => getLikedVideos({ page })),
    { keyOf: idOf, deps: [] },
  );
  const count =
    list.status === 'success' && list.total > 0
      ? `${list.total} ${list.total === 1 ? 'video' : 'videos'}`
      : undefined;

  return (
    <>
      <PageHeader title={LIKED_TITLE} subtitle={count} />
      {list.status === 'loading' ? (
        <VideoGrid loading loadingLabel="Loading liked videos..." />
      ) : null}
      {list.status === 'error' ? <ErrorState message={LIKED_ERROR} onRetry={list.reload} /> : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <ExploreEmptyState
          title={LIKED_EMPTY}
          message="Tap the like button under a video and it will show up here."
        />
      ) : null}
      {list.status === 'success' && list.items.length > 0 ? (
        <>
          <VideoGrid>
            {list.items.map((video) => (
              <VideoCard key={video._id} {...toCardProps(video)} />
            ))}
          </VideoGrid>
          <LoadMore list={list} failedMessage={LIKED_ERROR} />
        </>
      ) : null}
    </>
  );
}
