import {
  EMAIL_CONFIRMATION_TTL_HOURS,
  type EmailConfirmed,
  type LanguageCode,
} from '@kinora/contract';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, message, tooManyRequests, unauthorized } from '../lib/http-error';
import { duplicateAccountFields } from '../lib/account-fields';
import { changeConfirmationMail, changeNoticeMail, verificationMail } from './account-mails';
import { hashLinkToken, newLinkToken, type EmailTokenRepository } from './email-token-repository';
import { expiredLink } from './password-reset-service';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail';
import type { MailRequestKind } from '../plugins/rate-limit';
import type { UserRow } from './user-mappers';
import type { UserRepository } from './user-repository';

export interface EmailAddressDeps {
  db: Kysely<Database>;
  users: UserRepository;
  links: EmailTokenRepository;
  mailer: Mailer;
  /** Counts a mail to the account; false once it had its share (see `MailRequestGuard`). */
  admitAccount: (kind: MailRequestKind, accountId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

const TTL_MS = EMAIL_CONFIRMATION_TTL_HOURS * 3_600_000;

const tooManyMails = () =>
  tooManyRequests(message('Too many emails asked for this account, please try again in an hour.'));

/**
 * The account's address: verified from a link mailed to it, and changed only once the new one
 * is confirmed the same way (the old one is told of the change, and keeps working until then).
 */
export function createEmailAddressService({
  db,
  users,
  links,
  mailer,
  admitAccount,
  log,
}: EmailAddressDeps) {
  async function sendVerification(
    user: Pick<UserRow, 'id' | 'email'>,
    reason: 'registered' | 'approved' | 'asked',
    language: LanguageCode,
  ): Promise<void> {
    const { token, hash } = newLinkToken();
    await links.issue(
      { userId: user.id, purpose: 'verify_email', email: user.email, hash },
      TTL_MS,
    );
    await mailer.send({ to: user.email, ...verificationMail(token, reason, language) });
  }

  return {
    /**
     * The verification mail of a new account (a sign-up, an approved application), in the
     * language of the request that made it. The account exists whatever happens to its mail: a
     * failure is logged, and the person can ask again.
     */
    async welcome(
      user: Pick<UserRow, 'id' | 'email'>,
      reason: 'registered' | 'approved',
      language: LanguageCode,
    ) {
      await sendVerification(user, reason, language).catch((error: unknown) =>
        log.error({ err: error, userId: user.id }, 'the verification mail could not be queued'),
      );
    },

    /** A new verification link (the older ones stop working); 400 once the address is verified. */
    async resendVerification(userId: string, language: LanguageCode): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized(message('Account no longer exists.'));
      if (user.email_verified_at)
        throw badRequest(message('Your email address is already verified.'));
      if (!(await admitAccount('verify_email', userId))) throw tooManyMails();
      await sendVerification(user, 'asked', language);
    },

    /**
     * Asks to move the account to `newEmail` (its password was checked): a link to confirm goes
     * to the new address, a notice to the old one, both in the language of the request; a newer
     * request replaces an older one.
     */
    async requestChange(
      user: Pick<UserRow, 'id' | 'email'>,
      newEmail: string,
      language: LanguageCode,
    ): Promise<void> {
      if (!(await admitAccount('change_email', user.id))) throw tooManyMails();
      const { token, hash } = newLinkToken();
      await links.issue(
        { userId: user.id, purpose: 'change_email', email: newEmail, hash },
        TTL_MS,
      );
      await mailer.send({ to: newEmail, ...changeConfirmationMail(token, language) });
      await mailer.send({ to: user.email, ...changeNoticeMail(newEmail, language) });
    },

    /** Drops the change waiting for its confirmation, if any: its link stops working. */
    async cancelChange(userId: string): Promise<void> {
      await links.retire(userId, ['change_email']);
    },

    /**
     * Confirms the address a link was mailed to: the account's own (now verified), or the new
     * one of a change, which becomes the account's (409 if another account took it meanwhile).
     * The links mailed to the old address (reset, verification, other changes) stop working.
     */
    async confirm(token: string): Promise<EmailConfirmed> {
      const hash = hashLinkToken(token);
      try {
        return await db.transaction().execute(async (trx) => {
          const link = await links.use(hash, ['verify_email', 'change_email'], trx);
          if (!link) throw expiredLink();
          if (link.purpose === 'verify_email') {
            // Mailed to an address the account has left since: it proves nothing now.
            if (!(await users.markEmailVerified(link.user_id, link.email, trx)))
              throw expiredLink();
            return { outcome: 'verified', email: link.email };
          }
          const taken = await users.takenFields({ email: link.email }, link.user_id, trx);
          if (taken.email) throw duplicateAccountFields(taken);
          await users.changeEmail(link.user_id, link.email, trx);
          await links.retire(link.user_id, ['change_email', 'verify_email', 'password_reset'], trx);
          return { outcome: 'changed', email: link.email };
        });
      } catch (error) {
        // Another account took the address between the check and the change.
        if (isUniqueViolation(error))
          throw duplicateAccountFields({ username: false, email: true });
        throw error;
      }
    },
  };
}

export type EmailAddressService = ReturnType<typeof createEmailAddressService>;
