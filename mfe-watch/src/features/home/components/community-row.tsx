import { HorizontalScroller, toCardProps, VideoCard } from '@kinora/shared';
import { useCommunityRow } from '../hooks/use-community-row';

export const COMMUNITY_ROW_TITLE = 'From the community';

/**
 * The first home row: what people on this site are watching now. It appears only once it has
 * videos, without skeletons: a young site often has none, and a row of placeholders that then
 * vanishes would shift the YouTube rows under it. A failure hides it the same way (the YouTube
 * rows carry the page's error message).
 */
export function CommunityRow() {
  const videos = useCommunityRow();
  if (!videos || videos.length === 0) return null;
  return (
    <HorizontalScroller title={COMMUNITY_ROW_TITLE}>
      {videos.map((video) => (
        <VideoCard key={video._id} {...toCardProps(video)} />
      ))}
    </HorizontalScroller>
  );
}
