import { useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export const DROP_HINT = 'or drop video files here';

/** The video files of a drop; other files (an image dropped by mistake) are left out. */
export function droppedVideos(event: DragEvent): File[] {
  return Array.from(event.dataTransfer.files).filter((file) => file.type.startsWith('video/'));
}

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

interface VideoDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A region that takes dropped video files, outlined while files are dragged over it. */
export function VideoDropZone({ onFiles, disabled, children }: VideoDropZoneProps) {
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
      <Hint>{DROP_HINT}</Hint>
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
