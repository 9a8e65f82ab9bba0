import {
  ABOVE_THE_FOLD_CARDS,
  ButtonLink,
  type ChannelProfile,
  EmptyState,
  ErrorState,
  hrefs,
  LoadMore,
  SegmentedControl,
  SortBar,
  toCardProps,
  useFirstScreenReady,
  usePageTexts,
  VideoCard,
  VideoGrid,
  VideoIcon,
} from '@kinora/shared';
import { channelLoadError, ChannelFrame } from '@kinora/shared/channel';
import { channelBlockedNotice, channelReportMenu } from '@kinora/shared/moderation';
import { useVideoOrderParam, videoOrderOptions } from '../../../lib/video-order';
import { useT } from '../../../i18n';
import { useChannelVideos } from '../hooks/use-channel-videos';

/** `/channel/:username`: the channel header, then the channel's videos. */
export function ChannelPage() {
  const t = useT();
  return (
    <ChannelFrame
      menu={channelReportMenu}
      blocked={channelBlockedNotice}
      ownerActions={
        <ButtonLink to={hrefs.myVideos()} $variant="secondary">
          {t('Manage My Videos')}
        </ButtonLink>
      }
    >
      {(channel) => <ChannelVideos channel={channel} />}
    </ChannelFrame>
  );
}

function ChannelVideos({ channel }: { channel: ChannelProfile }) {
  const t = useT();
  const { channelOrderLabels } = usePageTexts();
  const [order, setOrder] = useVideoOrderParam();
  const videos = useChannelVideos(channel._id, order);
  useFirstScreenReady(videos.status !== 'loading');
  return (
    <section aria-label={t('Videos')}>
      {/* Nothing to sort on an empty channel. */}
      {channel.videosCount > 1 ? (
        <SortBar>
          <SegmentedControl
            label={t('Sort videos')}
            options={videoOrderOptions(channelOrderLabels)}
            value={order}
            onChange={setOrder}
          />
        </SortBar>
      ) : null}
      {videos.status === 'loading' ? (
        <VideoGrid loading skeletonCount={8} />
      ) : videos.status === 'error' ? (
        <ErrorState message={channelLoadError()} onRetry={videos.reload} />
      ) : videos.items.length === 0 ? (
        <EmptyState icon={<VideoIcon />} title={t('No videos uploaded by this channel yet.')} />
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
          <LoadMore auto list={videos} failedMessage={channelLoadError()} />
        </>
      )}
    </section>
  );
}
