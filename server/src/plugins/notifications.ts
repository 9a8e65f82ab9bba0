import fp from 'fastify-plugin';
import { withPublicUrls } from '../lib/public-urls';
import { createStreamTickets, type StreamTickets } from '../lib/stream-ticket';
import { createNotificationRepository } from '../repositories/notification-repository';
import {
  createNotificationService,
  type NotificationService,
} from '../services/notification-service';
import {
  createNotificationStreams,
  type NotificationStreams,
} from '../services/notification-streams';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where routes and the media pipeline report what others should hear of. */
    notifications: NotificationService;
    /** This instance's open `GET /notifications/stream` connections. */
    notificationStreams: NotificationStreams;
    streamTickets: StreamTickets;
  }
}

const publicDataOf =
  (publicUrl: string) =>
  <T>(data: T): T =>
    withPublicUrls(data, publicUrl);

/**
 * Notifications: created by the service, carried between instances by the bus, sent by the
 * streams. On close, background fan-outs finish (they are short statements) before the
 * database closes, and open streams end so the server is not held open by them.
 */
function notificationsPlugin(
  app: FastifyInstance,
  { config, jwtSecret }: { config: AppConfig; jwtSecret: string },
  done: () => void,
) {
  const service = createNotificationService({
    db: app.db,
    bus: app.notificationBus,
    log: app.log,
  });
  const streams = createNotificationStreams({
    notifications: createNotificationRepository(app.db),
    bus: app.notificationBus,
    log: app.log,
    heartbeatMs: config.notificationHeartbeatMs,
    maxStreams: config.maxNotificationStreams,
    isRevoked: (sessionId) => app.revokedSessions.has(sessionId),
    ...(config.publicUrl ? { publicData: publicDataOf(config.publicUrl) } : {}),
  });
  app.decorate('notifications', service);
  app.decorate('notificationStreams', streams);
  app.decorate('streamTickets', createStreamTickets(jwtSecret, app.attemptCounters));
  app.addHook('preClose', (hookDone) => {
    streams.close();
    hookDone();
  });
  app.addHook('onClose', async () => {
    await service.settled();
  });
  done();
}

export default fp(notificationsPlugin, {
  name: 'notifications',
  dependencies: ['db', 'notification-bus', 'session-revocations', 'rate-limit'],
});
