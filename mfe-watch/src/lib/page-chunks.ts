import type { Page } from '@kinora/shared';
import type { Chunk } from './use-paged-list';

/** A numbered server page as a `Chunk` whose cursor is the next page number. */
export function pageChunk<T>(page: Page<T>): Chunk<T, number> {
  return {
    items: page.docs,
    next: page.hasNextPage ? (page.nextPage ?? page.page + 1) : null,
    total: page.totalDocs,
  };
}
