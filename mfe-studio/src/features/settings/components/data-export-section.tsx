import {
  API_BASE,
  apiBaseUrl,
  Button,
  buttonStyles,
  DATA_EXPORT_VALID_DAYS,
  formatDate,
  getErrorMessage,
  notify,
  useAsync,
  usePolling,
  type ButtonStyleProps,
  type DataExport,
} from '@kinora/shared';
import { getDataExport, requestDataExport } from '@kinora/shared/account';
import { useState } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '../../../lib/format-file-size';
import { TitledSection } from '../../../lib/titled-section';

export const EXPORT_REQUEST_FAILED = 'Could not start preparing your data. Please try again.';
export const EXPORT_PREPARING =
  'We’re preparing your data. We’ll email you a link when it’s ready; you can leave this page.';
/** While an archive is written, the section follows it without a reload. */
export const EXPORT_POLL_MS = 5_000;

/**
 * "Download your data": ask for an archive of everything the account made and chose, follow it
 * while a job writes it, and download it from here or from the mailed link for a week.
 */
export function DataExportSection() {
  const archive = useAsync(getDataExport, []);
  const [asking, setAsking] = useState(false);
  const current = archive.state.status === 'success' ? archive.state.data : null;
  usePolling(
    async () => {
      const next = await getDataExport();
      archive.setData(() => next);
    },
    current?.state === 'preparing' ? EXPORT_POLL_MS : null,
  );

  const ask = async () => {
    setAsking(true);
    try {
      const started = await requestDataExport();
      archive.setData(() => started);
    } catch (failure) {
      notify.error(getErrorMessage(failure, EXPORT_REQUEST_FAILED));
    } finally {
      setAsking(false);
    }
  };

  return (
    <TitledSection
      title="Download your data"
      description={`An archive of your profile, videos, comments, posts, playlists, watch history, likes and subscriptions. Its link works for ${DATA_EXPORT_VALID_DAYS} days.`}
    >
      {current ? <ArchiveState archive={current} /> : null}
      {current?.state !== 'preparing' ? (
        <div>
          <Button
            $variant={current?.state === 'ready' ? 'secondary' : 'primary'}
            disabled={asking || archive.state.status === 'loading'}
            onClick={() => void ask()}
          >
            {asking
              ? 'Starting...'
              : current?.state === 'ready'
                ? 'Prepare a new archive'
                : 'Prepare my data'}
          </Button>
        </div>
      ) : null}
    </TitledSection>
  );
}

function ArchiveState({ archive }: { archive: DataExport }) {
  if (archive.state === 'preparing') return <Status role="status">{EXPORT_PREPARING}</Status>;
  if (archive.state === 'failed')
    return <Status role="alert">{archive.failureReason ?? EXPORT_REQUEST_FAILED}</Status>;
  if (archive.state !== 'ready' || !archive.downloadUrl) return null;
  return (
    <Ready>
      <Status>
        Your archive is ready
        {archive.sizeBytes !== null ? ` (${formatFileSize(archive.sizeBytes)})` : ''}. Its link
        works until {archive.expiresAt ? formatDate(archive.expiresAt) : 'next week'}.
      </Status>
      {/* The API may live on another origin: the link is the API's, opened as a download. */}
      <DownloadLink href={`${apiBaseUrl()}${archive.downloadUrl.slice(API_BASE.length)}`} download>
        Download archive
      </DownloadLink>
    </Ready>
  );
}

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Ready = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const DownloadLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
