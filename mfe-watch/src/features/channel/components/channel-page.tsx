import {
  ABOVE_THE_FOLD_CARDS,
  ButtonLink,
  type ChannelProfile,
  CHANNEL_ORDER_LABELS,
  EmptyState,
  ErrorState,
  hrefs,
  LoadMore,
  SegmentedControl,
  SortBar,
  toCardProps,
  useFirstScreenReady,
  VideoCard,
  VideoGrid,
  VideoIcon,
} from '@kinora/shared';
import { CHANNEL_LOAD_ERROR, ChannelFrame } from '@kinora/shared/channel';
import { channelBlockedNotice, channelReportMenu } from '@kinora/shared/moderation';
import { useVideoOrderParam, videoOrderOptions } from '../../../lib/video-order';
import { useChannelVideos } from '../hooks/use-channel-videos';

export const CHANNEL_NO_VIDEOS = 'No videos uploaded by this channel yet.';
const SORT_OPTIONS = videoOrderOptions(CHANNEL_ORDER_LABELS);

/** `/channel/:username`: the channel header, then the channel's videos. */
export function ChannelPage() {
  return (
    <ChannelFrame
      menu={channelReportMenu}
      blocked={channelBlockedNotice}
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
  useFirstScreenReady(videos.status !== 'loading');
  return (
    <section aria-label="Videos">
      {/* Nothing to sort on an empty channel. */}
      {channel.videosCount > 1 ? (
        <SortBar>
          <SegmentedControl
            label="Sort videos"
            options={SORT_OPTIONS}
            value={order}
            onChange={setOrder}
          />
        </SortBar>
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
