import { AVATAR_FIELD, COVER_IMAGE_FIELD, EmptySchema } from '@kinora/contract';
import { checkPassword } from '../../lib/account-fields';
import { normalizeChannelLinks } from '../../lib/channel-links';
import { endpoint } from '../../lib/endpoint';
import { envelope } from '../../lib/envelope';
import { badRequest, fieldError, message, unauthorized } from '../../lib/http-error';
import { requestLanguage } from '../../i18n/translate';
import { commitStoredFiles } from '../../media/stored-files';
import { parseImageUpload } from '../../media/uploads';
import { toUser } from '../user-mappers';
import { currentSessionId, currentUserId } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limit';
import { clearSessionCookies } from '../session-cookies';
import type { AccountService } from '../account-service';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';

/** The signed-in account: its details, images and password, and its deletion. */
const accountRoutes: FastifyPluginCallbackTypebox<{ accounts: AccountService }> = (
  app,
  { accounts },
  done,
) => {
  const { users } = app.repos;

  /**
   * A multipart form with one image in `field`, stored as the account's avatar or cover; the file
   * it replaces is deleted once the row points at the new one.
   */
  async function replaceImage(request: FastifyRequest, image: 'avatar' | 'cover') {
    const userId = currentUserId(request);
    const field = image === 'avatar' ? AVATAR_FIELD : COVER_IMAGE_FIELD;
    const missing = () => {
      const said = message('{{field}} is required', { field });
      return badRequest(said, [fieldError(field, said)]);
    };
    if (!request.isMultipart()) throw missing();
    const { images } = await parseImageUpload(request, app.uploadDeps, {
      images: { [field]: image },
      fields: EmptySchema,
    });
    const stored = images[field];
    if (!stored) throw missing();
    const user = await commitStoredFiles(app.storage, request.log, [stored], async () => {
      const { user, previousKey } = await app.db.transaction().execute(async (trx) => {
        const previous = await users.findImageKeys(userId, trx);
        const user = await users.updateImage(userId, image, stored.key, trx);
        return {
          user,
          previousKey: image === 'avatar' ? previous?.avatar_key : previous?.cover_key,
        };
      });
      if (!user) throw unauthorized(message('Account no longer exists.'));
      return { result: user, orphaned: [previousKey ?? null] };
    });
    return toUser(user);
  }

  endpoint(
    app,
    'PATCH /users/update-account',
    { config: { rateLimit: RATE_LIMITS.accountChange } },
    async (request) => {
      const { fullName, email, description, links, sensitiveContent, currentPassword } =
        request.body;
      if (
        fullName === undefined &&
        email === undefined &&
        description === undefined &&
        links === undefined &&
        sensitiveContent === undefined
      ) {
        throw badRequest(
          message(
            'Nothing to update: give fullName, email, description, links or sensitiveContent.',
          ),
        );
      }
      const updated = await accounts.updateAccount(
        currentUserId(request),
        {
          ...(fullName !== undefined ? { fullName } : {}),
          ...(email !== undefined ? { email: email.trim() } : {}),
          ...(description !== undefined ? { description } : {}),
          ...(links !== undefined ? { links: normalizeChannelLinks(links) } : {}),
          ...(sensitiveContent !== undefined ? { sensitiveContent } : {}),
        },
        currentPassword,
        requestLanguage(request),
      );
      if (!updated) throw unauthorized(message('Account no longer exists.'));
      const { user, emailChangeTo } = updated;
      return envelope(
        toUser(user),
        emailChangeTo
          ? `Check ${emailChangeTo} to confirm the change: until then your address stays ${user.email}.`
          : 'Account details updated',
      );
    },
  );

  endpoint(app, 'PATCH /users/avatar', async (request) =>
    envelope(await replaceImage(request, 'avatar'), 'Avatar updated'),
  );

  endpoint(app, 'PATCH /users/cover-image', async (request) =>
    envelope(await replaceImage(request, 'cover'), 'Cover image updated'),
  );

  endpoint(
    app,
    'POST /users/change-password',
    { config: { rateLimit: RATE_LIMITS.accountChange } },
    async (request) => {
      const { oldPassword, newPassword } = request.body;
      checkPassword(newPassword, 'newPassword');
      await accounts.changePassword(currentUserId(request), currentSessionId(request), {
        oldPassword,
        newPassword,
      });
      return envelope({}, 'Password changed');
    },
  );

  endpoint(
    app,
    'DELETE /users',
    { config: { rateLimit: RATE_LIMITS.accountChange } },
    async (request, reply) => {
      // Views wait in memory for their batch: written first, the account's view marks go with
      // it instead of being written after it is gone.
      await app.services.viewCounter.flush();
      await accounts.deleteAccount(currentUserId(request), request.body.password, request.log);
      clearSessionCookies(reply, request, app.config);
      return envelope({}, 'Account deleted');
    },
  );

  done();
};

export default accountRoutes;
