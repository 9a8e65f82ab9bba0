import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import { isNotSuspended } from '../lib/moderated-content';
import { suspensionEnd, type Suspension } from '../lib/suspension';
import { isNotBlockedBy } from '../lib/viewer-choices';
import type { LanguageCode, SensitiveContentMode, UserRole } from '@kinora/contract';
import type { ChannelLinkRow } from '../db/core-tables';
import type { Database } from '../db/schema';
import type { PublicUserRow, UserRow } from './user-mappers';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewUser {
  id: string;
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  avatarKey: string | null;
  coverKey: string | null;
  /** The language it was made in (see `recordLanguage`); null when none is known. */
  language?: LanguageCode | null;
}

export interface UserWithSecrets extends UserRow {
  password_hash: string;
}

const userColumns = [
  'id',
  'username',
  'email',
  'full_name',
  'avatar_key',
  'cover_key',
  'description',
  'links',
  'role',
  'sensitive_content',
  'email_verified_at',
  'created_at',
] as const;

/** The new address of the account's live change link, which `toUser` shows as pending. */
const pendingEmailOf = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb
    .selectFrom('email_tokens')
    .select('email_tokens.email')
    .whereRef('email_tokens.user_id', '=', 'users.id')
    .where('email_tokens.purpose', '=', 'change_email')
    .where('email_tokens.used_at', 'is', null)
    .where('email_tokens.expires_at', '>', sql<Date>`now()`)
    .orderBy('email_tokens.created_at', 'desc')
    .limit(1)
    .as('pending_email');

/** Everything `toUser` needs of a user row. */
const userSelection = (eb: ExpressionBuilder<Database, 'users'>) =>
  [...userColumns, pendingEmailOf(eb)] as const;
const publicColumns = ['id', 'username', 'full_name', 'avatar_key'] as const;

/** Suspensions in force, as `Suspension`s (one for good ends at `SUSPENDED_FOR_GOOD_UNTIL`). */
function selectSuspensions(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'id',
      // Never null: only suspended rows are read.
      suspensionEnd('suspended_until').$castTo<Date>().as('until'),
      sql<string>`coalesce(suspension_reason, '')`.as('reason'),
    ])
    .where('suspended_until', '>', sql<Date>`now()`);
}

