import { isUniqueViolation } from '../lib/db-errors';
import { conflict } from '../lib/http-error';
import { newObjectId } from '../lib/object-id';
import { hashPassword } from '../lib/passwords';
import { createUserRepository } from '../repositories/user-repository';
import type { UserRow } from '../repositories/mappers';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import type { ApiFieldError } from '@kinora/contract';
import type { IssuedSession, SessionService } from './session-service';

export interface Registration {
  username: string;
  email: string;
  fullName: string;
  password: string;
  avatarKey: string | null;
}

function duplicate(taken: { username: boolean; email: boolean }) {
  const errors: ApiFieldError[] = [];
  if (taken.username) errors.push({ field: 'username', message: 'Username is already taken.' });
  if (taken.email) errors.push({ field: 'email', message: 'Email is already registered.' });
  return conflict(errors.map((e) => e.message).join(' '), errors);
}

/** Account creation and changes that must keep username and email unique. */
export function createAccountService(db: Kysely<Database>, sessions: SessionService) {
  const users = createUserRepository(db);

  return {
    /** Creates the user and its first session in one transaction; 409 on a taken name or email. */
    async register(input: Registration): Promise<{ user: UserRow; session: IssuedSession }> {
      const taken = await users.takenFields({ username: input.username, email: input.email });
      if (taken.username || taken.email) throw duplicate(taken);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction().execute(async (trx) => {
          const user = await users.create(
            {
              id: newObjectId(),
              username: input.username,
              email: input.email,
              fullName: input.fullName,
              passwordHash,
              avatarKey: input.avatarKey,
            },
            trx,
          );
          return { user, session: await sessions.start(user.id, trx) };
        });
      } catch (error) {
        // Two registrations raced past the check above: the unique indexes decide.
        if (isUniqueViolation(error)) {
          throw duplicate({
            username: isUniqueViolation(error, 'users_username_key'),
            email: isUniqueViolation(error, 'users_email_key'),
          });
        }
        throw error;
      }
    },

    async updateAccount(
      userId: string,
      changes: { fullName?: string; email?: string },
    ): Promise<UserRow | null> {
      if (changes.email) {
        const taken = await users.takenFields({ email: changes.email }, userId);
        if (taken.email) throw duplicate(taken);
      }
      try {
        return await users.updateAccount(userId, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate({ username: false, email: true });
        throw error;
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
