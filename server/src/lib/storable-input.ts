import { badRequest, fieldError, fieldMessageOf, message } from './http-error';
import type { ApiFieldError } from '@kinora/contract';

/** Deeper than any request of the contract: nothing down there is read as it is. */
const MAX_DEPTH = 8;

/**
 * What PostgreSQL cannot store or compute with, found anywhere in a value: text with a NUL
 * character (no text column takes one: error 22021) and numbers that are not finite (a `1e400`
 * JSON number, or a query's `page=1e400`, which validation coerces to Infinity).
 */
function problemOf(value: unknown, field: string, depth: number): ApiFieldError | null {
  if (typeof value === 'string')
    return value.includes('\u0000')
      ? fieldError(field, message('{{field}} must not contain NUL characters', { field }))
      : null;
  if (typeof value === 'number')
    return Number.isFinite(value)
      ? null
      : fieldError(field, message('{{field}} must be a finite number', { field }));
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = problemOf(item, field ? `${field}.${key}` : key, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Refuses with a 400 that names the field what would otherwise fail in the database as a 500.
 * The fields of an object are named as they are; a single value is named `name` (a form field,
 * or the request part itself).
 */
export function assertStorable(value: unknown, name: string): void {
  const problem = problemOf(value, typeof value === 'object' && value !== null ? '' : name, 0);
  if (problem) throw badRequest(fieldMessageOf(problem), [problem]);
}
