import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@kinora/contract';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { currentUserId } from '../../plugins/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

type MutableKind = keyof NotificationPreferences;

/**
 * The kinds a user may turn off. The site's own notices (what came of a report) always reach
 * whoever they are for, so they are no preference.
 */
const MUTABLE_KINDS = NOTIFICATION_KINDS.filter(
  (kind): kind is MutableKind => kind !== 'report_outcome',
);

const toPreferences = (muted: NotificationKind[]): NotificationPreferences =>
  Object.fromEntries(
    MUTABLE_KINDS.map((kind) => [kind, !muted.includes(kind)]),
  ) as NotificationPreferences;

/** `/users/notification-preferences`: which kinds of notification the account wants. */
const notificationPreferenceRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { notifications } = app.repos;

  endpoint(app, 'GET /users/notification-preferences', async (request) =>
    envelope(
      toPreferences(await notifications.mutedKinds(currentUserId(request))),
      'Notification preferences fetched',
    ),
  );

  endpoint(app, 'PUT /users/notification-preferences', async (request) => {
    const userId = currentUserId(request);
    const muted = MUTABLE_KINDS.filter((kind) => !request.body[kind]);
    await notifications.setMutedKinds(userId, muted);
    return envelope(toPreferences(muted), 'Notification preferences saved');
  });

  done();
};

export default notificationPreferenceRoutes;
