import { duplicateAccountFields } from '../lib/account-fields';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, fieldError, message, unauthorized, type Message } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { hashPassword as hashNewPassword, verifyPassword } from '../lib/passwords';
import { deleteStoredFiles } from '../media/stored-files';
import { createUserRepository, type AccountChanges, type NewUser } from './user-repository';
import type { UserRow } from './user-mappers';
import type { SessionClient } from './session-repository';
import type { Database } from '../db/schema';
import type { Storage } from '../storage/storage';
import type { DataExportRepository } from './data-export/data-export-repository';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '@kinora/contract';
import type { IssuedSession, SessionService } from './session-service';
import type { EmailAddressService } from './email-address-service';

export interface Registration {
  username: string;
  email: string;
  fullName: string;
  password: string;
  avatarKey: string | null;
  coverKey: string | null;
  client: SessionClient;
  /** The language of the sign-up's request, which the account's later mails are written in. */
  language?: LanguageCode;
}

/** An account an admin approved: its password was hashed when its owner applied. */
export interface Applicant {
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  /** The language the applicant applied in, when it was kept. */
  language?: LanguageCode | null;
}

/**
 * What deleting an account needs of its videos: their rows removed inside the deletion's
 * transaction, then, once it has committed, their files (the video service does both).
 */
export interface AccountVideos {
  removeAllIn(ids: string[], trx: Kysely<Database>): Promise<object[]>;
  discardFiles(removed: object[], log: FastifyBaseLogger): Promise<void>;
}

export interface AccountServiceDeps {
  db: Kysely<Database>;
  sessions: SessionService;
  videos: AccountVideos;
  storage: Storage;
  /** How a change of address is asked for: confirmed from the new address before it holds. */
  emailChanges: Pick<EmailAddressService, 'requestChange'>;
  /** The account's data archives, deleted with it. */
  dataExports: Pick<DataExportRepository, 'keysOf'>;
  /** How a new password is hashed (argon2id unless a test counts the calls). */
  hashPassword?: (password: string) => Promise<string>;
}

/**
 * Account creation, changes that must keep username and email unique or need the password, and
 * deletion of the account with everything of it.
 */
