import { AVATAR_FIELD, COVER_IMAGE_FIELD, RegisterFieldsSchema } from '@kinora/contract';
import { newAccountFields } from '../../lib/account-fields';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import {
  badRequest,
  fieldError,
  forbidden,
  message,
  unauthorized,
  type Message,
} from '../../lib/http-error';
import { requestLanguage } from '../../i18n/translate';
import { verifyPassword } from '../../lib/passwords';
import { validateFields } from '../../lib/validate-fields';
import { commitStoredFiles, type StoredFile } from '../../media/stored-files';
import { parseImageUpload } from '../../media/uploads';
import { toUser } from '../user-mappers';
import { suspensionMessage } from '../../lib/suspension';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  assertNotCrossSite,
  assertXsrf,
  clearSessionCookies,
  refreshCookieOf,
  setDeviceCookie,
  setSessionCookies,
} from '../session-cookies';
import { clientOf, loginAttemptKeyOf, startSignedIn } from '../sign-in';
import type { SessionService } from '../session-service';
import type { AccountService } from '../account-service';
import type { EmailAddressService } from '../email-address-service';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** Whether anyone may open an account now (the site's registration mode). */
export interface RegistrationGate {
  /** 403, saying how to get an account if there is a way, unless registration is open. */
  assertRegistrationOpen: () => Promise<void>;
}

/** Applications for an account that does not exist yet, as sign-in needs them. */
export interface Applicants {
  /**
   * For a name with no account: the password its application was made with and the refusal to
   * answer once that password is given; null when no application waits or was refused.
   */
  signInOf: (
    by: 'email' | 'username',
    value: string,
  ) => Promise<{ passwordHash: string; refusal: Message } | null>;
}

export interface AuthRoutesOptions {
  sessions: SessionService;
  accounts: AccountService;
  registration: RegistrationGate;
  applicants: Applicants;
  emailAddresses: Pick<EmailAddressService, 'welcome'>;
}

/** Which account a login names: by email or by username, never both. */
function loginNameOf(body: { email?: string | undefined; username?: string | undefined }): {
  by: 'email' | 'username';
  value: string;
} {
  const { email, username } = body;
  if (email !== undefined && username !== undefined)
    throw badRequest(message('Give either email or username, not both.'));
  if (email !== undefined) return { by: 'email', value: email };
  if (username !== undefined) return { by: 'username', value: username };
  const said = message('email or username is required');
  throw badRequest(said, [fieldError('email', said)]);
}

/** Register, login, refresh, logout and the current user. */
const authRoutes: FastifyPluginCallbackTypebox<AuthRoutesOptions> = (
  app,
  { sessions, accounts, registration, applicants, emailAddresses },
  done,
) => {
  const { users } = app.repos;

  /** Multipart (with an optional avatar and banner) as the web form sends it, or JSON without them. */
  async function readRegistration(
    request: FastifyRequest,
  ): Promise<{ fields: unknown; avatar: StoredFile | null; cover: StoredFile | null }> {
    if (!request.isMultipart()) return { fields: request.body ?? {}, avatar: null, cover: null };
    const { fields, images } = await parseImageUpload(request, app.uploadDeps, {
      images: { [AVATAR_FIELD]: 'avatar', [COVER_IMAGE_FIELD]: 'cover' } as const,
      fields: RegisterFieldsSchema,
    });
    return { fields, avatar: images[AVATAR_FIELD], cover: images[COVER_IMAGE_FIELD] };
  }

  endpoint(
    app,
    'POST /users/register',
    { config: { rateLimit: RATE_LIMITS.register } },
    async (request, reply) => {
      assertNotCrossSite(request, app.config);
      // Before the upload is read: a refused sign-up stores no image.
      await registration.assertRegistrationOpen();
      const { fields, avatar, cover } = await readRegistration(request);
      // The account's mails are written in it, the later ones (notifications) too.
      const language = requestLanguage(request);
      const { user, session } = await commitStoredFiles(
        app.storage,
        request.log,
        [avatar, cover],
        async () => {
          const valid = newAccountFields(validateFields(RegisterFieldsSchema, fields));
          await app.registrationGuard(valid.email);
          const result = await accounts.register({
            ...valid,
            avatarKey: avatar?.key ?? null,
            coverKey: cover?.key ?? null,
            client: clientOf(request),
            language,
          });
          return { result };
        },
      );
      await emailAddresses.welcome(user, 'registered', language);
      setSessionCookies(reply, request, app.config, session.refreshToken, {
        emailVerified: user.email_verified_at !== null,
      });
      setDeviceCookie(reply, request, app.config, user.id);
      reply.code(201);
      return envelope(
        { user: toUser(user), accessToken: session.accessToken },
        'User registered successfully',
        201,
      );
    },
  );

  endpoint(app, 'POST /users/login', async (request, reply) => {
    assertNotCrossSite(request, app.config);
    const name = loginNameOf(request.body);
    const user =
      name.by === 'email'
        ? await users.findByEmailWithSecrets(name.value)
        : await users.findByUsernameWithSecrets(name.value);
    // Counted before the password is checked.
    const accountKey = user
      ? loginAttemptKeyOf(request, app.config, user.id)
      : `account:unknown:${name.by}:${name.value.trim().toLowerCase()}`;
    const attempt = await app.loginGuard.begin(request, accountKey);
    // A name with no account may have an application: its password is checked the same way, so a
    // wrong one is answered as for an unknown name.
    const applicant = user ? null : await applicants.signInOf(name.by, name.value);
    const hash = user?.password_hash ?? applicant?.passwordHash ?? null;
    if (!(await verifyPassword(hash, request.body.password)) || (!user && !applicant)) {
      throw unauthorized(
        name.by === 'email'
          ? message('Invalid email or password.')
          : message('Invalid username or password.'),
      );
    }
    await attempt.succeeded();
    // Told only to whoever knows the password, like a suspension.
    if (!user) throw forbidden(applicant?.refusal);
    // Told only to whoever knows the password: a stranger learns nothing of a suspension.
    const suspension = await users.findSuspension(user.id);
    if (suspension) throw forbidden(suspensionMessage(suspension));
    return startSignedIn(
      app,
      sessions,
      { request, reply },
      user,
      'password',
      'User logged in successfully',
    );
  });

  endpoint(
    app,
    'POST /users/refresh-token',
    { config: { rateLimit: RATE_LIMITS.refresh } },
    async (request, reply) => {
      assertXsrf(request, app.config);
      const presented = refreshCookieOf(request, app.config);
      if (!presented) throw unauthorized(message('Refresh token missing.'));
      try {
        const next = await sessions.rotate(presented, clientOf(request));
        // The session outlives nothing of its account: a deleted one ends its sessions too.
        const [user, suspension] = await Promise.all([
          users.findById(next.userId),
          users.findSuspension(next.userId),
        ]);
        if (!user) throw unauthorized(message('Refresh token is invalid or revoked.'));
        if (suspension) throw unauthorized(suspensionMessage(suspension));
        // A session restored in another language (chosen since, or another browser's) is the
        // account's language from now on.
        await users.recordLanguage(user.id, requestLanguage(request));
        setSessionCookies(reply, request, app.config, next.refreshToken, {
          emailVerified: user.email_verified_at !== null,
        });
        return envelope(
          { accessToken: next.accessToken, user: toUser(user) },
          'Access token refreshed',
        );
      } catch (error) {
        clearSessionCookies(reply, request, app.config);
        throw error;
      }
    },
  );

  endpoint(app, 'POST /users/logout', async (request, reply) => {
    assertXsrf(request, app.config);
    const presented = refreshCookieOf(request, app.config);
    if (presented) await sessions.endByToken(presented);
    // Without the cookie (another client) the access token still names its session.
    else if (request.userId && request.sessionId)
      await sessions.endOne(request.userId, request.sessionId, 'logged-out');
    clearSessionCookies(reply, request, app.config);
    return envelope({}, 'User logged out');
  });

  endpoint(app, 'GET /users/current-user', async (request) => {
    const user = request.userId ? await users.findById(request.userId) : null;
    if (!user) throw unauthorized(message('Account no longer exists.'));
    return envelope(toUser(user), 'Current user fetched');
  });

  done();
};

export default authRoutes;
