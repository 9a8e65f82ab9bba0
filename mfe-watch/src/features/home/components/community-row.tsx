import {
  ABOVE_THE_FOLD_CARDS,
  COMMUNITY_ROW_TITLE,
  HorizontalScroller,
  toCardProps,
  VideoCard,
  type Video,
} from '@kinora/shared';

export { COMMUNITY_ROW_TITLE };

/**
 * The first home row: what people on this site are watching now. It appears only once it has
 * videos, without skeletons: a young site often has none, and a row of placeholders that then
 * vanishes would shift the YouTube rows under it. A failure hides it the same way (the YouTube
 * rows carry the page's error message).
 */
export function CommunityRow({ videos }: { videos: Video[] | null }) {
  if (!videos || videos.length === 0) return null;
  return (
    <HorizontalScroller title={COMMUNITY_ROW_TITLE}>
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
