import { getSearchSuggestions, type SearchSuggestion } from '@kinora/shared';
import { useEffect, useState } from 'react';

/** Waits for a pause in typing, so a word typed quickly costs one request, not one per key. */
export const SUGGESTION_DELAY_MS = 200;

/**
 * Own video titles and channel names for what is being typed. An answer for older text never
 * replaces a newer one (the request is aborted), and a failure just shows no suggestions: they
 * are a convenience, the search itself still works.
 */
export function useSearchSuggestions(text: string): SearchSuggestion[] {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const query = text.trim();

  useEffect(() => {
    if (!query) {
      setSuggestions([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getSearchSuggestions(query, controller.signal).then(
        (found) => {
          if (!controller.signal.aborted) setSuggestions(found);
        },
        () => {
          if (!controller.signal.aborted) setSuggestions([]);
        },
      );
    }, SUGGESTION_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return query ? suggestions : [];
}
