import { useEffect, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, hrefs, ROUTES, SEARCH_QUERY_MAX_LENGTH } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { SearchIcon } from '../../../lib/icons';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { useSearchSuggestions } from '../hooks/use-search-suggestions';
import { SearchOptionList, type SearchOption } from './search-option-list';

interface SearchBoxProps {
  autoFocus?: boolean;
  /** Called after a search was started (the phone layout closes its search bar). */
  onSearched?: () => void;
}

const RECENT_WHILE_TYPING = 3;

/**
 * Trims the term and ignores empty input (an empty search would list nothing) and opens the
 * results. On the results page the box holds that page's query (after a search, a reload, back
 * and forward), so it is where the query is refined, with the page's filters kept; anywhere else
 * it is empty, ready for the next search. While typing it offers
 * the person's recent searches and the site's own titles and channels: an ARIA combobox, so the
 * suggestions are reachable with the arrow keys and announced by screen readers.
 */
export function SearchBox({ autoFocus = false, onSearched }: SearchBoxProps) {
  const t = useT();
  const location = useLocation();
  const onResults = location.pathname === ROUTES.results;
  const shownQuery = onResults
    ? (new URLSearchParams(location.search).get('search_query') ?? '')
    : '';
  const [term, setTerm] = useState(shownQuery);
  useEffect(() => setTerm(shownQuery), [shownQuery]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const recent = useRecentSearches();
  const suggestions = useSearchSuggestions(term);
  const listId = useId();

  const options = useMemo((): SearchOption[] => {
    const typed = term.trim().toLowerCase();
    const recentTerms = typed
      ? recent.terms
          .filter((recentTerm) => recentTerm.toLowerCase().startsWith(typed))
          .slice(0, RECENT_WHILE_TYPING)
      : recent.terms;
    const seen = new Set(recentTerms.map((recentTerm) => recentTerm.toLowerCase()));
    const fresh = typed
      ? suggestions.filter((s) => s.kind === 'channel' || !seen.has(s.text.toLowerCase()))
      : [];
    return [
      ...recentTerms.map((text, i): SearchOption => ({
        id: `${listId}-r${i}`,
        kind: 'recent',
        text,
      })),
      ...fresh.map((s, i): SearchOption => ({ id: `${listId}-s${i}`, kind: s.kind, text: s.text })),
    ];
  }, [term, recent.terms, suggestions, listId]);

  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const finish = (href: string, shown = '') => {
    void navigate(href);
    setTerm(shown);
    setOpen(false);
    setActive(-1);
    onSearched?.();
  };

  const search = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    recent.remember(trimmed);
    finish(resultsHref(trimmed, onResults ? location.search : ''), trimmed);
  };

  const choose = (option: SearchOption) =>
    option.kind === 'channel' ? finish(hrefs.channel(option.text)) : search(option.text);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeOption) choose(activeOption);
    else search(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text field itself: moving past either end comes back to what was typed.
      setActive(
        (current) => ((current + 1 + step + options.length + 1) % (options.length + 1)) - 1,
      );
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Delete' && activeOption?.kind === 'recent') {
      event.preventDefault();
      recent.remove(activeOption.text);
      setActive(-1);
    }
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <input
          type="search"
          name="search"
          role="combobox"
          placeholder={t('Search')}
          aria-label={t('Search videos')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoFocus={autoFocus}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          // Still focused after a search: a click asks for the list again.
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <SearchOptionList
          id={listId}
          open={expanded}
          options={options}
          activeId={activeOption?.id}
          onChoose={choose}
          onRemove={(option) => recent.remove(option.text)}
        />
      </Field>
      <button type="submit" aria-label={t('Search')}>
        <SearchIcon width={20} height={20} />
      </button>
    </Form>
  );
}

/** The results URL for `term`, keeping the filters of the results page it is refined on. */
function resultsHref(term: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const kept = (name: string) => current.get(name) ?? '';
  return hrefs.results(term, {
    type: kept('type'),
    upload_date: kept('upload_date'),
    sort: kept('sort'),
  });
}

const Field = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  min-width: 0;
`;

const Form = styled.form`
  flex: 1;
  display: flex;
  max-width: 640px;
  min-width: 0;
  margin: 0 auto;

  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    padding: 0 16px;
    border-radius: 20px 0 0 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-right: 0;
    background: ${({ theme }) => theme.colors.inputBackground};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }

  input:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  > button {
    width: 56px;
    height: 40px;
    border-radius: 0 20px 20px 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    display: grid;
    place-items: center;
    cursor: pointer;
  }

  > button:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }

  @media (max-width: 480px) {
    > button {
      width: 44px;
    }
  }
`;
