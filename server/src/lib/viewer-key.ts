import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who is watching, for counting a view once a day: the signed-in user, else a salted hash of the
 * address and user agent (the salt is secret, so the hash cannot be reversed to an address).
 */
export function viewerKey(request: FastifyRequest, salt: string): string {
  if (request.userId) return `u:${request.userId}`;
  const agent = request.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${salt}\n${request.ip}\n${agent}`).digest('base64url')}`;
}
