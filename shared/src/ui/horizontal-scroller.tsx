import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { IconButton } from './icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { VideoCardSkeleton } from './skeleton';

export interface HorizontalScrollerProps {
  /** Heading of the row; also names the region. */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  /** Card column width on wide screens. */
  itemWidth?: number;
  /** Show `skeletonCount` skeleton cards instead of the children (home rows show 5): the row keeps
   * its height while it loads. */
  loading?: boolean;
  skeletonCount?: number;
}

/**
 * A titled row of cards that scrolls sideways: by touch, trackpad or keyboard (each card is
 * tabbable and scrolls into view), and with previous/next buttons that appear when there is more
 * to see in that direction.
 */
export function HorizontalScroller({
  title,
  children,
  headingLevel = 2,
  itemWidth = 280,
  loading = false,
  skeletonCount = 5,
}: HorizontalScrollerProps) {
  const t = useSharedT();
  const headingId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const [canScroll, setCanScroll] = useState({ back: false, forward: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    setCanScroll({ back: track.scrollLeft > 1, forward: track.scrollLeft < max - 1 });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    measure();
    // Cards arriving after the first paint change the width: measure again on content changes.
    const mutations = new MutationObserver(measure);
    mutations.observe(track, { childList: true });
    track.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
      mutations.disconnect();
    };
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: 'smooth' });
  };

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        <Controls>
          <IconButton
            aria-label={t('Scroll left')}
            size="sm"
            disabled={!canScroll.back}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('Scroll right')}
            size="sm"
            disabled={!canScroll.forward}
            onClick={() => scrollBy(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Controls>
      </Header>
      <Track ref={trackRef} $itemWidth={itemWidth} aria-busy={loading || undefined}>
        {loading
          ? Array.from({ length: skeletonCount }, (_, index) => <VideoCardSkeleton key={index} />)
          : children}
      </Track>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Controls = styled.div`
  display: none;
  gap: 4px;

  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

const Track = styled.div<{ $itemWidth: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 78%;
  gap: 16px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 4px;
  padding: 4px 4px 8px;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  > * {
    scroll-snap-align: start;
  }

  ${({ theme }) => theme.media.sm} {
    grid-auto-columns: 45%;
  }

  ${({ theme }) => theme.media.md} {
    grid-auto-columns: ${({ $itemWidth }) => $itemWidth}px;
  }
`;
