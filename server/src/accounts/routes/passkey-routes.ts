import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { forbidden, message, unauthorized } from '../../lib/http-error';
import { suspensionMessage } from '../../lib/suspension';
import { currentUserId } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { assertNotCrossSite } from '../session-cookies';
import { startSignedIn } from '../sign-in';
import { signInExpired } from '../two-factor/two-factor-service';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** Passkeys: adding, naming and removing them, and signing in with one alone. */
const passkeyRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { accounts, passkeys, sessions, twoFactor } = app.services;
  const { users } = app.repos;
  const signInLimit = { config: { rateLimit: RATE_LIMITS.passkeySignIn } };

  endpoint(app, 'POST /users/passkeys/authentication-options', signInLimit, async (request) => {
    // With the token of a password sign-in, the passkeys of that account answer as its second
    // factor; without, any passkey of the site may answer and names its account.
    const { token } = request.body;
    let userId: string | null = null;
    if (token !== undefined) {
      const claim = twoFactor.readToken(token);
      if (!claim) throw signInExpired();
      userId = claim.userId;
    }
    return envelope(await passkeys.authenticationOptions(userId), 'Passkey challenge created');
  });

  endpoint(app, 'POST /users/login/passkey', signInLimit, async (request, reply) => {
    assertNotCrossSite(request, app.config);
    const { userId } = await passkeys.authenticate(request.body, null);
    const user = await users.findById(userId);
    if (!user) throw unauthorized(message('Account no longer exists.'));
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
    // A new passkey signs in without the password: whoever holds only a stolen session must not
    // be able to add one.
    await accounts.confirmPassword(currentUserId(request), request.body.password);
    const user = await users.findById(currentUserId(request));
    if (!user) throw unauthorized(message('Account no longer exists.'));
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
