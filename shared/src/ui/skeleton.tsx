import styled, { keyframes } from 'styled-components';
import type { VideoCardLayout } from './video-card';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey placeholder block with a soft shimmer. */
export const SkeletonBlock = styled.div<{ $width?: string; $height?: string; $radius?: string }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '14px' }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

/** The shape of a `VideoCard` while its data loads. Hidden from assistive tech. */
export function VideoCardSkeleton({ layout = 'grid' }: { layout?: VideoCardLayout }) {
  const row = layout === 'row';
  return (
    <Shape aria-hidden="true" data-testid="video-card-skeleton" $row={row}>
      <SkeletonBlock
        $width={row ? '40%' : '100%'}
        $height="auto"
        $radius="14px"
        style={{ aspectRatio: '16 / 9', maxWidth: row ? '168px' : undefined }}
      />
      <Lines>
        {row ? null : <SkeletonBlock $width="36px" $height="36px" $radius="50%" />}
        <Stack>
          <SkeletonBlock $width="90%" $height="16px" />
          <SkeletonBlock $width="60%" />
          <SkeletonBlock $width="40%" />
        </Stack>
      </Lines>
    </Shape>
  );
}

const Shape = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  gap: 12px;
  min-width: 0;
`;

const Lines = styled.div`
  display: flex;
  gap: 12px;
  flex: 1;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  flex: 1;
`;
