import { endpoint } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

// PLACEHOLDER (branch acct-base only): built on its own branch, which replaces this file; it
// exists so the start-up guard lets other branches run.
const emailPreferenceRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const notYet = (): Promise<never> => Promise.reject(new HttpError(501, 'Not built yet.'));
  endpoint(app, 'GET /users/email-preferences', notYet);
  endpoint(app, 'PUT /users/email-preferences', notYet);
  endpoint(app, 'POST /email/unsubscribe', notYet);
  done();
};

export default emailPreferenceRoutes;
