import { checkPassword } from '../../lib/account-fields';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { forbidden, message, unauthorized } from '../../lib/http-error';
import { suspensionMessage } from '../../lib/suspension';
import { currentUserId } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { assertNotCrossSite } from '../session-cookies';
import { startSignedIn } from '../sign-in';
import { toUser } from '../user-mappers';
import { requestLanguage } from '../../i18n/translate';
import type { EmailAddressService } from '../email-address-service';
import type { PasswordResetService } from '../password-reset-service';
import type { SessionService } from '../session-service';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

export interface RecoveryRoutesOptions {
  sessions: SessionService;
  passwordResets: PasswordResetService;
  emailAddresses: EmailAddressService;
}

const linkLimit = { config: { rateLimit: RATE_LIMITS.emailLink } };

/** Password reset, and the verification and change of the account's address, by mailed links. */
const recoveryRoutes: FastifyPluginCallbackTypebox<RecoveryRoutesOptions> = (
  app,
  { sessions, passwordResets, emailAddresses },
  done,
) => {
  const { users } = app.repos;

  endpoint(app, 'POST /users/password-reset', async (request) => {
    const email = request.body.email.trim().toLowerCase();
    // Limits that do not depend on whether the address has an account; the per-account one is
    // counted where the mail is sent, out of sight of this answer.
    await app.mailRequests.admit(request, 'password_reset', email);
    passwordResets.request(email, requestLanguage(request));
    return envelope({}, 'If an account uses this address, we sent a link to reset its password.');
  });

  endpoint(app, 'POST /users/password-reset/check', linkLimit, async (request) =>
    envelope(await passwordResets.check(request.body.token), 'The link works'),
  );

  endpoint(app, 'POST /users/password-reset/confirm', linkLimit, async (request, reply) => {
    // It signs this browser in: the same cross-site rule as a login.
    assertNotCrossSite(request, app.config);
    const { token, newPassword } = request.body;
    checkPassword(newPassword, 'newPassword');
    const user = await passwordResets.confirm(token, newPassword);
    // The password is reset either way; a suspended account is told why it cannot sign in, as
    // at login.
    const suspension = await users.findSuspension(user.id);
    if (suspension) throw forbidden(suspensionMessage(suspension));
    return startSignedIn(
      app,
      sessions,
      { request, reply },
      user,
      'password_reset',
      'Your password was changed and every device signed out.',
    );
  });

  endpoint(app, 'POST /users/email-verification', async (request) => {
    const userId = currentUserId(request);
    await app.mailRequests.admit(request, 'verify_email');
    await emailAddresses.resendVerification(userId, requestLanguage(request));
    return envelope({}, 'We sent a new link to your address.');
  });

  endpoint(app, 'POST /users/email-verification/confirm', linkLimit, async (request) => {
    const confirmed = await emailAddresses.confirm(request.body.token);
    return envelope(
      confirmed,
      confirmed.outcome === 'changed'
        ? `Your account now uses ${confirmed.email}.`
        : 'Your email address is verified.',
    );
  });

  endpoint(app, 'DELETE /users/pending-email', async (request) => {
    const userId = currentUserId(request);
    await emailAddresses.cancelChange(userId);
    const user = await users.findById(userId);
    if (!user) throw unauthorized(message('Account no longer exists.'));
    return envelope(toUser(user), 'The change of address was cancelled.');
  });

  done();
};

export default recoveryRoutes;
