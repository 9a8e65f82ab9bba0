import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import type { ModerationAction } from '@kinora/contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const DONE: Record<ModerationAction, string> = {
  dismiss: 'Reports dismissed',
  remove: 'Removed',
  restore: 'Restored',
  suspend: 'Owner suspended',
  unsuspend: 'Suspension lifted',
  'mark-sensitive': 'Marked sensitive',
  'unmark-sensitive': 'Sensitive mark taken off',
};

/** `/moderation`: the moderators' queue of reported items, their actions and the log. */
const moderationRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.moderation;

  endpoint(app, 'GET /moderation/reports', async (request) => {
    const { status = 'open', kind, reason } = request.query;
    const page = pageRequest(request.query);
    const { docs, total } = await service.queue(
      { status, ...(kind ? { kind } : {}), ...(reason ? { reason } : {}) },
      page,
    );
    return envelope(toPage(docs, total, page), 'Reports fetched');
  });

  endpoint(app, 'POST /moderation/reports/:reportId/actions', async (request) => {
    const item = await service.act(request.params.reportId, currentUserId(request), request.body);
    return envelope(item, DONE[request.body.action]);
  });

  endpoint(app, 'GET /moderation/log', async (request) => {
    const { moderatorId, itemKind, itemId } = request.query;
    const page = pageRequest(request.query);
    const { docs, total } = await service.log(
      {
        ...(moderatorId ? { moderatorId } : {}),
        ...(itemKind ? { itemKind } : {}),
        ...(itemId ? { itemId } : {}),
      },
      page,
    );
    return envelope(toPage(docs, total, page), 'Moderation log fetched');
  });

  done();
};

export default moderationRoutes;
