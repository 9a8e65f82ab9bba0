import { forbidden, notFound } from './http-error';

/**
 * The one authorization rule of every mutation: the thing must exist (404) and belong to the
 * signed-in user (403). Returns the row narrowed to non-null.
 */
export function assertOwner<T extends { owner_id: string }>(
  row: T | null | undefined,
  userId: string,
  what: string,
): T {
  if (!row) throw notFound(`${what} not found.`);
  if (row.owner_id !== userId)
    throw forbidden(`Only the owner can change this ${what.toLowerCase()}.`);
  return row;
}
