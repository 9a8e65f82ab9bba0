import { Button, formatDate, hrefs, ResponsiveThumbnail, type Video, Link } from '@kinora/shared';
import styled from 'styled-components';
import { RemovalNotice } from '../../../lib/removal-notice';
import { TableRegion } from '../../../lib/table-region';
import { VisibilitySelect } from '../../../lib/visibility-select';
import type { VideoVisibility } from '@kinora/shared';

interface ContentTableProps {
  videos: Video[];
  /** Ids whose change of visibility is under way. */
  changing: ReadonlySet<string>;
  /** Ids whose Retry is under way. */
  retrying: ReadonlySet<string>;
  onChangeVisibility: (video: Video, visibility: VideoVisibility) => void;
  onRetry: (video: Video) => void;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
}

const count = new Intl.NumberFormat('en-US');

/**
 * The creator's videos: Video (thumbnail, title, processing status, the sensitive mark and a
 * moderator's removal), Visibility, Views, Created, Actions (Retry for a failed video, Edit,
 * Delete).
 */
export function ContentTable({
  videos,
  changing,
  retrying,
  onChangeVisibility,
  onRetry,
  onEdit,
  onDelete,
}: ContentTableProps) {
  return (
    // Focusable so keyboard users can scroll it sideways when a tablet is too narrow.
    <TableRegion label="Your videos">
      {/* Explicit roles: on phones the rows are laid out as cards, and some browsers drop a
          table's semantics once its display changes. */}
      <Table role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              Video
            </th>
            <th role="columnheader" scope="col">
              Visibility
            </th>
            <Numeric as="th" role="columnheader" scope="col">
              Views
            </Numeric>
            <th role="columnheader" scope="col">
              Created
            </th>
            <th role="columnheader" scope="col">
              Actions
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {videos.map((video) => (
            <tr role="row" key={video._id}>
              <VideoCell role="cell">
                <VideoBox>
                  <OwnThumbnail video={video} />
                  <TitleBox>
                    <TitleLink to={hrefs.watch(video._id)} title={video.title}>
                      {video.title}
                    </TitleLink>
                    <ProcessingStatus video={video} />
                    {video.sensitive ? (
                      <Status title="Viewers are warned before it plays.">Sensitive</Status>
                    ) : null}
                    <RemovalNotice video={video} />
                  </TitleBox>
                </VideoBox>
              </VideoCell>
              <td role="cell">
                <VisibilitySelect
                  aria-label={`Visibility: ${video.title}`}
                  value={video.visibility}
                  busy={changing.has(video._id)}
                  onChange={(visibility) => onChangeVisibility(video, visibility)}
                />
              </td>
              <Numeric role="cell" data-label="Views">
                {count.format(video.views)}
              </Numeric>
              <td role="cell" data-label="Created">
                <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
              </td>
              <ActionsCell role="cell">
                <Actions>
                  {video.status === 'failed' ? (
                    <Button
                      $size="sm"
                      aria-label={`Retry processing ${video.title}`}
                      disabled={retrying.has(video._id)}
                      onClick={() => onRetry(video)}
                    >
                      Retry
                    </Button>
                  ) : null}
                  <Button
                    $variant="secondary"
                    $size="sm"
                    aria-label={`Edit ${video.title}`}
                    onClick={() => onEdit(video)}
                  >
                    Edit
                  </Button>
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={`Delete ${video.title}`}
                    onClick={() => onDelete(video)}
                  >
                    Delete
                  </Button>
                </Actions>
              </ActionsCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

/** Nothing for a ready video; the progress while it is processed; why it failed. */
function ProcessingStatus({ video }: { video: Video }) {
  if (video.status === 'processing') {
    return <Status>Processing {video.processing?.progress ?? 0}%</Status>;
  }
  if (video.status === 'failed') {
    return (
      <>
        <Status $failed>Failed</Status>
        {video.failureReason ? <Reason>{video.failureReason}</Reason> : null}
      </>
    );
  }
  return null;
}

function OwnThumbnail({ video }: { video: Video }) {
  return (
    <ResponsiveThumbnail src={video.thumbnail} sources={video.thumbnailSources} sizes="120px" />
  );
}

/* Mobile first: each row is a card (video on top, then visibility, views, date and actions);
   from the md breakpoint up it is a regular table. */
const Table = styled.table`
  display: block;
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  tbody {
    display: block;
  }

  tbody tr {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
    padding: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody tr:last-child {
    border-bottom: 0;
  }

  td {
    display: block;
    min-width: 0;
  }

  td[data-label]::before {
    content: attr(data-label) ': ';
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.md} {
    display: table;
    min-width: 720px;

    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }

    tbody {
      display: table-row-group;
    }

    thead {
      display: table-header-group;
    }

    tbody tr {
      display: table-row;
      padding: 0;
    }

    th,
    td {
      display: table-cell;
      padding: 12px 16px;
      text-align: left;
      vertical-align: middle;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      white-space: nowrap;
    }

    td[data-label]::before {
      content: none;
    }

    thead th {
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.fontWeights.medium};
    }

    tbody tr:last-child td {
      border-bottom: 0;
    }

    tbody tr:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

const Numeric = styled.td`
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.md} {
    && {
      text-align: right;
    }
  }
`;

const VideoCell = styled.td`
  grid-column: 1 / -1;
`;

const VideoBox = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    min-width: 260px;
    max-width: 420px;
    white-space: normal;
  }

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

const Status = styled.span<{ $failed?: boolean }>`
  align-self: flex-start;
  padding: 1px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.textMuted)};
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

const ActionsCell = styled.td`
  align-self: center;
  justify-self: end;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;
