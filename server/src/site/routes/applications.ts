import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { requestLanguage } from '../../i18n/translate';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** Applying for an account, and the admins' list of applications and their decisions. */
const applicationRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.applications;

  endpoint(
    app,
    'POST /users/applications',
    { config: { rateLimit: RATE_LIMITS.application } },
    async (request, reply) => {
      const receipt = await service.apply(
        request.body,
        (email) => app.registrationGuard(email),
        requestLanguage(request),
      );
      reply.code(201);
      return envelope(receipt, 'Application received', 201);
    },
  );

  endpoint(app, 'GET /admin/applications', async (request) => {
    const page = pageRequest(request.query);
    const { docs, total } = await service.list(request.query.status ?? 'pending', page);
    return envelope(toPage(docs, total, page), 'Applications fetched');
  });

  endpoint(app, 'POST /admin/applications/:applicationId/decision', async (request) => {
    const application = await service.decide(
      currentUserId(request),
      request.params.applicationId,
      request.body,
    );
    return envelope(application, 'Application decided');
  });

  done();
};

export default applicationRoutes;
