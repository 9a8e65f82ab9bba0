import { createSessionRepository } from '../accounts';
import { trustedDeviceOf } from '../accounts';
import {
  overrideClaimOf,
  overrideUrlAllowed,
  ownOriginOf,
  type RemoteOverride,
} from '../lib/remote-override';
import { API_ENTRY } from '../platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Judges the override a browser carries each time it is used (the shell page and its CSP, the
 * deployment file): it holds only while everything it was set under still holds. Its signature
 * and expiry; the browser's device cookie still names the same account and device (another
 * person signing in here replaces it); the session it was set in is still live (logging out or
 * being signed out ends it); the account is still an admin; the remote is not the API entry; and
 * the deployment file still allows its origin. Null otherwise.
 */
export function createOverrideCheck(app: FastifyInstance) {
  const sessions = createSessionRepository(app.db);
  return async (request: FastifyRequest): Promise<RemoteOverride | null> => {
    const claim = overrideClaimOf(request);
    // The API entry is never overridden: it would get every call.
    if (!claim || claim.remote === API_ENTRY) return null;
    if (trustedDeviceOf(request, app.config, claim.userId) !== claim.device) return null;
    const allowed = app.deployment.overrideOrigins();
    if (!overrideUrlAllowed(claim.url, allowed, ownOriginOf(request))) return null;
    if (app.revokedSessions.has(claim.sessionId)) return null;
    if (!(await sessions.isLive(claim.userId, claim.sessionId))) return null;
    if (!(await app.isAdmin(claim.userId))) return null;
    return { remote: claim.remote, url: claim.url };
  };
}

export type OverrideCheck = ReturnType<typeof createOverrideCheck>;
