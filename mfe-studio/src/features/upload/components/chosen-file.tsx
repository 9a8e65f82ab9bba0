import styled from 'styled-components';
import { formatFileSize } from '../../../lib/format-file-size';

interface ChosenFileProps {
  file: File;
  /** Preview image URL for a chosen thumbnail. */
  previewUrl?: string | null;
}

/** What was picked, before sending: the name, the size and, for an image, a preview. */
export function ChosenFile({ file, previewUrl }: ChosenFileProps) {
  return (
    <Box>
      {previewUrl ? <Preview src={previewUrl} alt={`Preview of ${file.name}`} /> : null}
      <Details>
        <Name title={file.name}>{file.name}</Name>
        <Size>{formatFileSize(file.size)}</Size>
      </Details>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Preview = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Details = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Size = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
