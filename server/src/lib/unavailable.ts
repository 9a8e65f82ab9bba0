/**
 * Failures that say a backing service (PostgreSQL, the S3 bucket, Redis) is away for a moment,
 * not that the request or the code is wrong: they are answered 503 with `Retry-After`, which a
 * client or a balancer retries, instead of a 500 that says the site is broken.
 */
import { message } from '../i18n/translate';

/** How long a client should wait before trying again, in seconds. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = message(
  'The site is briefly unavailable. Please try again in a moment.',
);

/** Socket errors of a service that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL's codes for a server going away or not yet there: connection_exception (class 08),
 * admin_shutdown, crash_shutdown and cannot_connect_now (57P01–57P03).
 */
const isPostgresUnavailable = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || code === '57P01' || code === '57P02' || code === '57P03';

/** What node-postgres says when the server closed the connection under a query. */
const CONNECTION_LOST =
  /Connection terminated|connection.*(closed|ended)|Client has encountered a connection error/i;

/** S3 answers of a bucket service that is overloaded or down. */
const S3_UNAVAILABLE = new Set([
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'RequestTimeout',
]);

function isUnavailableOne(error: object): boolean {
  const { code, name, message, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isPostgresUnavailable(code)))
    return true;
  if (typeof name === 'string' && S3_UNAVAILABLE.has(name)) return true;
  if ($metadata?.httpStatusCode === 503) return true;
  return typeof message === 'string' && CONNECTION_LOST.test(message);
}

/** Whether `error`, an error it was caused by, or one of an AggregateError's, passes `test`. */
function anyCause(error: unknown, test: (one: object) => boolean): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (test(current)) return true;
    seen.add(current);
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    // A connection refused on every address is an AggregateError of the attempts.
    if (Array.isArray(errors) && errors.some((inner) => anyCause(inner, test))) return true;
    current = cause;
  }
  return false;
}

/** Whether `error`, or an error it was caused by, says a backing service is away. */
export function isServiceUnavailable(error: unknown): boolean {
  return anyCause(error, isUnavailableOne);
}

export const OUT_OF_SPACE_MESSAGE = message(
  'The site has run out of storage space. Please try again later.',
);

/**
 * Whether a write failed because the data folder's disk (or the account's quota there) is full:
 * nothing more can be stored until the operator makes room, which no retry in a moment changes.
 */
export function isOutOfSpace(error: unknown): boolean {
  return anyCause(error, (one) => {
    const { code } = one as { code?: unknown };
    return code === 'ENOSPC' || code === 'EDQUOT';
  });
}
