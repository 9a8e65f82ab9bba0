import { badRequest, fieldError, message } from '../../lib/http-error';

/**
 * Opaque page tokens like YouTube's: the client hands back what it was given and never computes
 * one. Inside is only an offset, so a token stays valid across restarts.
 */
const PREFIX = 'kc1:';

export function encodePageToken(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`).toString('base64url');
}

/** Offset 0 without a token; a token that is not one of ours is the client's mistake (400). */
export function decodePageToken(token: string | undefined): number {
  if (token === undefined) return 0;
  const match = /^kc1:(\d{1,6})$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  if (!match?.[1]) {
    throw badRequest(message('pageToken is not valid.'), [
      fieldError('pageToken', message('pageToken is not valid.')),
    ]);
  }
  return Number(match[1]);
}

/** One page of `items` from the token's offset, with the token of the next page if any. */
export function pageOf<T>(items: readonly T[], token: string | undefined, size: number) {
  const offset = decodePageToken(token);
  const page = items.slice(offset, offset + size);
  const next = offset + size < items.length ? encodePageToken(offset + size) : null;
  return { page, nextPageToken: next, hasNextPage: next !== null };
}
