import { Button, Spinner } from '@kinora/shared';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

export interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  label?: string;
  /** Also load when the button scrolls into view (infinite scroll); the button stays as fallback. */
  auto?: boolean;
}

/** 'Load More' under a list, optionally triggered by scrolling near it. */
export function LoadMore({
  onLoadMore,
  loading,
  label = 'Load More',
  auto = false,
}: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;
  const busy = useRef(loading);
  busy.current = loading;

  useEffect(() => {
    const node = ref.current;
    if (!auto || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!busy.current && entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto]);

  return (
    <Wrap ref={ref}>
      <Button
        $variant="secondary"
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        {loading ? <SmallSpinner aria-hidden="true" /> : null}
        {label}
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px 0 8px;
`;

const SmallSpinner = styled(Spinner)`
  width: 16px;
  height: 16px;
  border-width: 2px;
`;
