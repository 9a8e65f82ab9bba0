import { createHash } from 'node:crypto';
import { addressKey } from './client-address';
import type { FastifyRequest } from 'fastify';

/**
 * Who is watching, for counting a view once a day: the signed-in user, else a salted hash of the
 * address (an IPv6 address by its /64; the salt is secret, so the hash cannot be reversed to an
 * address). The user agent is left out: anyone can send a new one with every request.
 */
export function viewerKey(request: FastifyRequest, salt: string): string {
  if (request.userId) return `u:${request.userId}`;
  return `a:${createHash('sha256')
    .update(`${salt}\n${addressKey(request.ip)}`)
    .digest('base64url')}`;
}
