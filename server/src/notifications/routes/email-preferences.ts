import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { currentUserId } from '../../plugins/auth';
import emailUnsubscribeRoutes from './email-unsubscribe';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/**
 * Which notifications come by mail: `/users/email-preferences` for the signed-in account, and
 * the unsubscribe link of every notification mail.
 */
const emailPreferenceRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { emailPreferences } = app.repos;

  endpoint(app, 'GET /users/email-preferences', async (request) =>
    envelope(await emailPreferences.read(currentUserId(request)), 'Email preferences fetched'),
  );

  endpoint(app, 'PUT /users/email-preferences', async (request) =>
    envelope(
      await emailPreferences.choose(currentUserId(request), request.body),
      'Email preferences saved',
    ),
  );

  // In a plugin of its own: the form parser it needs is for that route alone.
  void app.register(emailUnsubscribeRoutes);
  done();
};

export default emailPreferenceRoutes;
