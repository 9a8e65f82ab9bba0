import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@kinora/contract';
import type { Page } from '@kinora/contract';
import type { SelectQueryBuilder } from 'kysely';

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

/**
 * One window of a list and the size of the whole list, read side by side. `rows` is the list in
 * its order; `counted` is the same filter without columns or order, what `total` counts.
 */
export async function readPage<
  RowDb,
  RowTables extends keyof RowDb,
  Row,
  Db,
  Tables extends keyof Db,
  O,
>(
  rows: SelectQueryBuilder<RowDb, RowTables, Row>,
  counted: SelectQueryBuilder<Db, Tables, O>,
  limit: number,
  offset: number,
) {
  const [docs, total] = await Promise.all([
    rows.limit(limit).offset(offset).execute(),
    counted
      .select((eb) => eb.fn.countAll<number>().as('count'))
      // The builder's own result type cannot be read through its generic tables.
      .$castTo<{ count: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { docs, total: Number(total.count) };
}
