import { SEARCH_QUERY_MAX_LENGTH, useForm, useNavigate } from '@kinora/shared';
import styled from 'styled-components';
import { SearchIcon } from '../../../lib/icons';
import { resultsHref, type ResultsFilters } from '../hooks/use-results-filters';

interface RefineSearchFormProps {
  term: string;
  filters: ResultsFilters;
}

/**
 * The current query, editable in place: refining keeps the chosen filters. The page remounts it
 * per term (its `key`), so the field always starts from the query in the URL.
 */
export function RefineSearchForm({ term, filters }: RefineSearchFormProps) {
  const form = useForm({ query: term });
  const navigate = useNavigate();

  const submit = ({ query }: typeof form.values) => {
    const trimmed = query.trim();
    if (!trimmed) return;
    void navigate(resultsHref(trimmed, filters));
  };

  return (
    <Form role="search" aria-label="Refine search" onSubmit={form.handleSubmit(submit)}>
      <SearchIcon aria-hidden="true" />
      <input
        type="search"
        aria-label="Refine search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        {...form.field('query')}
      />
      <button type="submit">Search</button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  max-width: 520px;
  padding: 0 4px 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.inputBackground};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
  }

  > svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  input {
    flex: 1;
    min-width: 0;
    height: 38px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  input:focus {
    outline: none;
  }

  button {
    height: 30px;
    padding: 0 14px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }

  button:hover {
    background: ${({ theme }) => theme.colors.surfaceActive};
  }

  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
