import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, forbidden, unauthorized } from '../../lib/http-error';
import { suspensionMessage } from '../../lib/suspension';
import { currentUserId } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { assertNotCrossSite } from '../session-cookies';
import { startSignedIn } from '../sign-in';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** Passkeys: adding, naming and removing them, and signing in with one alone. */
const passkeyRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { passkeys, sessions } = app.services;
  const { users } = app.repos;
  const signInLimit = { config: { rateLimit: RATE_LIMITS.passkeySignIn } };

  endpoint(app, 'POST /users/passkeys/authentication-options', signInLimit, async (request) => {
    // PLACEHOLDER (branch acct-passkey only): the second-factor token is read by the two-factor
    // branch; joined, a token names the account whose passkeys may answer.
    if (request.body.token !== undefined)
      throw badRequest('Passkeys as a second factor are not available yet.');
    return envelope(await passkeys.authenticationOptions(null), 'Passkey challenge created');
  });

  endpoint(app, 'POST /users/login/passkey', signInLimit, async (request, reply) => {
    assertNotCrossSite(request, app.config);
    const { userId } = await passkeys.authenticate(request.body, null);
    const user = await users.findById(userId);
    if (!user) throw unauthorized('Account no longer exists.');
    // A passkey is both factors: whoever holds it is told of a suspension, as after a password.
    const suspension = await users.findSuspension(user.id);
    if (suspension) throw forbidden(suspensionMessage(suspension));
    return startSignedIn(
      app,
      sessions,
      { request, reply },
      user,
      'passkey',
      'User logged in successfully',
    );
  });

  endpoint(app, 'POST /users/passkeys/registration-options', signInLimit, async (request) => {
    const user = await users.findById(currentUserId(request));
    if (!user) throw unauthorized('Account no longer exists.');
    const ceremony = await passkeys.registrationOptions({
      id: user.id,
      username: user.username,
      fullName: user.full_name,
    });
    return envelope(ceremony, 'Passkey challenge created');
  });

  endpoint(app, 'POST /users/passkeys', async (request, reply) => {
    const passkey = await passkeys.register(currentUserId(request), request.body);
    reply.code(201);
    return envelope(passkey, 'Passkey added', 201);
  });

  endpoint(app, 'PATCH /users/passkeys/:passkeyId', async (request) =>
    envelope(
      await passkeys.rename(currentUserId(request), request.params.passkeyId, request.body.name),
      'Passkey renamed',
    ),
  );

  endpoint(app, 'DELETE /users/passkeys/:passkeyId', async (request) => {
    await passkeys.remove(currentUserId(request), request.params.passkeyId);
    return envelope({}, 'Passkey removed');
  });

  done();
};

export default passkeyRoutes;
