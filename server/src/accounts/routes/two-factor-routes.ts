import { endpoint } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

// PLACEHOLDER (branch acct-base only): built on its own branch, which replaces this file; it
// exists so the start-up guard lets other branches run.
const twoFactorRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const notYet = (): Promise<never> => Promise.reject(new HttpError(501, 'Not built yet.'));
  endpoint(app, 'POST /users/login/second-factor', notYet);
  endpoint(app, 'GET /users/security', notYet);
  endpoint(app, 'POST /users/two-factor/totp/setup', notYet);
  endpoint(app, 'POST /users/two-factor/totp/enable', notYet);
  endpoint(app, 'POST /users/two-factor/totp/disable', notYet);
  endpoint(app, 'POST /users/two-factor/recovery-codes', notYet);
  done();
};

export default twoFactorRoutes;
