import { PassThrough } from 'node:stream';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { HttpError, message, notFound, unauthorized } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { STREAM_TICKET_TTL_SECONDS } from '../../lib/stream-ticket';
import { suspensionMessage } from '../../lib/suspension';
import { currentSessionId, currentUserId } from '../../plugins/auth';
import { requestLanguage } from '../../i18n/translate';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** How soon a client refused for a full instance tries again (the balancer may send it elsewhere). */
const FULL_RETRY_AFTER_SECONDS = 30;

/** `/notifications`: the signed-in user's own notifications, listed, marked read, streamed. */
const notificationRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { notifications, sessions } = app.repos;
  const { streamTickets, notificationStreams } = app.services;

  /** Tells the user's other tabs and devices (any instance) that the unread count changed. */
  const announceRead = (userId: string) =>
    app.notificationBus
      .publish({ type: 'read', userIds: [userId] })
      .catch((error: unknown) => app.log.warn({ err: error }, 'announcing a read failed'));

  endpoint(app, 'GET /notifications', async (request) => {
    const userId = currentUserId(request);
    const page = pageRequest(request.query, 10);
    const { docs, total, unreadCount } = await notifications.list(userId, page.limit, page.offset);
    return envelope({ ...toPage(docs, total, page), unreadCount }, 'Notifications fetched');
  });

  endpoint(app, 'PATCH /notifications/read-all', async (request) => {
    const userId = currentUserId(request);
    await notifications.markAllRead(userId);
    await announceRead(userId);
    return envelope({ unreadCount: await notifications.countUnread(userId) }, 'All read');
  });

  endpoint(app, 'PATCH /notifications/:notificationId/read', async (request) => {
    const userId = currentUserId(request);
    if (!(await notifications.markRead(userId, request.params.notificationId)))
      throw notFound(message('Notification not found.'));
    await announceRead(userId);
    return envelope({ unreadCount: await notifications.countUnread(userId) }, 'Marked read');
  });

  endpoint(app, 'POST /notifications/stream-ticket', (request) => {
    const ticket = streamTickets.issue({
      userId: currentUserId(request),
      sessionId: currentSessionId(request),
    });
    return envelope({ ticket, expiresIn: STREAM_TICKET_TTL_SECONDS }, 'Stream ticket issued');
  });

  endpoint(app, 'GET /notifications/stream', async (request, reply) => {
    const full = () => {
      reply.header('retry-after', String(FULL_RETRY_AFTER_SECONDS));
      return new HttpError(
        503,
        message('Too many notification streams are open here; try again later.'),
      );
    };
    const { ticket } = request.query;
    const invalid = message('The stream ticket is invalid or expired.');
    const claims = streamTickets.verify(ticket);
    if (!claims) throw unauthorized(invalid);
    // A ticket taken just before a suspension: the account is told why, as its tokens are.
    const suspension = app.revokedSessions.suspensionOf(claims.userId);
    if (suspension) throw unauthorized(suspensionMessage(suspension));
    if (app.revokedSessions.has(claims.sessionId)) throw unauthorized(invalid);
    // Another instance may have ended it a moment ago, before this one heard: the row decides.
    if (!(await sessions.isLive(claims.userId, claims.sessionId))) throw unauthorized(invalid);
    // Refused before the ticket is used up, so the client may come back with it.
    if (!notificationStreams.hasRoomFor(claims.userId)) throw full();
    const redeemed = await streamTickets.redeem(ticket);
    if (!redeemed.ok)
      throw unauthorized(
        redeemed.reason === 'used'
          ? message('The stream ticket was already used: ask for a new one for each stream.')
          : invalid,
      );
    const body = new PassThrough();
    const close = await notificationStreams.open(
      claims.userId,
      claims.sessionId,
      {
        write: (chunk) => {
          if (!body.writableEnded) body.write(chunk);
        },
        close: () => body.end(),
      },
      requestLanguage(request),
    );
    if (!close) throw full();
    const end = () => {
      close();
      body.end();
    };
    request.raw.once('close', end);
    body.once('close', end);
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      // nginx buffers responses by default, which would hold events back.
      .header('x-accel-buffering', 'no');
    return reply.send(body);
  });

  done();
};

export default notificationRoutes;
