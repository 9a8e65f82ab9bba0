import { endpoint } from '../../lib/endpoint';
import { HttpError } from '../../lib/http-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

// PLACEHOLDER (branch acct-base only): built on its own branch, which replaces this file; it
// exists so the start-up guard lets other branches run.
const passkeyRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const notYet = (): Promise<never> => Promise.reject(new HttpError(501, 'Not built yet.'));
  endpoint(app, 'POST /users/login/passkey', notYet);
  endpoint(app, 'POST /users/passkeys/authentication-options', notYet);
  endpoint(app, 'POST /users/passkeys/registration-options', notYet);
  endpoint(app, 'POST /users/passkeys', notYet);
  endpoint(app, 'PATCH /users/passkeys/:passkeyId', notYet);
  endpoint(app, 'DELETE /users/passkeys/:passkeyId', notYet);
  done();
};

export default passkeyRoutes;
