import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { VideoCardSkeleton } from './skeleton';
import { VisuallyHidden } from './visually-hidden';
import type { ReactNode } from 'react';

export interface VideoGridProps {
  children?: ReactNode;
  /** Show `skeletonCount` skeleton cards instead of the children. */
  loading?: boolean;
  skeletonCount?: number;
  /** Announced while loading; default 'Loading videos...'. */
  loadingLabel?: string;
  /** Narrowest card width before the grid drops a column. */
  minCardWidth?: number;
}

/**
 * How wide a card's thumbnail is drawn in the grid, for `sizes`: the whole width on a phone, about
 * half of it while two or three columns fit, and never much more than 400px on wider screens. It
 * is part of the contract because the server preloads the first thumbnail with these sizes.
 */
export { GRID_THUMBNAIL_SIZES } from '../routing/first-screen';

/**
 * How many cards of a page's first grid or row can be on screen before any scrolling (four
 * columns on a desktop, one or two on a phone): their thumbnails load first and at once.
 */
export const ABOVE_THE_FOLD_CARDS = 4;

/** Responsive card grid: one column on a 360px phone, up to six on a wide screen. */
export function VideoGrid({
  children,
  loading = false,
  skeletonCount = 12,
  loadingLabel,
  minCardWidth = 260,
}: VideoGridProps) {
  const t = useSharedT();
  if (loading) {
    return (
      <Grid $min={minCardWidth} aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel ?? t('Loading videos...')}</VisuallyHidden>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <VideoCardSkeleton key={index} />
        ))}
      </Grid>
    );
  }
  return <Grid $min={minCardWidth}>{children}</Grid>;
}

export const Grid = styled.div<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  gap: 32px 16px;
  width: 100%;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(
      auto-fill,
      minmax(min(100%, ${({ $min }) => Math.max($min, 300)}px), 1fr)
    );
  }
`;
