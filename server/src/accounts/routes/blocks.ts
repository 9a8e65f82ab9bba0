import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import { toBlock } from '../block-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** `/users/blocks`: the users one blocked, or hid from one's channel. */
const blockRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.blocks;

  endpoint(app, 'GET /users/blocks', async (request) => {
    const page = pageRequest(request.query, 20);
    const { docs, total } = await service.list(currentUserId(request), page);
    return envelope(toPage(docs.map(toBlock), total, page), 'Blocked users fetched');
  });

  endpoint(app, 'POST /users/blocks/:userId', async (request) => {
    const scope = request.body.scope ?? 'everywhere';
    const block = await service.block(currentUserId(request), request.params.userId, scope);
    return envelope(block, scope === 'channel' ? 'User hidden from your channel' : 'User blocked');
  });

  endpoint(app, 'DELETE /users/blocks/:userId', async (request) => {
    const { userId } = request.params;
    const unblocked = await service.unblock(currentUserId(request), userId);
    return envelope({ userId, unblocked }, unblocked ? 'User unblocked' : 'User was not blocked');
  });

  done();
};

export default blockRoutes;
