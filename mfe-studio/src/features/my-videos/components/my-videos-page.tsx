import {
  ButtonLink,
  EmptyState,
  ErrorState,
  hrefs,
  LoadMore,
  PageHeader,
  toCardProps,
  useDocumentTitle,
  VideoCard,
  VideoGrid,
  VideoIcon,
  type Video,
} from '@kinora/shared';
import styled from 'styled-components';
import { RemovalNotice } from '../../../lib/removal-notice';
import { useOwnVideos } from '../../../lib/use-own-videos';
import { useDropToUpload } from '../../../lib/video-drop-zone';
import { videoStateWords } from '../../../lib/video-state';

export const NO_VIDEOS = "You haven't uploaded any videos yet.";
export const FETCH_FAILED = 'Failed to fetch your videos.';

/** `/my-videos`: the signed-in person's videos, unpublished ones marked, in a grid. */
export function MyVideosPage() {
  useDocumentTitle('My Videos');
  useDropToUpload();
  const own = useOwnVideos();

  const uploadLink = (
    <ButtonLink to={hrefs.uploadVideo()} $size="md">
      Upload Video
    </ButtonLink>
  );

  return (
    <div>
      <PageHeader
        title="My Videos"
        actions={
          <>
            <ButtonLink to={hrefs.dashboard()} $variant="ghost">
              Creator Dashboard
            </ButtonLink>
            {uploadLink}
          </>
        }
      />
      {own.status === 'loading' ? (
        <VideoGrid loading loadingLabel="Loading your videos..." />
      ) : own.status === 'error' ? (
        <ErrorState message={FETCH_FAILED} onRetry={own.reload} />
      ) : own.items.length === 0 ? (
        <EmptyState
          icon={<VideoIcon />}
          title={NO_VIDEOS}
          message="Videos you upload appear here, published or not."
          action={uploadLink}
        />
      ) : (
        <>
          <VideoGrid>
            {own.items.map((video) => (
              <OwnVideoCard key={video._id} video={video} />
            ))}
          </VideoGrid>
          <LoadMore list={own} failedMessage={FETCH_FAILED} />
        </>
      )}
    </div>
  );
}

/**
 * The owner's own video: its thumbnail as it is (the owner is never warned of their own videos),
 * its state in words under it.
 */
function OwnVideoCard({ video }: { video: Video }) {
  const words = videoStateWords(video);
  return (
    <VideoCard
      {...toCardProps(video)}
      sensitive={false}
      extra={
        words.length === 0 && !video.sensitive && !video.removal ? null : (
          <>
            {words.map((word) => (
              <DraftBadge key={word.text} $failed={word.tone === 'failed'}>
                {word.text}
              </DraftBadge>
            ))}
            {video.sensitive ? <DraftBadge>Sensitive</DraftBadge> : null}
            <RemovalNotice video={video} />
          </>
        )
      }
    />
  );
}

const DraftBadge = styled.span<{ $failed?: boolean }>`
  display: inline-block;
  margin-right: 6px;
  padding: 2px 8px;
  border: 1px solid
    ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.warning)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.warning)};
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
