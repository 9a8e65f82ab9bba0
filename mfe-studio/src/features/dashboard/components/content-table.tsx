import { Button, formatDate, hrefs, type Video } from '@kinora/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PublishSwitch } from './publish-switch';

interface ContentTableProps {
  videos: Video[];
  /** Ids whose publish toggle is under way. */
  toggling: ReadonlySet<string>;
  onTogglePublish: (video: Video) => void;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
}

const count = new Intl.NumberFormat('en-US');

/** The creator's videos: Video (thumbnail and title), Visibility, Views, Created, Actions. */
export function ContentTable({
  videos,
  toggling,
  onTogglePublish,
  onEdit,
  onDelete,
}: ContentTableProps) {
  return (
    // Scrolls sideways on phones; focusable so keyboard users can scroll it too.
    <Scroller role="region" aria-label="Your videos" tabIndex={0}>
      <Table>
        <thead>
          <tr>
            <th scope="col">Video</th>
            <th scope="col">Visibility</th>
            <Numeric as="th" scope="col">
              Views
            </Numeric>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr key={video._id}>
              <td>
                <VideoCell>
                  <img src={video.thumbnail} alt="" loading="lazy" />
                  <TitleLink to={hrefs.watch(video._id)} title={video.title}>
                    {video.title}
                  </TitleLink>
                </VideoCell>
              </td>
              <td>
                <PublishSwitch
                  title={video.title}
                  published={video.isPublished}
                  busy={toggling.has(video._id)}
                  onToggle={() => onTogglePublish(video)}
                />
              </td>
              <Numeric>{count.format(video.views)}</Numeric>
              <td>
                <time dateTime={video.createdAt}>{formatDate(video.createdAt)}</time>
              </td>
              <td>
                <Actions>
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
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 12px 16px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
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
`;

const Numeric = styled.td`
  && {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const VideoCell = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 260px;
  max-width: 420px;
  white-space: normal;

  img {
    flex: none;
    width: 120px;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.skeleton};
  }
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
  gap: 8px;
`;
