import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSharedT } from '../i18n/shared-catalogue';
import { formatDuration } from '../format/format-duration';
import { hrefs } from '../routing/paths';
import { resultsHref, type SearchResultsFilters, type VideoSearchHit } from '../routing/results';
import { SearchIcon } from './icons';
import { Link } from './link';
import { PageHeader } from './page-header';
import type { Translate } from '../i18n/catalogue';
import type { SearchSort, SearchType, SearchUploadDate } from '../contract/search';
import type { VideoCardProps } from './video-card';

/*
 * The results page's pieces, props alone: the page composes them with its lists, and the server
 * draws its first screen with the same ones, so the page takes over without anything moving.
 */

/** The page's heading, with the same words searched for among channels. */
export function SearchResultsHeader({ term }: { term: string }) {
  const t = useSharedT();
  return (
    <PageHeader
      title={t('Results for: "{{term}}"', { term })}
      actions={
        <ChannelsLink to={hrefs.searchChannels(term)}>
          <SearchIcon /> {t('Search channels for "{{term}}"', { term })}
        </ChannelsLink>
      }
    />
  );
}

const entries = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels) as Array<[K, string]>;

export interface SearchFilterBarProps {
  filters: SearchResultsFilters;
  /** Each change of a select, with the filters it asks for. */
  onChange: (filters: SearchResultsFilters) => void;
}

/** Type, upload date and order of the community's results; date and order apply to videos only. */
export function SearchFilterBar({ filters, onChange }: SearchFilterBarProps) {
  const t = useSharedT();
  const typeLabels: Record<SearchType, string> = { videos: t('Videos'), channels: t('Channels') };
  const dateLabels: Record<SearchUploadDate | 'any', string> = {
    any: t('Any time'),
    today: t('Today'),
    week: t('This week'),
    month: t('This month'),
    year: t('This year'),
  };
  const sortLabels: Record<SearchSort, string> = {
    relevance: t('Relevance'),
    date: t('Upload date'),
    views: t('View count'),
  };
  const change = (next: Partial<SearchResultsFilters>) => onChange({ ...filters, ...next });

  return (
    <Bar role="group" aria-label={t('Search filters')}>
      <label>
        <span>{t('Type')}</span>
        <select
          value={filters.type}
          onChange={(event) => change({ type: event.target.value as SearchType })}
        >
          {entries(typeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {filters.type === 'videos' ? (
        <>
          <label>
            <span>{t('Upload date')}</span>
            <select
              value={filters.uploadDate ?? 'any'}
              onChange={(event) => {
                const value = event.target.value as SearchUploadDate | 'any';
                change({ uploadDate: value === 'any' ? null : value });
              }}
            >
              {entries(dateLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('Sort by')}</span>
            <select
              value={filters.sort}
              onChange={(event) => change({ sort: event.target.value as SearchSort })}
            >
              {entries(sortLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </>
      ) : null}
    </Bar>
  );
}

/** "Did you mean": the query spelt as the community's titles spell it, with the same filters. */
export function SearchCorrection({
  suggestion,
  filters,
}: {
  suggestion: string;
  filters: SearchResultsFilters;
}) {
  const t = useSharedT();
  return (
    // The words before and after the link are texts of their own: French says them in the same
    // order ("Vouliez-vous dire … ?"), with its own space before the question mark.
    <DidYouMean>
      {t('Did you mean')} <Link to={resultsHref(suggestion, filters)}>{suggestion}</Link>
      {t('?')}
    </DidYouMean>
  );
}

export interface CommunityResultsSectionProps {
  /** How many the community found, once it has answered. */
  total?: number;
  children: ReactNode;
}

/** The community's own matches, under their heading with how many there are. */
export function CommunityResultsSection({ total, children }: CommunityResultsSectionProps) {
  const t = useSharedT();
  const headingId = useId();
  return (
    <CommunitySection aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t('From the community')}
        {total ? <Count>{total}</Count> : null}
      </h2>
      {children}
    </CommunitySection>
  );
}

/** The public (YouTube) results, under their heading. */
export function ExternalResultsSection({ children }: { children: ReactNode }) {
  const t = useSharedT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t('From YouTube')}</SectionHeading>
      {children}
    </section>
  );
}

/** The line in place of the community's videos when none match. */
export function NoCommunityVideos({ term }: { term: string }) {
  const t = useSharedT();
  return <ResultsNote>{t('No community videos match "{{term}}".', { term })}</ResultsNote>;
}

/** The line in place of the public results when none match but the community found some. */
export function NoExternalVideos({ term }: { term: string }) {
  const t = useSharedT();
  return <ResultsNote>{t('No YouTube videos match "{{term}}".', { term })}</ResultsNote>;
}

/** A line in place of a list that found nothing, when another list did. */
export const ResultsNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A video found by what is said in it: the card says where and opens the video there, as
 * YouTube's transcript matches do. Nothing for one found by its title or description.
 */
export function spokenCardProps(
  { _id, spoken }: VideoSearchHit,
  t: Translate,
): Pick<VideoCardProps, 'watchHref' | 'extra'> {
  if (!spoken) return {};
  const at = formatDuration(spoken.startSeconds);
  return {
    watchHref: hrefs.watchAt(_id, spoken.startSeconds),
    extra: (
      <Spoken>
        <SpokenAt>{t('Said at {{time}}:', { time: at })}</SpokenAt>{' '}
        <q lang={spoken.language}>{spoken.text}</q>
      </Spoken>
    ),
  };
}

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

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 12px 0 20px;

  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  select {
    height: 32px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  select:hover {
    background: ${({ theme }) => theme.colors.surfaceActive};
  }

  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
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

const CommunitySection = styled.section`
  margin-bottom: 32px;
  padding-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin-bottom: 16px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Count = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const SectionHeading = styled.h2`
  margin-bottom: 16px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Spoken = styled.span`
  font-style: italic;
`;

/** The time is read as part of the sentence, but set apart from the quote. */
const SpokenAt = styled.span`
  font-style: normal;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
