import { useNavigate } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { resultsHref, type ResultsFilters } from '../hooks/use-results-filters';
import type { SearchSort, SearchType, SearchUploadDate } from '@kinora/shared';

const entries = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels) as Array<[K, string]>;

/**
 * Type, upload date and order of the community results. Each change is a navigation, so the URL
 * always says what is shown and Back undoes a filter. Date and order only apply to videos.
 */
export function ResultsFilterBar({ term, filters }: { term: string; filters: ResultsFilters }) {
  const t = useT();
  const navigate = useNavigate();
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
  const go = (next: Partial<ResultsFilters>) =>
    void navigate(resultsHref(term, { ...filters, ...next }));
  const videos = filters.type === 'videos';

  return (
    <Bar role="group" aria-label={t('Search filters')}>
      <label>
        <span>{t('Type')}</span>
        <select
          value={filters.type}
          onChange={(event) => go({ type: event.target.value as SearchType })}
        >
          {entries(typeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {videos ? (
        <>
          <label>
            <span>{t('Upload date')}</span>
            <select
              value={filters.uploadDate ?? 'any'}
              onChange={(event) => {
                const value = event.target.value as SearchUploadDate | 'any';
                go({ uploadDate: value === 'any' ? null : value });
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
              onChange={(event) => go({ sort: event.target.value as SearchSort })}
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
