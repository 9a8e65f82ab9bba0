import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/admin/users`: the admins' list of accounts, where they grant and take the moderator role. */
const adminUserRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.adminUsers;

  endpoint(app, 'GET /admin/users', async (request) => {
    const { query, role } = request.query;
    const page = pageRequest(request.query);
    const { docs, total } = await service.list(
      { ...(query ? { query } : {}), ...(role ? { role } : {}) },
      page,
    );
    return envelope(toPage(docs, total, page), 'Users fetched');
  });

  endpoint(app, 'PUT /admin/users/:userId/role', async (request) => {
    const user = await service.setRole(currentUserId(request), request.params.userId, request.body);
    return envelope(user, 'Role updated');
  });

  done();
};

export default adminUserRoutes;
