import fresh from 'fresh';
import parseRange from 'range-parser';
import { HttpError, message, notFound } from '../../../lib/http-error';
import {
  storageKindOf,
  type ByteRange,
  type Storage,
  type StoredObjectInfo,
} from '../../../storage/storage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaAccess } from './media-access';

const RUNG_PLAYLIST = /\/v\d+\/index\.m3u8$/;

/**
 * Keys are random and never rewritten (a replaced thumbnail gets a new key), so a public file's
 * bytes can be cached for good. A video can be unpublished later, though: shared caches (CDNs,
 * proxies) must check back within minutes to learn that, while the viewer's own browser keeps the
 * bytes. An owner-only file is revalidated on every use and never kept by a shared cache.
 */
export function cacheControlFor(key: string, access: Exclude<MediaAccess, 'hidden'>): string {
  if (access === 'owner') return 'private, no-cache';
  if (storageKindOf(key) === 'avatars') return 'public, max-age=31536000, immutable';
  // Stream folders are new per transcode, so segments never change; playlists are what a player
  // re-reads, and they should notice an unpublished video soon. A rung's playlist grows while the
  // rung is made (a player reloads it for the next segments), so it is checked on every use.
  if (storageKindOf(key) === 'streams') {
    if (RUNG_PLAYLIST.test(key)) return 'public, no-cache';
    return key.endsWith('.m3u8') || key.endsWith('.vtt')
      ? 'public, max-age=60'
      : 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=31536000, s-maxage=300, immutable';
}

const NOT_FOUND = message('Media not found.');

/** If-Match / If-Unmodified-Since (RFC 9110 §13.1.1, §13.1.4): false means 412. */
function preconditionsHold(request: FastifyRequest, info: StoredObjectInfo): boolean {
  const ifMatch = request.headers['if-match'];
  if (ifMatch) {
    const tags = ifMatch.split(',').map((t) => t.trim());
    return tags.includes('*') || tags.includes(info.etag);
  }
  const since = Date.parse(request.headers['if-unmodified-since'] ?? '');
  return Number.isNaN(since) || Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** If-Range: a range applies only to the representation the client already has part of. */
function rangeStillApplies(request: FastifyRequest, info: StoredObjectInfo): boolean {
  const header = request.headers['if-range'];
  const ifRange = Array.isArray(header) ? header[0] : header;
  if (!ifRange) return true;
  if (ifRange.includes('"')) return !ifRange.startsWith('W/') && ifRange.trim() === info.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= date;
}

/** The single range to serve, null for the whole file; throws 416 for an unsatisfiable range. */
function requestedRange(
  request: FastifyRequest,
  reply: FastifyReply,
  info: StoredObjectInfo,
): ByteRange | null {
  const header = request.headers.range;
  if (!header || !rangeStillApplies(request, info)) return null;
  const ranges = parseRange(info.size, header, { combine: true });
  if (ranges === -1) {
    reply.header('content-range', `bytes */${info.size}`);
    throw new HttpError(416, message('The requested range is not satisfiable.'));
  }
  // A malformed header, another unit or several ranges: answer with the whole file, which any
  // client accepts (multipart/byteranges buys nothing for media players).
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0] ?? null;
}

/**
 * Streams a stored file with HTTP caching and range semantics: `Accept-Ranges`, 206 with
 * `Content-Range`, 416, `ETag`/`Last-Modified`, 304 and 412, and HEAD without touching the bytes.
 * Bytes are piped from the storage driver (a file read stream or an S3 ranged GetObject), never
 * read whole.
 */
export async function sendStoredMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  access: Exclude<MediaAccess, 'hidden'>,
): Promise<FastifyReply> {
  const info = await storage.stat(key);
  if (!info) throw notFound(NOT_FOUND);

  reply.header('accept-ranges', 'bytes');
  reply.header('etag', info.etag);
  reply.header('last-modified', info.lastModified.toUTCString());
  reply.header('cache-control', cacheControlFor(key, access));
  if (access === 'owner') reply.header('vary', 'Authorization');

  if (!preconditionsHold(request, info)) {
    throw new HttpError(412, message('The file does not match the request preconditions.'));
  }
  const validators = { etag: info.etag, 'last-modified': info.lastModified.toUTCString() };
  if (fresh(request.headers, validators)) return reply.code(304).send();

  const range = requestedRange(request, reply, info);
  reply.header('content-type', info.contentType);
  if (range) {
    reply.code(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    reply.header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', info.size);
  }
  if (request.method === 'HEAD') return reply.send();

  const object = await storage.get(key, range ?? undefined);
  if (!object) {
    reply.removeHeader('content-type');
    throw notFound(NOT_FOUND);
  }
  return reply.send(object.stream);
}
