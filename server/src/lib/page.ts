import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@kinora/contract';
import type { Page } from '@kinora/contract';

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** Normalises `page`/`limit` (already range-checked by the route schema) to an offset window. */
export function pageRequest(
  query: { page?: number; limit?: number },
  defaultLimit = PAGE_LIMIT_DEFAULT,
): PageRequest {
  const page = Math.max(1, query.page ?? 1);
  const limit = Math.min(PAGE_LIMIT_MAX, Math.max(1, query.limit ?? defaultLimit));
  return { page, limit, offset: (page - 1) * limit };
}

export function toPage<T>(docs: T[], totalDocs: number, { page, limit }: PageRequest): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  const hasNextPage = page < totalPages;
  const hasPrevPage = page > 1;
  return {
    docs,
    totalDocs,
    limit,
    page,
    totalPages,
    hasNextPage,
    nextPage: hasNextPage ? page + 1 : null,
    hasPrevPage,
    prevPage: hasPrevPage ? page - 1 : null,
  };
}
