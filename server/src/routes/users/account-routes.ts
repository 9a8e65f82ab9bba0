import {
  AVATAR_FIELD,
  ChannelParamsSchema,
  ChannelProfileSchema,
  ChannelSearchQuerySchema,
  EmptySchema,
  Envelope,
  ErrorSchema,
  PageSchema,
  PublicUserSchema,
  UpdateAccountRequestSchema,
  UserSchema,
} from '@kinora/contract';
import { envelope } from '../../lib/envelope';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import { pageRequest, toPage } from '../../lib/page';
import { commitStoredFiles } from '../../media/stored-files';
import { parseImageUpload } from '../../media/uploads';
import { toPublicUser, toUser } from '../../repositories/mappers';
import { createSubscriptionRepository } from '../../repositories/subscription-repository';
import { createUserRepository } from '../../repositories/user-repository';
import { currentUserId } from '../../plugins/auth';
import type { AccountService } from '../../services/account-service';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

const security = [{ bearerAuth: [] }];

/** Account changes, public channel profiles and channel search. */
const accountRoutes: FastifyPluginCallbackTypebox<{ accounts: AccountService }> = (
  app,
  { accounts },
  done,
) => {
  const users = createUserRepository(app.db);
  const subscriptions = createSubscriptionRepository(app.db);

  app.patch(
    '/update-account',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change full name and/or email',
        security,
        body: UpdateAccountRequestSchema,
        response: {
          200: Envelope(UserSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { fullName, email } = request.body;
      if (fullName === undefined && email === undefined) {
        throw badRequest('Nothing to update: give fullName or email.');
      }
      const user = await accounts.updateAccount(currentUserId(request), {
        ...(fullName !== undefined ? { fullName } : {}),
        ...(email !== undefined ? { email: email.trim() } : {}),
      });
      if (!user) throw unauthorized('Account no longer exists.');
      return envelope(toUser(user), 'Account details updated');
    },
  );

  app.patch(
    '/avatar',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Replace the avatar (multipart with one `avatar` image)',
        consumes: ['multipart/form-data'],
        security,
        response: {
          200: Envelope(UserSchema),
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUserId(request);
      if (!request.isMultipart())
        throw badRequest('avatar is required', [
          { field: AVATAR_FIELD, message: 'avatar is required' },
        ]);
      const { image } = await parseImageUpload(request, app.uploadDeps, {
        fieldName: AVATAR_FIELD,
        kind: 'avatar',
        fields: EmptySchema,
      });
      if (!image)
        throw badRequest('avatar is required', [
          { field: AVATAR_FIELD, message: 'avatar is required' },
        ]);
      const user = await commitStoredFiles(app.storage, request.log, [image], async () => {
        const { user, previousKey } = await app.db.transaction().execute(async (trx) => {
          const previousKey = (await users.findAvatarKey(userId, trx))?.avatar_key ?? null;
          return { user: await users.updateAvatar(userId, image.key, trx), previousKey };
        });
        if (!user) throw unauthorized('Account no longer exists.');
        return { result: user, orphaned: [previousKey] };
      });
      return envelope(toUser(user), 'Avatar updated');
    },
  );

  app.get(
    '/c/:username',
    {
      schema: {
        tags: ['channels'],
        summary: 'A channel profile by username',
        params: ChannelParamsSchema,
        response: { 200: Envelope(ChannelProfileSchema), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const channel = await users.findPublicByUsername(request.params.username);
      if (!channel) throw notFound('Channel not found.');
      const [subscribersCount, isSubscribed] = await Promise.all([
        subscriptions.count(channel.id),
        subscriptions.isSubscribed(request.userId, channel.id),
      ]);
      return envelope(
        {
          ...toPublicUser(channel),
          subscribersCount,
          isSubscribed,
          createdAt: channel.created_at.toISOString(),
        },
        'Channel fetched',
      );
    },
  );

  app.get(
    '/search-channels',
    {
      schema: {
        tags: ['channels'],
        summary: 'Channels whose username or full name contains the query (case-insensitive)',
        querystring: ChannelSearchQuerySchema,
        response: { 200: Envelope(PageSchema(PublicUserSchema)), 400: ErrorSchema },
      },
    },
    async (request) => {
      const page = pageRequest(request.query, 20);
      const query = request.query.query.trim();
      if (!query) return envelope(toPage([], 0, page), 'Channels fetched');
      const { docs, total } = await users.searchChannels(query, page.limit, page.offset);
      return envelope(toPage(docs.map(toPublicUser), total, page), 'Channels fetched');
    },
  );

  done();
};

export default accountRoutes;