/** Escapes LIKE wildcards so a search for `50%_off` matches those characters literally. */
/** What an account's owner may change of it in one go. */
export interface AccountChanges {
  fullName?: string;
  description?: string;
  links?: ChannelLinkRow[];
  /** null: follow the site's setting. */
  sensitiveContent?: SensitiveContentMode | null;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createUserRepository(db: Kysely<Database>) {
  return {
    async findById(id: string, trx: Db = db): Promise<UserRow | null> {
      return (
        (await trx
          .selectFrom('users')
          .select(userSelection)
          .where('id', '=', id)
          .executeTakeFirst()) ?? null
      );
    },

    async findByEmailWithSecrets(email: string, trx: Db = db): Promise<UserWithSecrets | null> {
      const row = await trx
        .selectFrom('users')
        .select((eb) => [...userSelection(eb), 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      return row ?? null;
    },

    async findByUsernameWithSecrets(
      username: string,
      trx: Db = db,
    ): Promise<UserWithSecrets | null> {
      const row = await trx
        .selectFrom('users')
        .select((eb) => [...userSelection(eb), 'password_hash'])
        .where('username', '=', username.trim().toLowerCase())
        .executeTakeFirst();
      return row ?? null;
    },

    async findByUsername(username: string, trx: Db = db): Promise<UserRow | null> {
      const row = await trx
        .selectFrom('users')
        .select(userSelection)
        .where('username', '=', username.trim().toLowerCase())
        .executeTakeFirst();
      return row ?? null;
    },

    /** The account that uses `email` (compared as the unique index does: case-insensitively). */
    async findByEmail(email: string, trx: Db = db): Promise<UserRow | null> {
      const row = await trx
        .selectFrom('users')
        .select(userSelection)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      return row ?? null;
    },

    async isEmailVerified(id: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('users')
        .select('email_verified_at')
        .where('id', '=', id)
        .executeTakeFirst();
      return Boolean(row?.email_verified_at);
    },

    /**
     * Marks the address verified, if it is still the account's (a link mailed to an address the
     * account has left proves nothing); false otherwise. One already verified keeps its date.
     */
    async markEmailVerified(id: string, email: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
        .where('id', '=', id)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Makes a confirmed address the account's, verified (a unique violation if it is taken). */
    async changeEmail(id: string, email: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ email, email_verified_at: sql<Date>`now()`, updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async findPasswordHash(id: string, trx: Db = db): Promise<string | null> {
      const row = await trx
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.password_hash ?? null;
    },

    /** The stored images of the account (replaced or deleted with it). */
    async findImageKeys(
      id: string,
      trx: Db = db,
    ): Promise<{ avatar_key: string | null; cover_key: string | null } | null> {
      return (
        (await trx
          .selectFrom('users')
          .select(['avatar_key', 'cover_key'])
          .where('id', '=', id)
          .executeTakeFirst()) ?? null
      );
    },

    /** A channel as others see it: none while its account is suspended. */
    async findPublicByUsername(
      username: string,
      trx: Db = db,
    ): Promise<
      | (PublicUserRow & {
          created_at: Date;
          description: string;
          cover_key: string | null;
          links: ChannelLinkRow[];
        })
      | null
    > {
      const row = await trx
        .selectFrom('users')
        .select([...publicColumns, 'created_at', 'description', 'cover_key', 'links'])
        .where('username', '=', username.trim().toLowerCase())
        .where(isNotSuspended('users.id'))
        .executeTakeFirst();
      return row ?? null;
    },

    async exists(id: string, trx: Db = db): Promise<boolean> {
      return (
        (await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !==
        undefined
      );
    },

    /** The account's suspension, while one is in force. */
    async findSuspension(id: string, trx: Db = db): Promise<Suspension | null> {
      const row = await selectSuspensions(trx).where('id', '=', id).executeTakeFirst();
      return row ? { until: row.until, reason: row.reason } : null;
    },

    /** Every suspension in force, by account id (few: each instance keeps them all). */
    async listSuspensions(trx: Db = db): Promise<Map<string, Suspension>> {
      const rows = await selectSuspensions(trx).execute();
      return new Map(rows.map((row) => [row.id, { until: row.until, reason: row.reason }]));
    },

    /** The account exists and others may see its channel: it is not suspended now. */
    async isShown(id: string, trx: Db = db): Promise<boolean> {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where(isNotSuspended('users.id'))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Which of `username` / `email` are taken (by someone other than `exceptId`). */
    async takenFields(
      fields: { username?: string; email?: string },
      exceptId: string | null = null,
      trx: Db = db,
    ): Promise<{ username: boolean; email: boolean }> {
      const rows = await trx
        .selectFrom('users')
        .select(['username', 'email'])
        .where((eb) =>
          eb.or([
            ...(fields.username ? [eb('username', '=', fields.username)] : []),
            ...(fields.email
              ? [eb(eb.fn('lower', ['email']), '=', fields.email.toLowerCase())]
              : []),
          ]),
        )
        .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId ?? ''))
        .execute();
      return {
        username: fields.username !== undefined && rows.some((r) => r.username === fields.username),
        email:
          fields.email !== undefined &&
          rows.some((r) => r.email.toLowerCase() === fields.email?.toLowerCase()),
      };
    },

    async create(user: NewUser, trx: Db = db): Promise<UserRow> {
      return trx
        .insertInto('users')
        .values({
          id: user.id,
          username: user.username,
          email: user.email,
          full_name: user.fullName,
          password_hash: user.passwordHash,
          avatar_key: user.avatarKey,
          cover_key: user.coverKey,
          // Written only when known: null otherwise, and an insert that names no column added since
          // migration 132 also fits an older database (a backup's, before its restore migrates it).
          ...(user.language ? { language: user.language } : {}),
        })
        .returning(userSelection)
        .executeTakeFirstOrThrow();
    },

    async updateAccount(
      id: string,
      changes: AccountChanges,
      trx: Db = db,
    ): Promise<UserRow | null> {
      const row = await trx
        .updateTable('users')
        .set({
          ...(changes.fullName !== undefined ? { full_name: changes.fullName } : {}),
          ...(changes.description !== undefined ? { description: changes.description } : {}),
          ...(changes.links !== undefined ? { links: JSON.stringify(changes.links) } : {}),
          ...(changes.sensitiveContent !== undefined
            ? { sensitive_content: changes.sensitiveContent }
            : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returning(userSelection)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Points the account's avatar or cover at a stored file. */
    async updateImage(
      id: string,
      image: 'avatar' | 'cover',
      key: string,
      trx: Db = db,
    ): Promise<UserRow | null> {
      const row = await trx
        .updateTable('users')
        .set({
          ...(image === 'avatar' ? { avatar_key: key } : { cover_key: key }),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returning(userSelection)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Keeps the language the account is used in (a sign-in's, a restored session's), which the
     * mails sent without a request of its own are written in. Written only when it changed, so
     * a sign-in in the same language as before costs no write.
     */
    async recordLanguage(id: string, language: LanguageCode, trx: Db = db): Promise<void> {
      await trx
        .updateTable('users')
        .set({ language })
        .where('id', '=', id)
        .where('language', 'is distinct from', language)
        .execute();
    },

    async updatePassword(id: string, passwordHash: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * Grants or takes the role of the account named `username` (`kinora admin`); null when no
     * account has that name. Admin-only routes read the role on every request, so the change
     * holds at once for every session of the account.
     */
    async setRole(username: string, role: UserRole, trx: Db = db): Promise<UserRow | null> {
      const row = await trx
        .updateTable('users')
        .set({ role, updated_at: new Date() })
        .where('username', '=', username.trim().toLowerCase())
        .returning(userSelection)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Makes the account a moderator or a plain user again (the admins' users page); null when
     * there is no such account or it is an admin, whose role only the operator changes. Like the
     * admin role, it holds at once for every session of the account.
     */
    async setModeratorRole(
      id: string,
      role: Exclude<UserRole, 'admin'>,
      trx: Db = db,
    ): Promise<UserRow | null> {
      const row = await trx
        .updateTable('users')
        .set({ role, updated_at: new Date() })
        .where('id', '=', id)
        .where('role', '<>', 'admin')
        .returning(userSelection)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The accounts that have the admin role, by username. */
    async listAdmins(trx: Db = db): Promise<UserRow[]> {
      return trx
        .selectFrom('users')
        .select(userSelection)
        .where('role', '=', 'admin')
        .orderBy('username')
        .execute();
    },

    /** Ids of the account's videos, which go through the video deletion path with it. */
    async videoIdsOf(id: string, trx: Db = db): Promise<string[]> {
      const rows = await trx.selectFrom('videos').select('id').where('owner_id', '=', id).execute();
      return rows.map((row) => row.id);
    },

    /**
     * Deletes the account row. The foreign keys take everything that refers to it: comments,
     * likes, playlists, posts, subscriptions both ways, history, sessions and tokens. View marks
     * name the viewer only inside a text key, so they are deleted here.
     */
    async delete(id: string, trx: Db = db): Promise<boolean> {
      await trx.deleteFrom('video_view_marks').where('viewer_key', '=', `u:${id}`).execute();
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Case-insensitive substring match on username and full name (trigram indexes); suspended
     * accounts' channels are not found, nor those `viewerId` blocked.
     */
    async searchChannels(
      query: string,
      limit: number,
      offset: number,
      viewerId: string | null = null,
      trx: Db = db,
    ) {
      const pattern = `%${escapeLike(query.trim().toLowerCase())}%`;
      const filtered = trx
        .selectFrom('users')
        .where(isNotSuspended('users.id'))
        .where(isNotBlockedBy(viewerId, 'users.id'))
        .where((eb) =>
          eb.or([
            eb('username', 'like', pattern),
            eb(eb.fn('lower', ['full_name']), 'like', pattern),
          ]),
        );
      return readPage(filtered.select(publicColumns).orderBy('username'), filtered, limit, offset);
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
