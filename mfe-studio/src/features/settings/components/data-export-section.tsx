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
import { useT } from '../../../i18n';

/** The English of the words shown while an archive is written, which the section's test reads. */
export const EXPORT_PREPARING =
  'We’re preparing your data. We’ll email you a link when it’s ready; you can leave this page.';
/** While an archive is written, the section follows it without a reload. */
export const EXPORT_POLL_MS = 5_000;

/**
 * "Download your data": ask for an archive of everything the account made and chose, follow it
 * while a job writes it, and download it from here or from the mailed link for a week.
 */
export function DataExportSection() {
  const t = useT();
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
      notify.error(
        getErrorMessage(failure, t('Could not start preparing your data. Please try again.')),
      );
    } finally {
      setAsking(false);
    }
  };

  return (
    <TitledSection
      title={t('Download your data')}
      description={t(
        'An archive of your profile, videos, comments, posts, playlists, watch history, likes and subscriptions. Its link works for {{count}} days.',
        { count: DATA_EXPORT_VALID_DAYS },
      )}
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
              ? t('Starting...')
              : current?.state === 'ready'
                ? t('Prepare a new archive')
                : t('Prepare my data')}
          </Button>
        </div>
      ) : null}
    </TitledSection>
  );
}

function ArchiveState({ archive }: { archive: DataExport }) {
  const t = useT();
  if (archive.state === 'preparing')
    return (
      <Status role="status">
        {t(
          'We’re preparing your data. We’ll email you a link when it’s ready; you can leave this page.',
        )}
      </Status>
    );
  if (archive.state === 'failed')
    return (
      <Status role="alert">
        {archive.failureReason ?? t('Could not start preparing your data. Please try again.')}
      </Status>
    );
  if (archive.state !== 'ready' || !archive.downloadUrl) return null;
  return (
    <Ready>
      <Status>
        {archive.sizeBytes !== null
          ? t('Your archive is ready ({{size}}).', { size: formatFileSize(archive.sizeBytes) })
          : t('Your archive is ready.')}{' '}
        {archive.expiresAt
          ? t('Its link works until {{date}}.', { date: formatDate(archive.expiresAt) })
          : t('Its link works until next week.')}
      </Status>
      {/* The API may live on another origin: the link is the API's, opened as a download. */}
      <DownloadLink href={`${apiBaseUrl()}${archive.downloadUrl.slice(API_BASE.length)}`} download>
        {t('Download archive')}
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
