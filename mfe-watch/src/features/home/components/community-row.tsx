import {
  ABOVE_THE_FOLD_CARDS,
  HorizontalScroller,
  toCardProps,
  usePageTexts,
  VideoCard,
  type Video,
} from '@kinora/shared';

/**
 * The first home row: what people on this site are watching now. It appears only once it has
 * videos, without skeletons: a young site often has none, and a row of placeholders that then
 * vanishes would shift the YouTube rows under it. A failure hides it the same way (the YouTube
 * rows carry the page's error message).
 */
export function CommunityRow({ videos }: { videos: Video[] | null }) {
  const { communityRowTitle } = usePageTexts();
  if (!videos || videos.length === 0) return null;
  return (
    <HorizontalScroller title={communityRowTitle}>
      {videos.map((video, index) => (
        <VideoCard
          key={video._id}
          {...toCardProps(video)}
          priority={index < ABOVE_THE_FOLD_CARDS}
        />
      ))}
    </HorizontalScroller>
  );
}
