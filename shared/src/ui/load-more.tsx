import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { Button } from './button';
import { Spinner } from './states';

/** What `LoadMore` reads of a paged list (`usePagedList`'s result fits). */
export interface LoadMoreList {
  items: readonly unknown[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => Promise<boolean>;
}

export interface LoadMoreProps {
  list: LoadMoreList;
  /**
   * Also load when the button comes near the viewport (infinite scroll). The button stays as the
   * fallback, and after a failure loading waits for the person to ask again.
   */
  auto?: boolean;
  /** The failure line ('Could not load more comments.'); default 'Could not load more.' */
  failedMessage?: string;
}

/** The button's words in English; it says them in the interface's language. */
export const LOAD_MORE_LABEL = 'Load More';

/** Start fetching a little before the end comes into view, so scrolling rarely waits. */
const LOOK_AHEAD = '600px 0px';

/** The button under a paged list, with its busy and failed states; nothing once all is loaded. */
export function LoadMore({ list, auto = false, failedMessage }: LoadMoreProps) {
  const t = useSharedT();
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const { hasMore, loadingMore, loadMoreFailed, loadMore } = list;
  const armed = auto && hasMore && !loadingMore && !loadMoreFailed;

  // Re-armed after every page (items.length): an observer only reports changes, so a sentinel
  // that stays in view after a short page would otherwise never fire again.
  const loaded = list.items.length;
  useEffect(() => {
    if (!armed || !sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: LOOK_AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [armed, sentinel, loadMore, loaded]);

  if (!hasMore) return null;
  return (
    <Row ref={setSentinel}>
      {loadMoreFailed ? (
        <Failed role="alert">{failedMessage ?? t('Could not load more.')}</Failed>
      ) : null}
      <Button
        $variant="secondary"
        onClick={() => void loadMore()}
        disabled={loadingMore}
        aria-busy={loadingMore || undefined}
      >
        {loadingMore ? <SmallSpinner aria-hidden="true" /> : null}
        {loadMoreFailed ? t('Try again') : t('Load More')}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 24px 0 8px;
`;

const Failed = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SmallSpinner = styled(Spinner)`
  width: 16px;
  height: 16px;
  border-width: 2px;
`;
