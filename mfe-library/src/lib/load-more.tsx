import { Button } from '@kinora/shared';
import styled from 'styled-components';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** What the failure line says, e.g. 'Could not load more playlists.' */
  failedMessage?: string;
}

/** The button under a paged list, with its busy and failed states. */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onLoadMore,
  failedMessage = 'Could not load more.',
}: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <Row>
      {failed ? <Failed role="alert">{failedMessage}</Failed> : null}
      <Button $variant="secondary" onClick={onLoadMore} disabled={loading} aria-busy={loading}>
        {loading ? 'Loading...' : failed ? 'Try again' : 'Load more'}
      </Button>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin-top: 32px;
`;

const Failed = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