export function createAccountService({
  db,
  sessions,
  videos,
  storage,
  emailChanges,
  dataExports,
  hashPassword = hashNewPassword,
}: AccountServiceDeps) {
  const users = createUserRepository(db);

  /** 401 with `refusal` unless `password` is the account's. */
  async function assertPassword(userId: string, password: string, refusal: Message) {
    const hash = await users.findPasswordHash(userId);
    if (!hash) throw unauthorized(message('Account no longer exists.'));
    if (!(await verifyPassword(hash, password))) throw unauthorized(refusal);
  }

  /** 409 on a taken name or email, whether found first or raced to by another sign-up. */
  async function createUser(fields: Omit<NewUser, 'id'>, trx: Kysely<Database>): Promise<UserRow> {
    const taken = await users.takenFields(
      { username: fields.username, email: fields.email },
      null,
      trx,
    );
    if (taken.username || taken.email) throw duplicateAccountFields(taken);
    try {
      return await users.create({ id: newObjectId(), ...fields }, trx);
    } catch (error) {
      // Two sign-ups raced past the check above: the unique indexes decide.
      if (isUniqueViolation(error)) {
        throw duplicateAccountFields({
          username: isUniqueViolation(error, 'users_username_key'),
          email: isUniqueViolation(error, 'users_email_key'),
        });
      }
      throw error;
    }
  }

  return {
    /**
     * Creates the user and its first session in one transaction; 409 on a taken name or email.
     * A sign-up is signed in at once (its address is verified later, from the mail sent to it),
     * so a taken email cannot be answered "check your inbox" like a new one: the 409 stays (the
     * form must say why nothing happened), but the password is hashed
     * first, so a taken email costs the same argon2 as a new account and the time of the answer
     * does not tell them apart; the routes limit sign-ups per address and per email, so the 409
     * cannot be asked of many emails either.
     */
    async register(input: Registration): Promise<{ user: UserRow; session: IssuedSession }> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction().execute(async (trx) => {
        const user = await createUser(
          {
            username: input.username,
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            avatarKey: input.avatarKey,
            coverKey: input.coverKey,
            language: input.language ?? null,
          },
          trx,
        );
        return {
          user,
          session: await sessions.start(user.id, { ...input.client, method: 'registration' }, trx),
        };
      });
    },

    /**
     * The account of an approved application, made as `register` makes one (without images or a
     * session: the applicant signs in), inside the caller's transaction; 409 on a name or email
     * taken since the application.
     */
    async createApplicantAccount(applicant: Applicant, trx: Kysely<Database>): Promise<UserRow> {
      return createUser({ ...applicant, avatarKey: null, coverKey: null }, trx);
    },

    /**
     * 401 "Password is incorrect." unless `password` is the account's: asked again before what
     * a stolen session alone must not do (adding a way to sign in).
     */
    confirmPassword: (userId: string, password: string) =>
      assertPassword(userId, password, message('Password is incorrect.')),

    /** How a new password is hashed, for what keeps one until its account exists (applications). */
    hashPassword,

    /**
     * A new email needs the current password: whoever holds a stolen access token must not be
     * able to move the account to an address of theirs, and "already registered" answers are
     * only given to someone who knows the password. The account's own address sent again (a
     * form that sends every field) is no change and needs none. A new address is not the
     * account's yet: it is asked for (see `EmailAddressService.requestChange`) and answered as
     * `emailChangeTo`, and the other changes are made.
     */
    async updateAccount(
      userId: string,
      { email, ...changes }: AccountChanges & { email?: string },
      currentPassword: string | undefined,
      /** The language of the request, which the mails of a change of address are written in. */
      language: LanguageCode,
    ): Promise<{ user: UserRow; emailChangeTo: string | null } | null> {
      const current = await users.findById(userId);
      if (!current) return null;
      const emailChangeTo =
        email !== undefined && current.email.toLowerCase() !== email.toLowerCase() ? email : null;
      if (emailChangeTo !== null) {
        if (!currentPassword) {
          const said = message('currentPassword is required to change the email.');
          throw badRequest(said, [fieldError('currentPassword', said)]);
        }
        await assertPassword(userId, currentPassword, message('Current password is incorrect.'));
        const taken = await users.takenFields({ email: emailChangeTo }, userId);
        if (taken.email) throw duplicateAccountFields(taken);
        await emailChanges.requestChange(current, emailChangeTo, language);
      }
      const user = await users.updateAccount(userId, changes);
      return user ? { user, emailChangeTo } : null;
    },

    /** Sets a new password and signs out every session but `keepSessionId`. */
    async changePassword(
      userId: string,
      keepSessionId: string,
      passwords: { oldPassword: string; newPassword: string },
    ): Promise<void> {
      await assertPassword(userId, passwords.oldPassword, message('Old password is incorrect.'));
      if (passwords.oldPassword === passwords.newPassword) {
        const said = message('The new password must differ from the old one.');
        throw badRequest(said, [fieldError('newPassword', said)]);
      }
      await users.updatePassword(userId, await hashPassword(passwords.newPassword));
      await sessions.endOthers(userId, keepSessionId, 'password-changed');
    },

    /**
     * Deletes the account and everything of it in one transaction: its videos through the video
     * deletion path (their comments too), then the row, whose foreign keys take the rest. Once
     * committed, the videos' files, streams and queued jobs go, then the avatar and cover, and
     * every instance refuses the account's access tokens.
     */
    async deleteAccount(userId: string, password: string, log: FastifyBaseLogger): Promise<void> {
      await assertPassword(userId, password, message('Password is incorrect.'));
      const archives = await dataExports.keysOf(userId);
      const { removed, images, ended } = await db.transaction().execute(async (trx) => {
        const images = await users.findImageKeys(userId, trx);
        const removed = await videos.removeAllIn(await users.videoIdsOf(userId, trx), trx);
        const ended = await sessions.endAllIn(userId, trx);
        await users.delete(userId, trx);
        return { removed, images, ended };
      });
      await sessions.announceEnded(ended, 'deleted');
      await videos.discardFiles(removed, log);
      await deleteStoredFiles(storage, [images?.avatar_key, images?.cover_key, ...archives], log);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
