import {
  ABOVE_THE_FOLD_CARDS,
  ButtonLink,
  EmptyState,
  ErrorState,
  HorizontalScroller,
  hrefs,
  toCardProps,
  useDocumentTitle,
  useFirstScreenReady,
  usePageTexts,
  useQuota,
  VideoCard,
  VideoCardSkeleton,
  VisuallyHidden,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { QuotaBanner } from '../../../lib/quota-banner';
import { type HomeRow, useHomeRows } from '../hooks/use-home-rows';
import { useCommunityRow } from '../hooks/use-community-row';
import { CommunityRow } from './community-row';

export const HOME_ROW_SKELETONS = 5;

/**
 * A row's heading in the interface's language: the row's search query, which YouTube is asked
 * in English whatever the interface speaks.
 */
function useRowTitles(): Record<HomeRow['title'], string> {
  const t = useT();
  return {
    'Latest Movie Trailers': t('Latest Movie Trailers'),
    'Top Music Videos India': t('Top Music Videos India'),
    'Tech Reviews': t('Tech Reviews'),
    'Live Gaming Streams': t('Live Gaming Streams'),
  };
}

function RowSkeleton({ title }: { title: string }) {
  return (
    <HorizontalScroller title={title}>
      {Array.from({ length: HOME_ROW_SKELETONS }, (_, index) => (
        <VideoCardSkeleton key={index} />
      ))}
    </HorizontalScroller>
  );
}

/** `first`: the top YouTube row, whose first cards are on screen from the start. */
function Row({ row, first }: { row: HomeRow; first: boolean }) {
  const title = useRowTitles()[row.title];
  const { state } = row;
  if (state.status === 'error') return null;
  if (state.status === 'loading') return <RowSkeleton title={title} />;
  // An empty row would be a title over nothing: it is left out.
  if (state.videos.length === 0) return null;
  return (
    <HorizontalScroller title={title}>
      {state.videos.map((video, index) => (
        <VideoCard
          key={video.videoId}
          {...toCardProps(video)}
          priority={first && index < ABOVE_THE_FOLD_CARDS}
        />
      ))}
    </HorizontalScroller>
  );
}

export function HomePage() {
  const t = useT();
  const { communityRowTitle } = usePageTexts();
  useDocumentTitle(null);
  const quotaExceeded = useQuota((state) => state.exceeded);
  const { rows, reload } = useHomeRows(quotaExceeded);
  const communityVideos = useCommunityRow();
  // The server draws the community row first; the rows under it are the app's from the start.
  useFirstScreenReady(communityVideos !== null);
  const settled = rows.every((row) => row.state.status !== 'loading');
  const failed = rows.some((row) => row.state.status === 'error');
  // "Nothing to show" only when the community row has nothing either.
  const allEmpty =
    settled &&
    communityVideos !== null &&
    communityVideos.length === 0 &&
    rows.every((row) => row.state.status === 'success' && row.state.videos.length === 0);

  return (
    <Page>
      <VisuallyHidden as="h1">{t('Home')}</VisuallyHidden>
      {communityVideos === null ? (
        // The community row comes first once it has videos. Until its (local, quick) answer is
        // known, one placeholder row holds its place and nothing is drawn below it: the row, or
        // the first YouTube row if it has nothing, then takes exactly that space, and the other
        // rows are added under it, so nothing on screen moves.
        <RowSkeleton title={communityRowTitle} />
      ) : (
        <CommunityRow videos={communityVideos} />
      )}
      {communityVideos === null ? null : quotaExceeded ? (
        <>
          <QuotaBanner />
          <EmptyState
            title={t('Videos of this site are still here')}
            message={t('Browse everything people uploaded to Kinora.')}
            action={<ButtonLink to={hrefs.explore()}>{t('Explore All Videos')}</ButtonLink>}
          />
        </>
      ) : (
        <>
          {rows.map((row, index) => (
            <Row key={row.title} row={row} first={index === 0} />
          ))}
          {settled && failed ? (
            <ErrorState message={t('Failed to load content.')} onRetry={reload} />
          ) : null}
          {allEmpty ? (
            <EmptyState
              title={t('Nothing to show right now')}
              message={t('Have a look at the videos uploaded to Kinora.')}
              action={<ButtonLink to={hrefs.explore()}>{t('Explore All Videos')}</ButtonLink>}
            />
          ) : null}
        </>
      )}
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
  min-width: 0;
`;
