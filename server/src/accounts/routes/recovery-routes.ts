import { endpoint } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

// PLACEHOLDER (branch acct-base only): built on its own branch, which replaces this file; it
// exists so the start-up guard lets other branches run.
const recoveryRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const notYet = (): Promise<never> => Promise.reject(new HttpError(501, 'Not built yet.'));
  endpoint(app, 'POST /users/password-reset', notYet);
  endpoint(app, 'POST /users/password-reset/check', notYet);
  endpoint(app, 'POST /users/password-reset/confirm', notYet);
  endpoint(app, 'POST /users/email-verification', notYet);
  endpoint(app, 'POST /users/email-verification/confirm', notYet);
  endpoint(app, 'DELETE /users/pending-email', notYet);
  done();
};

export default recoveryRoutes;
