import {
  ABOVE_THE_FOLD_CARDS,
  ButtonLink,
  type ChannelProfile,
  ChannelFrame,
  CHANNEL_LOAD_ERROR,
  EmptyState,
  ErrorState,
  hrefs,
  LoadMore,
  SegmentedControl,
  toCardProps,
  VideoCard,
  VideoGrid,
  VideoIcon,
} from '@kinora/shared';
import styled from 'styled-components';
import { useVideoOrderParam, videoOrderOptions } from '../../../lib/video-order';
import { useChannelVideos } from '../hooks/use-channel-videos';

export const CHANNEL_NO_VIDEOS = 'No videos uploaded by this channel yet.';
const SORT_OPTIONS = videoOrderOptions({ newest: 'Latest', popular: 'Popular', oldest: 'Oldest' });

/** `/channel/:username`: the channel header, then the channel's videos. */
export function ChannelPage() {
  return (
    <ChannelFrame
      ownerActions={
        <ButtonLink to={hrefs.myVideos()} $variant="secondary">
          Manage My Videos
        </ButtonLink>
      }
    >
      {(channel) => <ChannelVideos channel={channel} />}
    </ChannelFrame>
  );
}

function ChannelVideos({ channel }: { channel: ChannelProfile }) {
  const [order, setOrder] = useVideoOrderParam();
  const videos = useChannelVideos(channel._id, order);
  return (
    <section aria-label="Videos">
      {/* Nothing to sort on an empty channel. */}
      {channel.videosCount > 1 ? (
        <Toolbar>
          <SegmentedControl
            label="Sort videos"
            options={SORT_OPTIONS}
            value={order}
            onChange={setOrder}
          />
        </Toolbar>
      ) : null}
      {videos.status === 'loading' ? (
        <VideoGrid loading skeletonCount={8} />
      ) : videos.status === 'error' ? (
        <ErrorState message={CHANNEL_LOAD_ERROR} onRetry={videos.reload} />
      ) : videos.items.length === 0 ? (
        <EmptyState icon={<VideoIcon />} title={CHANNEL_NO_VIDEOS} />
      ) : (
        <>
          <VideoGrid>
            {videos.items.map((video, index) => (
              <VideoCard
                key={video._id}
                {...toCardProps(video)}
                priority={index < ABOVE_THE_FOLD_CARDS}
              />
            ))}
          </VideoGrid>
          <LoadMore auto list={videos} failedMessage={CHANNEL_LOAD_ERROR} />
        </>
      )}
    </section>
  );
}

const Toolbar = styled.div`
  display: flex;
  margin: 16px 0;
`;
