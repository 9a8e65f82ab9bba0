import {
  AVATAR_FIELD,
  EmptySchema,
  Envelope,
  ErrorSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RefreshResponseSchema,
  RegisterFieldsSchema,
  RegisterResponseSchema,
  UserSchema,
} from '@kinora/contract';
import { checkPassword, normalizeUsername } from '../../lib/account-fields';
import { envelope } from '../../lib/envelope';
import { unauthorized } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { validateFields } from '../../lib/validate-fields';
import { commitStoredFiles, type StoredFile } from '../../media/stored-files';
import { parseImageUpload } from '../../media/uploads';
import { toUser } from '../../repositories/mappers';
import { createUserRepository } from '../../repositories/user-repository';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import {
  assertXsrf,
  clearSessionCookies,
  refreshCookieOf,
  setSessionCookies,
} from './session-cookies';
import type { SessionService } from '../../services/session-service';
import type { AccountService } from '../../services/account-service';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
  429: ErrorSchema,
};

export interface AuthRoutesOptions {
  sessions: SessionService;
  accounts: AccountService;
}

/** Register, login, refresh, logout and the current user. */
const authRoutes: FastifyPluginCallbackTypebox<AuthRoutesOptions> = (
  app,
  { sessions, accounts },
  done,
) => {
  const users = createUserRepository(app.db);

  /** Multipart (with an optional avatar) as the web form sends it, or JSON without one. */
  async function readRegistration(
    request: FastifyRequest,
  ): Promise<{ fields: unknown; avatar: StoredFile | null }> {
    if (!request.isMultipart()) return { fields: request.body ?? {}, avatar: null };
    const { fields, image } = await parseImageUpload(request, app.uploadDeps, {
      fieldName: AVATAR_FIELD,
      kind: 'avatar',
      fields: RegisterFieldsSchema,
    });
    return { fields, avatar: image };
  }

  app.post(
    '/register',
    {
      config: { rateLimit: RATE_LIMITS.register },
      schema: {
        tags: ['users'],
        summary:
          'Create an account (multipart: username, email, fullName, password, optional avatar)',
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          201: Envelope(RegisterResponseSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { fields, avatar } = await readRegistration(request);
      const { user, session } = await commitStoredFiles(
        app.storage,
        request.log,
        [avatar],
        async () => {
          const valid = validateFields(RegisterFieldsSchema, fields);
          checkPassword(valid.password);
          const result = await accounts.register({
            username: normalizeUsername(valid.username),
            email: valid.email.trim(),
            fullName: valid.fullName,
            password: valid.password,
            avatarKey: avatar?.key ?? null,
          });
          return { result };
        },
      );
      setSessionCookies(reply, app.config, session.refreshToken);
      reply.code(201);
      return envelope(
        { user: toUser(user), accessToken: session.accessToken },
        'User registered successfully',
        201,
      );
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in with email and password',
        body: LoginRequestSchema,
        response: {
          200: Envelope(LoginResponseSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await app.loginGuard.check(request, email);
      const user = await users.findByEmailWithSecrets(email);
      if (!(await verifyPassword(user?.password_hash ?? null, password)) || !user) {
        await app.loginGuard.recordFailure(request, email);
        throw unauthorized('Invalid email or password.');
      }
      const session = await sessions.start(user.id);
      setSessionCookies(reply, app.config, session.refreshToken);
      return envelope({ user: toUser(user), ...session }, 'User logged in successfully');
    },
  );

  app.post(
    '/refresh-token',
    {
      config: { rateLimit: RATE_LIMITS.refresh },
      schema: {
        tags: ['users'],
        summary:
          'Exchange the refresh cookie for a new access token (needs the X-XSRF-TOKEN header)',
        response: { 200: Envelope(RefreshResponseSchema), ...errors },
      },
    },
    async (request, reply) => {
      assertXsrf(request);
      const presented = refreshCookieOf(request);
      if (!presented) throw unauthorized('Refresh token missing.');
      try {
        const next = await sessions.rotate(presented);
        setSessionCookies(reply, app.config, next.refreshToken);
        return envelope({ accessToken: next.accessToken }, 'Access token refreshed');
      } catch (error) {
        clearSessionCookies(reply, app.config);
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['users'],
        summary:
          'Revoke the session of the refresh cookie and clear the cookies (needs X-XSRF-TOKEN)',
        response: { 200: Envelope(EmptySchema), ...errors },
      },
    },
    async (request, reply) => {
      assertXsrf(request);
      const presented = refreshCookieOf(request);
      if (presented) await sessions.revoke(presented);
      clearSessionCookies(reply, app.config);
      return envelope({}, 'User logged out');
    },
  );

  app.get(
    '/current-user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in account',
        security: [{ bearerAuth: [] }],
        response: { 200: Envelope(UserSchema), 401: ErrorSchema },
      },
    },
    async (request) => {
      const user = request.userId ? await users.findById(request.userId) : null;
      if (!user) throw unauthorized('Account no longer exists.');
      return envelope(toUser(user), 'Current user fetched');
    },
  );

  done();
};

export default authRoutes;
