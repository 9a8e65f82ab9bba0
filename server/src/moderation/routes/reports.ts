import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { currentUserId } from '../../plugins/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/reports`: a signed-in user reports something to the moderators. */
const reportRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.reports;

  endpoint(app, 'POST /reports', async (request, reply) => {
    const created = await service.report(currentUserId(request), request.body);
    reply.code(201);
    return envelope(created, 'Thanks for reporting', 201);
  });

  done();
};

export default reportRoutes;
