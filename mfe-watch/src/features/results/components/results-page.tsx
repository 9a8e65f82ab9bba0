import {
  EmptyState,
  ErrorState,
  getSearchCorrection,
  useAsync,
  hrefs,
  isQuotaError,
  LoadMore,
  PageHeader,
  toCardProps,
  useDocumentTitle,
  VideoCard,
  VideoGrid,
  Link,
  useSearchParams,
} from '@kinora/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { SearchIcon } from '../../../lib/icons';
import { QuotaBanner } from '../../../lib/quota-banner';
import { resultsHref, useResultsFilters, type ResultsFilters } from '../hooks/use-results-filters';
import { RESULTS_PAGE_SIZE, useSearchResults } from '../hooks/use-search-results';
import { CommunityResults } from './community-results';
import { ResultsFilterBar } from './results-filter-bar';

export function ResultsPage() {
  const t = useT();
  const [params] = useSearchParams();
  const term = (params.get('search_query') ?? '').trim();
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
  const filters = useResultsFilters();
  const correction = useAsync(() => getSearchCorrection(term), [term]);
  // Null until the community has answered; then whether it found anything.
  const [communityFound, setCommunityFound] = useState<boolean | null>(null);
  // What is below the filters appears at once, when the correction and the community have
  // answered: drawn as each answer came, each pushed the next down (on a phone, the community's
  // four-card placeholder shrinking to one line moved the public results up by a screen). The
  // public results are asked for meanwhile all the same.
  const settled = correction.state.status !== 'loading' && communityFound !== null;
  const suggestion = correction.state.status === 'success' ? correction.state.data : null;

  return (
    <>
      <PageHeader
        title={t('Results for: "{{term}}"', { term })}
        actions={
          <ChannelsLink to={hrefs.searchChannels(term)}>
            <SearchIcon /> {t('Search channels for "{{term}}"', { term })}
          </ChannelsLink>
        }
      />
      <ResultsFilterBar term={term} filters={filters} />
      {settled ? null : (
        <VideoGrid loading skeletonCount={RESULTS_PAGE_SIZE} loadingLabel={t('Searching...')} />
      )}
      <div hidden={!settled}>
        {suggestion ? <Correction suggestion={suggestion} filters={filters} /> : null}
        <CommunityResults term={term} filters={filters} onAnswer={setCommunityFound} />
        {/* Public videos have no channels, dates or orders to filter by here: with the channel
            filter on, only the community answers. */}
        {filters.type === 'videos' ? (
          <ExternalResults term={term} quiet={communityFound === true} />
        ) : null}
      </div>
    </>
  );
}

/** "Did you mean": the query spelt as the community's titles spell it, when that differs. */
function Correction({ suggestion, filters }: { suggestion: string; filters: ResultsFilters }) {
  const t = useT();
  return (
    // The words before and after the link are texts of their own: French says them in the same
    // order ("Vouliez-vous dire … ?"), with its own space before the question mark.
    <DidYouMean>
      {t('Did you mean')} <Link to={resultsHref(suggestion, filters)}>{suggestion}</Link>
      {t('?')}
    </DidYouMean>
  );
}

interface ExternalResultsProps {
  term: string;
  /** The community found something: an empty public list is a line, not the page's empty state. */
  quiet: boolean;
}

function ExternalResults({ term, quiet }: ExternalResultsProps) {
  const t = useT();
  const failed = t('Failed to fetch search results.');
  const list = useSearchResults(term);

  return (
    <section aria-labelledby="external-results-heading">
      <SectionHeading id="external-results-heading">{t('From YouTube')}</SectionHeading>
      {list.status === 'loading' ? (
        <VideoGrid loading skeletonCount={RESULTS_PAGE_SIZE} loadingLabel={t('Searching...')} />
      ) : list.status === 'error' ? (
        isQuotaError(list.error) ? (
          <QuotaBanner />
        ) : (
          <ErrorState message={failed} onRetry={list.reload} />
        )
      ) : list.items.length === 0 && quiet ? (
        <Muted>{t('No YouTube videos match "{{term}}".', { term })}</Muted>
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
    </section>
  );
}

const SectionHeading = styled.h2`
  margin-bottom: 16px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DidYouMean = styled.p`
  margin: 0 0 16px;
  font-size: ${({ theme }) => theme.fontSizes.md};

  a {
    color: ${({ theme }) => theme.colors.link};
    font-style: italic;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const ChannelsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    width: 16px;
    height: 16px;
  }
`;
