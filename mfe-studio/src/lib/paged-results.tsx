import {
  EmptyState,
  ErrorState,
  LoadingState,
  LoadMore,
  type LoadMoreList,
  type PagedList,
  useSearchParams,
} from '@kinora/shared';
import styled from 'styled-components';
import type { ReactNode } from 'react';

interface PagedResultsProps {
  list: LoadMoreList & Pick<PagedList<unknown>, 'status' | 'reload'>;
  loadingLabel: string;
  failedMessage: string;
  empty: { title: string; message: string };
  /** What the line under the list says when loading more failed. */
  moreFailedMessage: string;
  /** The list itself, drawn once there is a first page with something in it. */
  children: ReactNode;
}

/** A filtered list of the studio's admin pages: loading, failed, empty, or its items and Load More. */
export function PagedResults({
  list,
  loadingLabel,
  failedMessage,
  empty,
  moreFailedMessage,
  children,
}: PagedResultsProps) {
  if (list.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (list.status === 'error') return <ErrorState message={failedMessage} onRetry={list.reload} />;
  if (list.items.length === 0) return <EmptyState title={empty.title} message={empty.message} />;
  return (
    <>
      {children}
      <LoadMore list={list} failedMessage={moreFailedMessage} />
    </>
  );
}

/**
 * A list's filters as the URL holds them, so a filtered list can be bookmarked, shared and linked
 * to. `read` turns the URL into filters (unknown values fall back); a change writes, in `read`'s
 * order, every filter that is set and not at its default.
 */
export function useUrlFilters<F extends { [K in keyof F]: string | null }>(
  read: (params: URLSearchParams) => F,
  defaults: Partial<F> = {},
): [F, (change: Partial<F>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const change = (next: Partial<F>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries<string | null>({ ...filters, ...next })) {
      if (value && value !== defaults[key as keyof F]) query.set(key, value);
    }
    setParams(query, { replace: true });
  };
  return [filters, change];
}

/** The row of filters above a list. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px 16px;
  margin-bottom: 20px;
`;
