import { useCallback, useState } from 'react';

const STORAGE_KEY = 'kinora.recentSearches';
const MAX_RECENT = 8;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT)
      : [];
  } catch {
    // A corrupt or blocked storage only costs the history, never the search box.
    return [];
  }
}

function write(terms: string[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(terms));
  } catch {
    // Storage full or disabled (private mode): the list just lives for this page.
  }
}

export interface RecentSearches {
  terms: string[];
  /** Puts `term` first (once, whatever its case was before). */
  remember: (term: string) => void;
  remove: (term: string) => void;
}

/** The person's last searches, newest first, kept in this browser only. */
export function useRecentSearches(): RecentSearches {
  const [terms, setTerms] = useState<string[]>(read);

  const remember = useCallback((term: string) => {
    const next = [term, ...read().filter((t) => t.toLowerCase() !== term.toLowerCase())].slice(
      0,
      MAX_RECENT,
    );
    write(next);
    setTerms(next);
  }, []);

  const remove = useCallback((term: string) => {
    const next = read().filter((t) => t !== term);
    write(next);
    setTerms(next);
  }, []);

  return { terms, remember, remove };
}
