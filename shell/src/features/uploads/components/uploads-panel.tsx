import { Button, hrefs, Link, uploadPercent, useUploads, type Translate } from '@kinora/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { UploadRow } from './upload-row';

/** One line that says how the uploads go, for the folded panel's header. */
function summary(t: Translate, count: number, running: number, percent: number): string {
  if (running === 0) return t('{{count}} uploads', { count });
  return t('Uploading {{count}} files · {{percent}}%', { count: running, percent });
}

/**
 * The site's uploads in a small panel at the bottom corner: each file's progress with Pause,
 * Resume and Cancel, then a link to its details. It folds to one line so it never hides a page.
 */
export default function UploadsPanel() {
  const t = useT();
  const uploads = useUploads((state) => state.uploads);
  const [open, setOpen] = useState(true);
  const running = uploads.filter((upload) => upload.state === 'uploading');
  const sent = running.reduce((sum, upload) => sum + upload.bytesSent, 0);
  const total = running.reduce((sum, upload) => sum + upload.bytesTotal, 0);
  const percent = uploadPercent({
    id: '',
    videoId: null,
    fileName: '',
    bytesSent: sent,
    bytesTotal: total,
    state: 'uploading',
  });
  const listId = 'uploads-panel-list';

  return (
    <Panel aria-label={t('Uploads')}>
      <Header>
        <Summary>{summary(t, uploads.length, running.length, percent)}</Summary>
        <Button
          $variant="ghost"
          $size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t('Hide') : t('Show')}
        </Button>
      </Header>
      <List id={listId} hidden={!open}>
        {uploads.map((upload) => (
          <UploadRow key={upload.id} upload={upload} />
        ))}
      </List>
      {open ? <StudioLink to={hrefs.dashboard()}>{t('All your videos')}</StudioLink> : null}
    </Panel>
  );
}

const Panel = styled.section`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: 8px;
  /* Over the sidebar and the top bar (the panel sits in their corner), under dialogs. */
  z-index: ${({ theme }) => theme.zIndices.topBar + 1};
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: min(50vh, 420px);
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceFloating};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  /* Bottom right where the page is wide, clear of the sidebar and of the scroll-to-top button. */
  ${({ theme }) => theme.media.md} {
    left: auto;
    right: 84px;
    bottom: 24px;
    width: 360px;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Summary = styled.h2`
  min-width: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const StudioLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
