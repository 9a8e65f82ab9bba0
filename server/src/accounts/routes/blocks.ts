import { endpoint } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

// PLACEHOLDER (branch base32 only): the blocks' routes are built on the blocks-server branch,
// which replaces this file; it exists so the start-up guard lets other branches run.
const blockRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const notYet = async (): Promise<never> => {
    throw new HttpError(501, 'Not built yet.');
  };
  endpoint(app, 'GET /users/blocks', notYet);
  endpoint(app, 'POST /users/blocks/:userId', notYet);
  endpoint(app, 'DELETE /users/blocks/:userId', notYet);
  done();
};

export default blockRoutes;
