import {
  VideoCard,
  VideoCardSkeleton,
  VisuallyHidden,
  useSearchParams,
  type VideoCardData,
} from '@kinora/shared';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { usePlaylistQueue } from '../hooks/use-playlist-up-next';
import { useUpNext } from '../hooks/use-up-next';
import { AutoplaySwitch } from './autoplay-switch';
import { PlaylistUpNext } from './playlist-up-next';

interface UpNextProps {
  videoId: string;
  title: string | null;
  /** Told the video that follows in the playlist (`?list=`), once it is known. */
  onNextInList?: (next: VideoCardData | null) => void;
  /** Told the first recommendation (what autoplay plays next), once it is known. */
  onFirstRecommendation?: (next: VideoCardData | null) => void;
  autoplay?: boolean;
  onToggleAutoplay?: () => void;
}

/**
 * With `?list=<playlistId>` the column follows that playlist; without one, or when the playlist
 * cannot be read (deleted, private), it recommends.
 */
export function UpNext(props: UpNextProps) {
  const [searchParams] = useSearchParams();
  const listId = searchParams.get('list');
  return listId ? (
    <PlaylistColumn listId={listId} {...props} />
  ) : (
    <RecommendationsColumn {...props} />
  );
}

function PlaylistColumn({ listId, onNextInList, ...props }: UpNextProps & { listId: string }) {
  const t = useT();
  const state = usePlaylistQueue(listId, props.videoId);
  const next = state.status === 'success' ? state.data.next : null;
  useEffect(() => {
    onNextInList?.(next);
  }, [onNextInList, next]);
  if (state.status === 'error') return <RecommendationsColumn {...props} />;
  return (
    <Column aria-labelledby="up-next-heading">
      <h2 id="up-next-heading">{t('Up Next')}</h2>
      {state.status === 'success' ? (
        <PlaylistUpNext queue={state.data} />
      ) : (
        <LoadingList label={t('Loading playlist...')} />
      )}
    </Column>
  );
}

function LoadingList({ label }: { label: string }) {
  return (
    <List aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: 6 }, (_, index) => (
        <VideoCardSkeleton key={index} layout="row" />
      ))}
    </List>
  );
}

function RecommendationsColumn({
  videoId,
  title,
  onFirstRecommendation,
  autoplay,
  onToggleAutoplay,
}: UpNextProps) {
  const t = useT();
  const state = useUpNext(videoId, title);
  const first = state.status === 'success' ? (state.data[0] ?? null) : null;
  useEffect(() => {
    onFirstRecommendation?.(first);
  }, [onFirstRecommendation, first]);
  return (
    <Column aria-labelledby="up-next-heading">
      <Heading>
        <h2 id="up-next-heading">{t('Up Next')}</h2>
        {onToggleAutoplay ? (
          <AutoplaySwitch on={autoplay ?? false} onToggle={onToggleAutoplay} />
        ) : null}
      </Heading>
      {state.status !== 'success' ? (
        <LoadingList label={t('Loading recommendations...')} />
      ) : state.data.length === 0 ? (
        <Muted>{t('No recommendations found.')}</Muted>
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

const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
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
