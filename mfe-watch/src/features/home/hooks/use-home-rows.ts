import {
  type ExternalVideo,
  HOME_CATEGORIES,
  isQuotaError,
  searchExternalVideos,
  useQuota,
} from '@kinora/shared';
import { useCallback, useEffect, useState } from 'react';

export const HOME_ROW_SIZE = 12;

export type HomeRowState =
  { status: 'loading' } | { status: 'success'; videos: ExternalVideo[] } | { status: 'error' };

export interface HomeRow {
  title: (typeof HOME_CATEGORIES)[number];
  state: HomeRowState;
}

const initialRows = (): HomeRow[] =>
  HOME_CATEGORIES.map((title) => ({ title, state: { status: 'loading' } }));

/**
 * The four home rows, each one fixed search query, loaded side by side so a slow row never holds
 * the others back. A 429 sets the site-wide quota flag; with the flag set nothing is requested.
 */
export function useHomeRows(skip: boolean): { rows: HomeRow[]; reload: () => void } {
  const [rows, setRows] = useState<HomeRow[]>(initialRows);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    setRows(initialRows());
    const settle = (index: number, state: HomeRowState) => {
      if (!current) return;
      setRows((previous) => previous.map((row, i) => (i === index ? { ...row, state } : row)));
    };
    HOME_CATEGORIES.forEach((query, index) => {
      searchExternalVideos({ query, maxResults: HOME_ROW_SIZE }).then(
        (result) => settle(index, { status: 'success', videos: result.videos }),
        (error: unknown) => {
          if (current && isQuotaError(error)) useQuota.getState().markExceeded();
          settle(index, { status: 'error' });
        },
      );
    });
    return () => {
      current = false;
    };
  }, [skip, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { rows, reload };
}
