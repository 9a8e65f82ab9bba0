import styled, { css } from 'styled-components';
import { useT } from '../i18n';
import { formatFileSize } from './format-file-size';
import type { ReactNode } from 'react';

/** How a chosen image will be shown once saved, so the preview crops it the same way. */
export type PreviewShape = 'thumbnail' | 'banner' | 'avatar';

interface ChosenFileProps {
  file: File;
  /** Preview image URL for a chosen image. */
  previewUrl?: string | null;
  /** The crop of the preview: a 16:9 thumbnail (default), a channel banner, a round avatar. */
  shape?: PreviewShape;
  /** A control beside the name (an Undo button). */
  action?: ReactNode;
}

/** What was picked, before sending: the name, the size and, for an image, a preview. */
export function ChosenFile({ file, previewUrl, shape = 'thumbnail', action }: ChosenFileProps) {
  const t = useT();
  return (
    <Box $row={shape === 'avatar'} $narrow={shape === 'thumbnail'}>
      {previewUrl ? (
        <Preview
          src={previewUrl}
          alt={t('Preview of {{name}}', { name: file.name })}
          $shape={shape}
        />
      ) : null}
      <Details>
        <Name title={file.name}>{file.name}</Name>
        <Size>{formatFileSize(file.size)}</Size>
        {action}
      </Details>
    </Box>
  );
}

/**
 * The image saved now, in the same box and crop as a chosen one: `children` is the image (its
 * `<img>` is cropped here) and what to say under it.
 */
export function StoredImage({ shape, children }: { shape: PreviewShape; children: ReactNode }) {
  return (
    <Box $row={shape === 'avatar'} $narrow={shape === 'thumbnail'}>
      <Stored $shape={shape}>{children}</Stored>
    </Box>
  );
}

/* A thumbnail is drawn big enough to judge, no bigger: a dialog on a phone on its side still
   shows it whole. */
const Box = styled.div<{ $row: boolean; $narrow: boolean }>`
  display: flex;
  ${({ $narrow }) => ($narrow ? 'max-width: 342px;' : '')}
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  align-items: ${({ $row }) => ($row ? 'center' : 'stretch')};
  gap: ${({ $row }) => ($row ? '16px' : '8px')};
  min-width: 0;
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const shapes: Record<PreviewShape, ReturnType<typeof css>> = {
  thumbnail: css`
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${({ theme }) => theme.radii.sm};
  `,
  // The channel page's crop (see ChannelBanner): 4:1 on phones, 6:1 from tablets up.
  banner: css`
    width: 100%;
    aspect-ratio: 4 / 1;
    border-radius: ${({ theme }) => theme.radii.sm};

    ${({ theme }) => theme.media.sm} {
      aspect-ratio: 6 / 1;
    }
  `,
  avatar: css`
    flex: none;
    width: 96px;
    height: 96px;
    border-radius: 50%;
  `,
};

const Preview = styled.img<{ $shape: PreviewShape }>`
  object-fit: cover;
  background: ${({ theme }) => theme.colors.skeleton};
  ${({ $shape }) => shapes[$shape]}
`;

const Stored = styled.div<{ $shape: PreviewShape }>`
  display: contents;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  img {
    display: block;
    /* The img's width and height attributes (there against layout shift) yield to the crop. */
    height: auto;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.skeleton};
    ${({ $shape }) => shapes[$shape]}
  }
`;

const Details = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 4px 12px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.span`
  flex: 1 1 8ch;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Size = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
