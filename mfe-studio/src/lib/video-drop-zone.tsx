import { useUploads } from '@kinora/shared';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';

/** The video files of a drop; other files (an image dropped by mistake) are left out. */
export function droppedVideos(event: DragEvent): File[] {
  return Array.from(event.dataTransfer.files).filter((file) => file.type.startsWith('video/'));
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * Video files dropped anywhere on the page go to `onFiles` (a studio page starts uploading
 * them), instead of the browser opening the file in place of the site.
 */
export function usePageFileDrop(onFiles: (files: File[]) => void): void {
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    const carries = (event: globalThis.DragEvent) =>
      Array.from(event.dataTransfer?.types ?? []).includes('Files');
    const onDragOver = (event: globalThis.DragEvent) => {
      if (carries(event)) event.preventDefault();
    };
    const onDrop = (event: globalThis.DragEvent) => {
      if (!carries(event)) return;
      event.preventDefault();
      const files = Array.from(event.dataTransfer?.files ?? []).filter((file) =>
        file.type.startsWith('video/'),
      );
      if (files.length > 0) latest.current(files);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}

interface VideoDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A region that takes dropped video files, outlined while files are dragged over it. */
export function VideoDropZone({ onFiles, disabled, children }: VideoDropZoneProps) {
  const t = useT();
  const [over, setOver] = useState(false);
  return (
    <Zone
      $over={over}
      onDragOver={(event) => {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        // The studio-wide drop would start the same files again.
        event.stopPropagation();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (disabled) return;
        event.preventDefault();
        event.stopPropagation();
        const files = droppedVideos(event);
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      <Hint>{t('or drop video files here')}</Hint>
    </Zone>
  );
}

const Zone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  padding: 12px;
  border: 2px dashed
    ${({ theme, $over }) => ($over ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.surfaceHover : 'transparent')};
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A studio page where dropping video files anywhere starts uploading them (the panel shows them). */
export function useDropToUpload(): void {
  usePageFileDrop((files) => {
    useUploads.getState().startUploads(files);
  });
}
