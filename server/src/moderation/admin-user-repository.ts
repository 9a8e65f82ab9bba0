import { type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { readPage } from '../lib/page';
import { escapeLike } from '../accounts';
import { suspendedUntilNow } from '../lib/suspension';
import type { UserRole } from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AdminUserFilter {
  /** Part of the username, any case. */
  query?: string;
  role?: UserRole;
}

type Aliased = Database & { u: Database['users'] };

function matching(filter: AdminUserFilter) {
  // Usernames are stored in lower case.
  const query = filter.query?.trim().toLowerCase();
  return (eb: ExpressionBuilder<Aliased, 'u'>) =>
    eb.and([
      ...(query ? [eb('u.username', 'like', `%${escapeLike(query)}%`)] : []),
      ...(filter.role ? [eb('u.role', '=', filter.role)] : []),
    ]);
}

const selectAdminUser = (trx: Db) =>
  trx
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.full_name',
      'u.avatar_key',
      'u.email',
      'u.role',
      'u.created_at',
      suspendedUntilNow('u.suspended_until').as('suspended_until'),
      'u.suspension_reason',
    ]);

/** Accounts as the admins' users page lists them: role and suspension included. */
export function createAdminUserRepository(db: Kysely<Database>) {
  return {
    async findById(id: string, trx: Db = db) {
      return (await selectAdminUser(trx).where('u.id', '=', id).executeTakeFirst()) ?? null;
    },

    /** A page of accounts, the newest first. */
    async list(filter: AdminUserFilter, limit: number, offset: number, trx: Db = db) {
      return readPage(
        selectAdminUser(trx)
          .where(matching(filter))
          .orderBy('u.created_at', 'desc')
          .orderBy('u.id', 'desc'),
        trx.selectFrom('users as u').where(matching(filter)),
        limit,
        offset,
      );
    },
  };
}

export type AdminUserRepository = ReturnType<typeof createAdminUserRepository>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUserRepository['findById']>>>;
