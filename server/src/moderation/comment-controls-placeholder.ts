import { endpoint } from '../lib/endpoint';
import { HttpError } from '../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const notYet = () => {
  throw new HttpError(501, 'Comment controls are not implemented on this branch.');
};

/**
 * Stands in for the comment-control routes, built on another branch, so the start-up guard lets
 * this branch's app start; their real routes replace this file.
 */
const commentControlsPlaceholder: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  endpoint(app, 'GET /dashboard/comment-settings', notYet);
  endpoint(app, 'PUT /dashboard/comment-settings', notYet);
  endpoint(app, 'GET /dashboard/held', notYet);
  endpoint(app, 'GET /moderation/held', notYet);
  endpoint(app, 'POST /held/:itemKind/:itemId/approve', notYet);
  endpoint(app, 'POST /held/:itemKind/:itemId/remove', notYet);
  done();
};

export default commentControlsPlaceholder;
