import {
  ButtonLink,
  EmptyState,
  ErrorState,
  HorizontalScroller,
  hrefs,
  toCardProps,
  useDocumentTitle,
  useQuota,
  VideoCard,
  VideoCardSkeleton,
  VisuallyHidden,
} from '@kinora/shared';
import styled from 'styled-components';
import { QuotaBanner } from '../../../lib/quota-banner';
import { type HomeRow, useHomeRows } from '../hooks/use-home-rows';
import { useCommunityRow } from '../hooks/use-community-row';
import { CommunityRow } from './community-row';

export const HOME_LOAD_ERROR = 'Failed to load content.';
export const HOME_ROW_SKELETONS = 5;

function Row({ row }: { row: HomeRow }) {
  const { state } = row;
  if (state.status === 'error') return null;
  if (state.status === 'loading') {
    return (
      <HorizontalScroller title={row.title}>
        {Array.from({ length: HOME_ROW_SKELETONS }, (_, index) => (
          <VideoCardSkeleton key={index} />
        ))}
      </HorizontalScroller>
    );
  }
  // An empty row would be a title over nothing: it is left out.
  if (state.videos.length === 0) return null;
  return (
    <HorizontalScroller title={row.title}>
      {state.videos.map((video) => (
        <VideoCard key={video.videoId} {...toCardProps(video)} />
      ))}
    </HorizontalScroller>
  );
}

export function HomePage() {
  useDocumentTitle(null);
  const quotaExceeded = useQuota((state) => state.exceeded);
  const { rows, reload } = useHomeRows(quotaExceeded);
  const communityVideos = useCommunityRow();
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
      <VisuallyHidden as="h1">Home</VisuallyHidden>
      <CommunityRow videos={communityVideos} />
      {quotaExceeded ? (
        <>
          <QuotaBanner />
          <EmptyState
            title="Videos of this site are still here"
            message="Browse everything people uploaded to Kinora."
            action={<ButtonLink to={hrefs.explore()}>Explore All Videos</ButtonLink>}
          />
        </>
      ) : (
        <>
          {rows.map((row) => (
            <Row key={row.title} row={row} />
          ))}
          {settled && failed ? <ErrorState message={HOME_LOAD_ERROR} onRetry={reload} /> : null}
          {allEmpty ? (
            <EmptyState
              title="Nothing to show right now"
              message="Have a look at the videos uploaded to Kinora."
              action={<ButtonLink to={hrefs.explore()}>Explore All Videos</ButtonLink>}
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
