import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, forbidden, message, unauthorized, type Message } from '../../lib/http-error';
import { suspensionMessage } from '../../lib/suspension';
import { currentUserId } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { assertNotCrossSite } from '../session-cookies';
import { loginAttemptKeyOf, startSignedIn } from '../sign-in';
import {
  signInExpired,
  WRONG_CODE,
  type SecondFactorProof,
} from '../two-factor/two-factor-service';
import type { SignInMethod } from '@kinora/contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** Exactly one of a code and a recovery code; `missing` when neither (or both) was given. */
function proofOf(
  body: { code?: string | undefined; recoveryCode?: string | undefined },
  missing: Message,
): SecondFactorProof {
  const { code, recoveryCode } = body;
  if (code !== undefined && recoveryCode === undefined) return { code };
  if (recoveryCode !== undefined && code === undefined) return { recoveryCode };
  throw badRequest(missing);
}

/** The authenticator app, recovery codes, the security overview and the second sign-in step. */
const twoFactorRoutes: FastifyPluginCallbackTypebox = (app, _opts, done) => {
  const { sessions, twoFactor, passkeys } = app.services;
  const { users } = app.repos;

  endpoint(app, 'POST /users/login/second-factor', async (request, reply) => {
    assertNotCrossSite(request, app.config);
    const { token, code, recoveryCode, passkey } = request.body;
    const given = [code, recoveryCode, passkey].filter((answer) => answer !== undefined);
    if (given.length !== 1) throw badRequest(message('Give one of code, recoveryCode or passkey.'));
    const claim = twoFactor.readToken(token);
    const user = claim ? await users.findById(claim.userId) : null;
    if (!claim || !user) throw signInExpired();
    // Counted like a wrong password, under the same key: a second factor is no new allowance.
    const attempt = await app.loginGuard.begin(
      request,
      loginAttemptKeyOf(request, app.config, user.id),
    );
    let method: SignInMethod;
    if (passkey) {
      // Only this account's passkeys may answer; a wrong one counts like a wrong code.
      await passkeys.authenticate(passkey, user.id);
      method = 'password_passkey';
    } else {
      const proof = proofOf(
        { code, recoveryCode },
        message('Give one of code, recoveryCode or passkey.'),
      );
      if (!(await twoFactor.check(user.id, proof))) throw unauthorized(WRONG_CODE);
      method = 'code' in proof ? 'password_totp' : 'password_recovery_code';
    }
    await attempt.succeeded();
    const suspension = await users.findSuspension(user.id);
    if (suspension) throw forbidden(suspensionMessage(suspension));
    return startSignedIn(
      app,
      sessions,
      { request, reply },
      user,
      // A reset's session reads as a reset, whichever factor followed it.
      claim.via === 'password_reset' ? 'password_reset' : method,
      'User logged in successfully',
      { secondFactorChecked: true },
    );
  });

  endpoint(app, 'GET /users/security', async (request) =>
    envelope(await twoFactor.overview(currentUserId(request)), 'Account security fetched'),
  );

  endpoint(
    app,
    'POST /users/two-factor/totp/setup',
    { config: { rateLimit: RATE_LIMITS.accountChange } },
    async (request) =>
      envelope(
        await twoFactor.setUp(currentUserId(request), request.body.password),
        'Scan the QR code with your authenticator app, then enter its code.',
      ),
  );

  endpoint(
    app,
    'POST /users/two-factor/totp/enable',
    { config: { rateLimit: RATE_LIMITS.accountChange } },
    async (request) =>
      envelope(
        await twoFactor.enable(currentUserId(request), request.body.code),
        'Two-factor sign-in is on. Keep these recovery codes somewhere safe.',
      ),
  );

  endpoint(
    app,
    'POST /users/two-factor/totp/disable',
    { config: { rateLimit: RATE_LIMITS.accountChange } },
    async (request) => {
      const proof = proofOf(
        request.body,
        message('Give a code from your authenticator app or a recovery code.'),
      );
      await twoFactor.disable(currentUserId(request), request.body.password, proof);
      return envelope({}, 'Two-factor sign-in is off.');
    },
  );

  endpoint(
    app,
    'POST /users/two-factor/recovery-codes',
    { config: { rateLimit: RATE_LIMITS.accountChange } },
    async (request) =>
      envelope(
        await twoFactor.renewRecoveryCodes(currentUserId(request), request.body.password),
        'New recovery codes. The old ones no longer work.',
      ),
  );

  done();
};

export default twoFactorRoutes;
