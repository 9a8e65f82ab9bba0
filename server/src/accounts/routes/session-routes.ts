import {
  Envelope,
  ErrorSchema,
  PageQuerySchema,
  PageSchema,
  SessionParamsSchema,
  SessionSchema,
  SessionsRevokedSchema,
  EmptySchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { describeUserAgent } from '../../lib/user-agent';
import { currentSessionId, currentUserId } from '../../plugins/auth';
import { clearSessionCookies } from '../session-cookies';
import type { SessionService } from '../session-service';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];

/**
 * The account's signed-in devices. Ending one signs that device out at once: its refresh cookie
 * stops working and its access tokens are refused on every instance.
 */
const sessionRoutes: FastifyPluginCallbackTypebox<{ sessions: SessionService }> = (
  app,
  { sessions },
  done,
) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Signed-in devices of the account, most recently used first',
        security,
        querystring: PageQuerySchema,
        response: {
          200: Envelope(PageSchema(SessionSchema)),
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request) => {
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
      }));
      return envelope(toPage(docs, total, page), 'Sessions fetched');
    },
  );

  app.delete(
    '/sessions/:sessionId',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Sign one device out (this one too, when its id is given)',
        security,
        params: SessionParamsSchema,
        response: {
          200: Envelope(EmptySchema),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      if (!(await sessions.endOne(currentUserId(request), sessionId)))
        throw notFound('Session not found.');
      if (sessionId === request.sessionId) clearSessionCookies(reply, request, app.config);
      return envelope({}, 'Session signed out');
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Sign out every other device; this one stays signed in',
        security,
        response: { 200: Envelope(SessionsRevokedSchema), 401: ErrorSchema },
      },
    },
    async (request) => {
      const revoked = await sessions.endOthers(currentUserId(request), currentSessionId(request));
      return envelope({ revoked }, 'Other sessions signed out');
    },
  );

  done();
};

export default sessionRoutes;
