import type { Page } from '../contract';

/** One page of a list: its items, where the next page starts (null at the end), the total. */
export interface Chunk<T, C> {
  items: T[];
  next: C | null;
  total: number;
}

/** A numbered server page as a `Chunk` whose cursor is the next page number. */
export function pageChunk<T>(page: Page<T>): Chunk<T, number> {
  return {
    items: page.docs,
    next: page.hasNextPage ? (page.nextPage ?? page.page + 1) : null,
    total: page.totalDocs,
  };
}

/**
 * Adapts an API call that reads numbered pages (`GET /videos?page=`) to the cursor loader
 * `usePagedList` takes: the first call asks for page 1.
 */
export function numberedPages<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
): (cursor: number | null) => Promise<Chunk<T, number>> {
  return async (cursor) => pageChunk(await fetchPage(cursor ?? 1));
}

/** The usual identity of an API item, for `usePagedList`'s `keyOf`. */
export function idOf(item: { _id: string }): string {
  return item._id;
}
