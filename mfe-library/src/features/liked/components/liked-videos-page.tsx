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
import { useT } from '../../../i18n';
import { ExploreEmptyState } from '../../../lib/explore-empty-state';

// The English texts the tests look for; the page shows them through `t`, so a test fails if the
// two part ways.
export const LIKED_EMPTY = "You haven't liked any videos yet.";
export const LIKED_ERROR = 'Failed to fetch your liked videos.';

/** `/liked-videos`: the videos the signed-in person liked, most recently liked first. */
export function LikedVideosPage() {
  const t = useT();
  const title = t('Liked videos');
  const failed = t('Failed to fetch your liked videos.');
  useDocumentTitle(title);
  const list = usePagedList(
    numberedPages((page) => getLikedVideos({ page })),
    { keyOf: idOf, deps: [] },
  );
  const count =
    list.status === 'success' && list.total > 0
      ? t('{{count}} videos', { count: list.total })
      : undefined;

  return (
    <>
      <PageHeader title={title} subtitle={count} />
      {list.status === 'loading' ? (
        <VideoGrid loading loadingLabel={t('Loading liked videos...')} />
      ) : null}
      {list.status === 'error' ? <ErrorState message={failed} onRetry={list.reload} /> : null}
      {list.status === 'success' && list.items.length === 0 ? (
        <ExploreEmptyState
          title={t("You haven't liked any videos yet.")}
          message={t('Tap the like button under a video and it will show up here.')}
        />
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
    </>
  );
}
