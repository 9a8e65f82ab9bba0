import { VideoCard, VideoCardSkeleton, VisuallyHidden } from '@kinora/shared';
import styled from 'styled-components';
import { useUpNext } from '../hooks/use-up-next';

export const NO_RECOMMENDATIONS = 'No recommendations found.';

export function UpNext({ videoId, title }: { videoId: string; title: string | null }) {
  const state = useUpNext(videoId, title);
  return (
    <Column aria-labelledby="up-next-heading">
      <h2 id="up-next-heading">Up Next</h2>
      {state.status !== 'success' ? (
        <List aria-busy="true">
          <VisuallyHidden role="status">Loading recommendations...</VisuallyHidden>
          {Array.from({ length: 6 }, (_, index) => (
            <VideoCardSkeleton key={index} layout="row" />
          ))}
        </List>
      ) : state.data.length === 0 ? (
        <Muted>{NO_RECOMMENDATIONS}</Muted>
      ) : (
        <List as="ul">
          {state.data.map((card) => (
            <li key={card.id}>
              <VideoCard {...card} layout="row" />
            </li>
          ))}
        </List>
      )}
    </Column>
  );
}

const Column = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
