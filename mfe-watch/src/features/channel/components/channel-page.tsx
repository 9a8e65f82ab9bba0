import {
  ButtonLink,
  type ChannelProfile,
  ChannelFrame,
  CHANNEL_LOAD_ERROR,
  EmptyState,
  ErrorState,
  hrefs,
  LoadMore,
  toCardProps,
  VideoCard,
  VideoGrid,
  VideoIcon,
} from '@kinora/shared';
import { useChannelVideos } from '../hooks/use-channel-videos';

export const CHANNEL_NO_VIDEOS = 'No videos uploaded by this channel yet.';

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
  const videos = useChannelVideos(channel._id);
  return (
    <section aria-label="Videos">
      {videos.status === 'loading' ? (
        <VideoGrid loading skeletonCount={8} />
      ) : videos.status === 'error' ? (
        <ErrorState message={CHANNEL_LOAD_ERROR} onRetry={videos.reload} />
      ) : videos.items.length === 0 ? (
        <EmptyState icon={<VideoIcon />} title={CHANNEL_NO_VIDEOS} />
      ) : (
        <>
          <VideoGrid>
            {videos.items.map((video) => (
              <VideoCard key={video._id} {...toCardProps(video)} />
            ))}
          </VideoGrid>
          <LoadMore auto list={videos} failedMessage={CHANNEL_LOAD_ERROR} />
        </>
      )}
    </section>
  );
}
