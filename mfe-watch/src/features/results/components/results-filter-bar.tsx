import { useNavigate } from '@kinora/shared';
import styled from 'styled-components';
import { resultsHref, type ResultsFilters } from '../hooks/use-results-filters';
import type { SearchSort, SearchType, SearchUploadDate } from '@kinora/shared';

const TYPE_LABELS: Record<SearchType, string> = { videos: 'Videos', channels: 'Channels' };
const DATE_LABELS: Record<SearchUploadDate | 'any', string> = {
  any: 'Any time',
  today: 'Today',
  week: 'This week',
  month: 'This month',
  year: 'This year',
};
const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Relevance',
  date: 'Upload date',
  views: 'View count',
};

const entries = <K extends string>(labels: Record<K, string>) =>
  Object.entries(labels) as Array<[K, string]>;

/**
 * Type, upload date and order of the community results. Each change is a navigation, so the URL
 * always says what is shown and Back undoes a filter. Date and order only apply to videos.
 */
export function ResultsFilterBar({ term, filters }: { term: string; filters: ResultsFilters }) {
  const navigate = useNavigate();
  const go = (next: Partial<ResultsFilters>) =>
    void navigate(resultsHref(term, { ...filters, ...next }));
  const videos = filters.type === 'videos';

  return (
    <Bar role="group" aria-label="Search filters">
      <label>
        <span>Type</span>
        <select
          value={filters.type}
          onChange={(event) => go({ type: event.target.value as SearchType })}
        >
          {entries(TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {videos ? (
        <>
          <label>
            <span>Upload date</span>
            <select
              value={filters.uploadDate ?? 'any'}
              onChange={(event) => {
                const value = event.target.value as SearchUploadDate | 'any';
                go({ uploadDate: value === 'any' ? null : value });
              }}
            >
              {entries(DATE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>Sort by</span>
            <select
              value={filters.sort}
              onChange={(event) => go({ sort: event.target.value as SearchSort })}
            >
              {entries(SORT_LABELS).map(([value, label]) => (
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
