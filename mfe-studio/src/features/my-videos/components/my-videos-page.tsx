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
import { useT } from '../../../i18n';
import { RemovalNotice } from '../../../lib/removal-notice';
import { useOwnVideos } from '../../../lib/use-own-videos';
import { useDropToUpload } from '../../../lib/video-drop-zone';
import { videoStateWords } from '../../../lib/video-state';

/** `/my-videos`: the signed-in person's videos, unpublished ones marked, in a grid. */
export function MyVideosPage() {
  const t = useT();
  useDocumentTitle(t('My Videos'));
  useDropToUpload();
  const own = useOwnVideos();

  const uploadLink = (
    <ButtonLink to={hrefs.uploadVideo()} $size="md">
      {t('Upload Video')}
    </ButtonLink>
  );

  return (
    <div>
      <PageHeader
        title={t('My Videos')}
        actions={
          <>
            <ButtonLink to={hrefs.dashboard()} $variant="ghost">
              {t('Creator Dashboard')}
            </ButtonLink>
            {uploadLink}
          </>
        }
      />
      {own.status === 'loading' ? (
        <VideoGrid loading loadingLabel={t('Loading your videos...')} />
      ) : own.status === 'error' ? (
        <ErrorState message={t('Failed to fetch your videos.')} onRetry={own.reload} />
      ) : own.items.length === 0 ? (
        <EmptyState
          icon={<VideoIcon />}
          title={t("You haven't uploaded any videos yet.")}
          message={t('Videos you upload appear here, published or not.')}
          action={uploadLink}
        />
      ) : (
        <>
          <VideoGrid>
            {own.items.map((video) => (
              <OwnVideoCard key={video._id} video={video} />
            ))}
          </VideoGrid>
          <LoadMore list={own} failedMessage={t('Failed to fetch your videos.')} />
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
  const t = useT();
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
            {video.sensitive ? <DraftBadge>{t('Sensitive')}</DraftBadge> : null}
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
