import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { pageRequest, toPage } from '../../lib/page';
import { currentUserId } from '../../plugins/auth';
import type { HeldItemQuery } from '@kinora/contract';
import type { HeldScope } from '../comment-control-repository';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/**
 * A creator's comment controls (`/dashboard/comment-settings`), the lists of held comments and
 * posts (`/dashboard/held` for a creator, `/moderation/held` for moderators) and their review.
 */
const commentControlRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const service = app.services.commentControls;

  const heldPage = async (scope: HeldScope, query: HeldItemQuery) => {
    const page = pageRequest(query, 20);
    const { docs, total } = await service.listHeld(scope, query.kind, page);
    return envelope(toPage(docs, total, page), 'Held items fetched');
  };

  endpoint(app, 'GET /dashboard/comment-settings', async (request) =>
    envelope(await service.settings(currentUserId(request)), 'Comment settings fetched'),
  );

  endpoint(app, 'PUT /dashboard/comment-settings', async (request) =>
    envelope(
      await service.saveSettings(currentUserId(request), request.body),
      'Comment settings saved',
    ),
  );

  endpoint(app, 'GET /dashboard/held', async (request) =>
    heldPage({ kind: 'creator', reviewerId: currentUserId(request) }, request.query),
  );

  endpoint(app, 'GET /moderation/held', async (request) =>
    heldPage({ kind: 'site' }, request.query),
  );

  endpoint(app, 'POST /held/:itemKind/:itemId/approve', async (request) => {
    const { itemKind, itemId } = request.params;
    const result = await service.approve(currentUserId(request), itemKind, itemId);
    return envelope(result, itemKind === 'comment' ? 'Comment approved' : 'Post approved');
  });

  endpoint(app, 'POST /held/:itemKind/:itemId/remove', async (request) => {
    const { itemKind, itemId } = request.params;
    const result = await service.remove(currentUserId(request), itemKind, itemId);
    return envelope(result, itemKind === 'comment' ? 'Comment removed' : 'Post removed');
  });

  done();
};

export default commentControlRoutes;
