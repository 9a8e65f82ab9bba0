import {
  PASSWORD_RESET_TTL_MINUTES,
  type LanguageCode,
  type PasswordResetLink,
} from '@kinora/contract';
import { badRequest, message } from '../lib/http-error';
import { passwordResetMail } from './account-mails';
import { hashLinkToken, newLinkToken, type EmailTokenRepository } from './email-token-repository';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { Mailer } from '../mail';
import type { SessionService } from './session-service';
import type { UserRow } from './user-mappers';
import type { UserRepository } from './user-repository';

export interface PasswordResetDeps {
  db: Kysely<Database>;
  users: UserRepository;
  links: EmailTokenRepository;
  sessions: SessionService;
  mailer: Mailer;
  hashPassword: (password: string) => Promise<string>;
  /** Counts a reset mail to the account; false once it had its share (see `MailRequestGuard`). */
  admitAccount: (accountId: string) => Promise<boolean>;
  log: FastifyBaseLogger;
}

/** The one answer to a link that does not work, whatever the reason: nothing to learn from it. */
export const expiredLink = () => badRequest(message('This link has expired or was already used.'));

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

/**
 * Getting an account back with its address: a single-use link mailed to it, then a new password,
 * which signs every device out.
 */
export function createPasswordResetService({
  db,
  users,
  links,
  sessions,
  mailer,
  hashPassword,
  admitAccount,
  log,
}: PasswordResetDeps) {
  const running = new Set<Promise<void>>();

  async function mailLink(email: string, language: LanguageCode): Promise<void> {
    const user = await users.findByEmail(email);
    if (!user) return;
    if (!(await admitAccount(user.id))) {
      log.warn({ userId: user.id }, 'password reset mail not sent: the account had its share');
      return;
    }
    const { token, hash } = newLinkToken();
    await links.issue(
      { userId: user.id, purpose: 'password_reset', email: user.email, hash },
      TTL_MS,
    );
    await mailer.send({ to: user.email, ...passwordResetMail(token, language) });
  }

  return {
    /**
     * Mails a reset link to the account that uses `email`, if one does, after the request is
     * answered: the answer and its timing are the same whether or not there is an account. The
     * mail is in the language of the request.
     */
    request(email: string, language: LanguageCode): void {
      const work = mailLink(email, language)
        .catch((error: unknown) => log.error({ err: error }, 'a password reset mail failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },

    /** Resolves once the reset mails asked for so far are queued (the app's close waits). */
    async settled(): Promise<void> {
      await Promise.allSettled([...running]);
    },

    /** Whose link it is and until when; 400 when it does not work. */
    async check(token: string): Promise<PasswordResetLink> {
      const link = await links.findLive(hashLinkToken(token), ['password_reset']);
      const user = link ? await users.findById(link.user_id) : null;
      if (!link || !user) throw expiredLink();
      return { email: user.email, expiresAt: link.expires_at.toISOString() };
    },

    /**
     * Sets the new password and uses the link up in one transaction, and ends every session of
     * the account: whoever may have had the password is out. The address counts as verified,
     * since whoever followed the link reads its mail. Answers the account, to sign in.
     */
    async confirm(token: string, newPassword: string): Promise<UserRow> {
      const hash = hashLinkToken(token);
      // Checked before the password is hashed, so a bad link costs no argon2.
      if (!(await links.findLive(hash, ['password_reset']))) throw expiredLink();
      const passwordHash = await hashPassword(newPassword);
      const { user, ended } = await db.transaction().execute(async (trx) => {
        const link = await links.use(hash, ['password_reset'], trx);
        if (!link) throw expiredLink();
        await users.updatePassword(link.user_id, passwordHash, trx);
        await users.markEmailVerified(link.user_id, link.email, trx);
        const ended = await sessions.endAllIn(link.user_id, trx);
        const user = await users.findById(link.user_id, trx);
        if (!user) throw expiredLink();
        return { user, ended };
      });
      await sessions.announceEnded(ended, 'password-changed');
      return user;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
