import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { message, notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { describeUserAgent } from '../../lib/user-agent';
import { currentSessionId, currentUserId } from '../../plugins/auth';
import { clearSessionCookies } from '../session-cookies';
import type { SessionService } from '../session-service';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/**
 * The account's signed-in devices. Ending one signs that device out at once: its refresh cookie
 * stops working and its access tokens are refused on every instance.
 */
const sessionRoutes: FastifyPluginCallbackTypebox<{ sessions: SessionService }> = (
  app,
  { sessions },
  done,
) => {
  endpoint(app, 'GET /users/sessions', async (request) => {
    const current = currentSessionId(request);
    const page = pageRequest(request.query, 20);
    const { docs: rows, total } = await sessions.listLive(
      currentUserId(request),
      page.limit,
      page.offset,
    );
    const docs = rows.map((row) => ({
      _id: row.id,
      ...describeUserAgent(row.user_agent),
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      current: row.id === current,
      signInMethod: row.sign_in_method,
    }));
    return envelope(toPage(docs, total, page), 'Sessions fetched');
  });

  endpoint(app, 'DELETE /users/sessions/:sessionId', async (request, reply) => {
    const { sessionId } = request.params;
    const own = sessionId === request.sessionId;
    if (
      !(await sessions.endOne(currentUserId(request), sessionId, own ? 'logged-out' : 'signed-out'))
    )
      throw notFound(message('Session not found.'));
    if (own) clearSessionCookies(reply, request, app.config);
    return envelope({}, 'Session signed out');
  });

  endpoint(app, 'DELETE /users/sessions', async (request) => {
    const revoked = await sessions.endOthers(
      currentUserId(request),
      currentSessionId(request),
      'signed-out',
    );
    return envelope({ revoked }, 'Other sessions signed out');
  });

  done();
};

export default sessionRoutes;
