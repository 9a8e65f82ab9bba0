import {
  Button,
  hrefs,
  Link,
  uploadPercent,
  type Translate,
  type UploadItem,
  useUploads,
} from '@kinora/shared';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

function stateText(t: Translate, upload: UploadItem, percent: number): string {
  switch (upload.state) {
    case 'uploading':
      return t('{{percent}}%', { percent });
    case 'paused':
      return upload.needsFile
        ? t('Paused at {{percent}}%. Pick the same file to go on.', { percent })
        : t('Paused at {{percent}}%', { percent });
    case 'offline':
      return t('Waiting for the network… {{percent}}%', { percent });
    case 'error':
      return upload.error ?? t('Upload failed.');
    case 'done':
      return t('Processing…');
  }
}

/** One upload in the panel: its name, a bar with the percent, and what can be done with it. */
export function UploadRow({ upload }: { upload: UploadItem }) {
  const t = useT();
  const { pause, resume, cancel, dismiss } = useUploads.getState();
  const percent = uploadPercent(upload);
  const fileInputId = useId();
  const done = upload.state === 'done';
  return (
    <Row>
      <Name title={upload.fileName}>{upload.fileName}</Name>
      {done ? null : (
        <Bar
          max={100}
          value={percent}
          aria-label={t('Upload progress of {{fileName}}', { fileName: upload.fileName })}
        />
      )}
      <Line>
        <State $error={upload.state === 'error'} role="status">
          {stateText(t, upload, percent)}
        </State>
        <Actions>
          {upload.videoId ? (
            <EditLink to={hrefs.uploadVideo(upload.videoId)}>
              {done ? t('Edit video') : t('Details')}
            </EditLink>
          ) : null}
          {upload.state === 'uploading' || upload.state === 'offline' ? (
            <Button $variant="secondary" $size="sm" onClick={() => pause(upload.id)}>
              {t('Pause')}
            </Button>
          ) : null}
          {(upload.state === 'paused' || upload.state === 'error') && !upload.needsFile ? (
            <Button $variant="secondary" $size="sm" onClick={() => resume(upload.id)}>
              {t('Resume')}
            </Button>
          ) : null}
          {upload.needsFile ? (
            <PickLabel htmlFor={fileInputId}>
              {t('Resume')}
              <HiddenInput
                id={fileInputId}
                type="file"
                accept="video/*"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) resume(upload.id, file);
                }}
              />
            </PickLabel>
          ) : null}
          {done ? (
            <Button $variant="ghost" $size="sm" onClick={() => dismiss(upload.id)}>
              {t('Close')}
            </Button>
          ) : (
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={t('Cancel upload of {{fileName}}', { fileName: upload.fileName })}
              onClick={() => cancel(upload.id)}
            >
              {t('Cancel')}
            </Button>
          )}
        </Actions>
      </Line>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px;
`;

const State = styled.span<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  margin-left: auto;
`;

const EditLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const Bar = styled.progress`
  width: 100%;
  height: 6px;
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.surface};
  }

  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.accent};
  }
`;
