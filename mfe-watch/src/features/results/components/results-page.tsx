import {
  EmptyState,
  ErrorState,
  ExternalResultsSection,
  EXTERNAL_RESULTS_PAGE_SIZE,
  getSearchCorrection,
  isQuotaError,
  LoadMore,
  NoExternalVideos,
  resultsHref,
  SearchCorrection,
  SearchFilterBar,
  SearchResultsHeader,
  searchTermOf,
  toCardProps,
  useAsync,
  useDocumentTitle,
  useFirstScreenReady,
  useNavigate,
  useSearchParams,
  VideoCard,
  VideoGrid,
} from '@kinora/shared';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { SearchIcon } from '../../../lib/icons';
import { QuotaBanner } from '../../../lib/quota-banner';
import { useResultsFilters } from '../hooks/use-results-filters';
import { useSearchResults } from '../hooks/use-search-results';
import { CommunityResults } from './community-results';

export function ResultsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const term = searchTermOf(params);
  useDocumentTitle(term ? t('{{term}} - Search', { term }) : t('Search'));

  if (!term) {
    return (
      <EmptyState
        icon={<SearchIcon />}
        title={t('Search Kinora')}
        message={t('Type what you are looking for in the search bar at the top of the page.')}
      />
    );
  }
  return <Results key={term} term={term} />;
}

/**
 * The community's own matches first, then the public (YouTube) results the spec describes. The
 * query is refined in the top bar's search box, which holds it on this page.
 */
function Results({ term }: { term: string }) {
  const t = useT();
  const navigate = useNavigate();
  const filters = useResultsFilters();
  const correction = useAsync(() => getSearchCorrection(term), [term]);
  // Null until the community has answered; then whether it found anything.
  const [communityFound, setCommunityFound] = useState<boolean | null>(null);
  const [externalAnswered, setExternalAnswered] = useState(false);
  const onExternalAnswer = useCallback(() => setExternalAnswered(true), []);
  // What is below the filters appears at once, when the correction and the community have
  // answered: drawn as each answer came, each pushed the next down (on a phone, the community's
  // four-card placeholder shrinking to one line moved the public results up by a screen). The
  // public results are asked for meanwhile all the same.
  const settled = correction.state.status !== 'loading' && communityFound !== null;
  const suggestion = correction.state.status === 'success' ? correction.state.data : null;
  const external = filters.type === 'videos';
  // The server may have drawn all three lists; its drawing stays until the page has them too.
  useFirstScreenReady(settled && (!external || externalAnswered));

  return (
    <>
      <SearchResultsHeader term={term} />
      <SearchFilterBar
        filters={filters}
        onChange={(next) => void navigate(resultsHref(term, next))}
      />
      {settled ? null : (
        <VideoGrid
          loading
          skeletonCount={EXTERNAL_RESULTS_PAGE_SIZE}
          loadingLabel={t('Searching...')}
        />
      )}
      <div hidden={!settled}>
        {suggestion ? <SearchCorrection suggestion={suggestion} filters={filters} /> : null}
        <CommunityResults term={term} filters={filters} onAnswer={setCommunityFound} />
        {/* Public videos have no channels, dates or orders to filter by here: with the channel
            filter on, only the community answers. */}
        {external ? (
          <ExternalResults
            term={term}
            quiet={communityFound === true}
            onAnswer={onExternalAnswer}
          />
        ) : null}
      </div>
    </>
  );
}

interface ExternalResultsProps {
  term: string;
  /** The community found something: an empty public list is a line, not the page's empty state. */
  quiet: boolean;
  /** Told once the first page has answered, or failed. */
  onAnswer: () => void;
}

function ExternalResults({ term, quiet, onAnswer }: ExternalResultsProps) {
  const t = useT();
  const failed = t('Failed to fetch search results.');
  const list = useSearchResults(term);
  const answered = list.status !== 'loading';
  useEffect(() => {
    if (answered) onAnswer();
  }, [answered, onAnswer]);

  return (
    <ExternalResultsSection>
      {list.status === 'loading' ? (
        <VideoGrid
          loading
          skeletonCount={EXTERNAL_RESULTS_PAGE_SIZE}
          loadingLabel={t('Searching...')}
        />
      ) : list.status === 'error' ? (
        isQuotaError(list.error) ? (
          <QuotaBanner />
        ) : (
          <ErrorState message={failed} onRetry={list.reload} />
        )
      ) : list.items.length === 0 && quiet ? (
        <NoExternalVideos term={term} />
      ) : list.items.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          title={t('No results found for "{{term}}"', { term })}
          message={t('Try a different search term.')}
        />
      ) : (
        <>
          <VideoGrid>
            {list.items.map((video) => (
              <VideoCard key={video.videoId} {...toCardProps(video)} />
            ))}
          </VideoGrid>
          <LoadMore auto list={list} failedMessage={failed} />
        </>
      )}
    </ExternalResultsSection>
  );
}
