import {
  ABOVE_THE_FOLD_CARDS,
  ButtonLink,
  EmptyState,
  ErrorState,
  EXPLORE_ORDER_LABELS,
  EXPLORE_PAGE_SIZE,
  EXPLORE_TITLE,
  hrefs,
  LoadMore,
  PageHeader,
  SegmentedControl,
  toCardProps,
  useDocumentTitle,
  useFirstScreenReady,
  VideoCard,
  VideoGrid,
  VideoIcon,
} from '@kinora/shared';
import { useVideoOrderParam, videoOrderOptions } from '../../../lib/video-order';
import { useExploreVideos } from '../hooks/use-explore-videos';

export { EXPLORE_TITLE };
export const EXPLORE_ERROR = 'Could not load videos. Please try again later.';
const SORT_OPTIONS = videoOrderOptions(EXPLORE_ORDER_LABELS);

export function ExplorePage() {
  useDocumentTitle('Explore');
  const [order, setOrder] = useVideoOrderParam();
  const list = useExploreVideos(order);
  useFirstScreenReady(list.status !== 'loading');

  return (
    <>
      <PageHeader
        title={EXPLORE_TITLE}
        actions={
          <SegmentedControl
            label="Sort videos"
            options={SORT_OPTIONS}
            value={order}
            onChange={setOrder}
          />
        }
      />
      {list.status === 'loading' ? (
        <VideoGrid loading skeletonCount={EXPLORE_PAGE_SIZE} />
      ) : list.status === 'error' ? (
        <ErrorState message={EXPLORE_ERROR} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<VideoIcon />}
          title="No Videos Yet"
          message="Be the first one to upload a video!"
          action={<ButtonLink to={hrefs.uploadVideo()}>Upload Video</ButtonLink>}
        />
      ) : (
        <>
          <VideoGrid>
            {list.items.map((video, index) => (
              <VideoCard
                key={video._id}
                {...toCardProps(video)}
                priority={index < ABOVE_THE_FOLD_CARDS}
              />
            ))}
          </VideoGrid>
          <LoadMore auto list={list} failedMessage={EXPLORE_ERROR} />
        </>
      )}
    </>
  );
}
