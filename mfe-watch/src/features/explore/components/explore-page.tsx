import {
  ABOVE_THE_FOLD_CARDS,
  ButtonLink,
  EmptyState,
  ErrorState,
  EXPLORE_PAGE_SIZE,
  hrefs,
  LoadMore,
  PageHeader,
  SegmentedControl,
  toCardProps,
  useDocumentTitle,
  useFirstScreenReady,
  usePageTexts,
  VideoCard,
  VideoGrid,
  VideoIcon,
} from '@kinora/shared';
import { useVideoOrderParam, videoOrderOptions } from '../../../lib/video-order';
import { useT } from '../../../i18n';
import { useExploreVideos } from '../hooks/use-explore-videos';

export function ExplorePage() {
  const t = useT();
  const { exploreTitle, exploreOrderLabels } = usePageTexts();
  const loadError = t('Could not load videos. Please try again later.');
  useDocumentTitle(t('Explore'));
  const [order, setOrder] = useVideoOrderParam();
  const list = useExploreVideos(order);
  useFirstScreenReady(list.status !== 'loading');

  return (
    <>
      <PageHeader
        title={exploreTitle}
        actions={
          <SegmentedControl
            label={t('Sort videos')}
            options={videoOrderOptions(exploreOrderLabels)}
            value={order}
            onChange={setOrder}
          />
        }
      />
      {list.status === 'loading' ? (
        <VideoGrid loading skeletonCount={EXPLORE_PAGE_SIZE} />
      ) : list.status === 'error' ? (
        <ErrorState message={loadError} onRetry={list.reload} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<VideoIcon />}
          title={t('No Videos Yet')}
          message={t('Be the first one to upload a video!')}
          action={<ButtonLink to={hrefs.uploadVideo()}>{t('Upload Video')}</ButtonLink>}
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
          <LoadMore auto list={list} failedMessage={loadError} />
        </>
      )}
    </>
  );
}
