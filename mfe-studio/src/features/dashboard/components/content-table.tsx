import {
  Button,
  currentLanguage,
  formatDate,
  hrefs,
  ResponsiveThumbnail,
  type Video,
  Link,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { RemovalNotice } from '../../../lib/removal-notice';
import { type DataColumn, DataTable } from '../../../lib/data-table';
import { VisibilitySelect } from '../../../lib/visibility-select';
import { audienceWord, pipelineWord, type VideoStateTone } from '../../../lib/video-state';
import type { VideoVisibility } from '@kinora/shared';

interface ContentTableProps {
  videos: Video[];
  /** Ids whose change of visibility is under way. */
  changing: ReadonlySet<string>;
  /** Ids whose Retry is under way. */
  retrying: ReadonlySet<string>;
  /** Ids whose Publish is under way. */
  publishing: ReadonlySet<string>;
  onChangeVisibility: (video: Video, visibility: VideoVisibility) => void;
  onRetry: (video: Video) => void;
  onPublish: (video: Video) => void;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
}

/**
 * The creator's videos: Video (thumbnail, title, processing status, the sensitive mark and a
 * moderator's removal), Visibility, Views, Created, Actions (Retry for a failed video, Edit,
 * Delete).
 */
export function ContentTable({
  videos,
  changing,
  retrying,
  publishing,
  onChangeVisibility,
  onRetry,
  onPublish,
  onEdit,
  onDelete,
}: ContentTableProps) {
  const t = useT();
  const count = new Intl.NumberFormat(currentLanguage());
  const columns: readonly DataColumn<Video>[] = [
    {
      label: t('Video'),
      cell: (video) => (
        <VideoBox>
          <OwnThumbnail video={video} />
          <TitleBox>
            <TitleLink to={hrefs.watch(video._id)} title={video.title}>
              {video.title}
            </TitleLink>
            <ProcessingStatus video={video} />
            {video.sensitive ? (
              <Status title={t('Viewers are warned before it plays.')}>{t('Sensitive')}</Status>
            ) : null}
            <RemovalNotice video={video} />
          </TitleBox>
        </VideoBox>
      ),
    },
    {
      label: t('Visibility'),
      // A draft is stored private whatever its owner chose (Publish applies the choice): its
      // stored visibility would say Private, which is not what the owner chose.
      cell: (video) =>
        video.draft ? (
          <DraftStatus video={video} />
        ) : (
          <VisibilitySelect
            aria-label={t('Visibility: {{title}}', { title: video.title })}
            value={video.visibility}
            busy={changing.has(video._id)}
            onChange={(visibility) => onChangeVisibility(video, visibility)}
          />
        ),
    },
    { label: t('Views'), numeric: true, cell: (video) => count.format(video.views) },
    {
      label: t('Created'),
      cell: (video) => <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>,
    },
    {
      label: t('Actions'),
      actions: true,
      cell: (video) => (
        <Actions>
          {video.status === 'failed' ? (
            <Button
              $size="sm"
              aria-label={t('Retry processing {{title}}', { title: video.title })}
              disabled={retrying.has(video._id)}
              onClick={() => onRetry(video)}
            >
              {t('Retry')}
            </Button>
          ) : null}
          {video.draft ? (
            <Button
              $size="sm"
              aria-label={t('Publish {{title}}', { title: video.title })}
              disabled={publishing.has(video._id)}
              onClick={() => onPublish(video)}
            >
              {t('Publish')}
            </Button>
          ) : null}
          <Button
            $variant="secondary"
            $size="sm"
            aria-label={t('Edit {{title}}', { title: video.title })}
            onClick={() => onEdit(video)}
          >
            {t('Edit')}
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            aria-label={t('Delete {{title}}', { title: video.title })}
            onClick={() => onDelete(video)}
          >
            {t('Delete')}
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <DataTable
      label={t('Your videos')}
      columns={columns}
      rows={videos}
      rowKey={(video) => video._id}
    />
  );
}

/** A draft's Visibility cell: Draft, said as the owner's lists say it. */
function DraftStatus({ video }: { video: Video }) {
  const t = useT();
  const word = audienceWord(video);
  return word ? (
    <Status $tone={word.tone} title={t('Seen by you only until you publish it.')}>
      {word.text}
    </Status>
  ) : null;
}

/**
 * Nothing for a ready video; the progress while it uploads or is processed; Failed and why.
 */
export function ProcessingStatus({ video }: { video: Video }) {
  const word = pipelineWord(video);
  if (!word) return null;
  return (
    <>
      <Status $tone={word.tone}>{word.text}</Status>
      {video.status === 'failed' && video.failureReason ? (
        <Reason>{video.failureReason}</Reason>
      ) : null}
    </>
  );
}

function OwnThumbnail({ video }: { video: Video }) {
  return (
    <ResponsiveThumbnail src={video.thumbnail} sources={video.thumbnailSources} sizes="120px" />
  );
}

const VideoBox = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 240px;
  max-width: 420px;
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  img {
    flex: none;
    width: 120px;
    /* The img's height attribute (there against layout shift) would otherwise win over the ratio. */
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

const TitleBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Status = styled.span<{ $tone?: VideoStateTone }>`
  align-self: flex-start;
  padding: 1px 8px;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'draft' ? theme.colors.warning : 'transparent')};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) =>
    $tone === 'failed'
      ? theme.colors.danger
      : $tone === 'draft'
        ? theme.colors.warning
        : theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

const TitleLink = styled(Link)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
