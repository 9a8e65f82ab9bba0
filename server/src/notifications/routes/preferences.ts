import {
  Envelope,
  ErrorSchema,
  NOTIFICATION_KINDS,
  NotificationPreferencesSchema,
  type NotificationKind,
  type NotificationPreferences,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { currentUserId } from '../../plugins/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];

const toPreferences = (muted: NotificationKind[]): NotificationPreferences =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !muted.includes(kind)]),
  ) as NotificationPreferences;

/** `/users/notification-preferences`: which kinds of notification the account wants. */
const notificationPreferenceRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { notifications } = app.repos;
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds of notification the account gets (all, until turned off)',
        security,
        response: { 200: Envelope(NotificationPreferencesSchema), 401: ErrorSchema },
      },
    },
    async (request) =>
      envelope(
        toPreferences(await notifications.mutedKinds(currentUserId(request))),
        'Notification preferences fetched',
      ),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turn kinds of notification on or off; a kind turned off creates none',
        security,
        body: NotificationPreferencesSchema,
        response: {
          200: Envelope(NotificationPreferencesSchema),
          400: ErrorSchema,
          401: ErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      const muted = NOTIFICATION_KINDS.filter((kind) => !request.body[kind]);
      await notifications.setMutedKinds(userId, muted);
      return envelope(toPreferences(muted), 'Notification preferences saved');
    },
  );

  done();
};

export default notificationPreferenceRoutes;
