import type { Kysely, Transaction } from 'kysely';
import type { ApplicationStatus, LanguageCode } from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewApplication {
  id: string;
  username: string;
  email: string;
  fullName: string;
  passwordHash: string;
  reason: string;
  /** The applicant's language (the request's): the approval's mail is written in it. */
  language: LanguageCode;
}

export interface ApplicationRow {
  id: string;
  username: string;
  email: string;
  full_name: string;
  reason: string;
  status: ApplicationStatus;
  refusal_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export interface ApplicationWithSecret extends ApplicationRow {
  password_hash: string;
  /** Null for an application made before languages were kept (migration 133). */
  language: LanguageCode | null;
}

export interface Decision {
  status: Exclude<ApplicationStatus, 'pending'>;
  refusalReason: string | null;
  decidedBy: string;
}

const columns = [
  'id',
  'username',
  'email',
  'full_name',
  'reason',
  'status',
  'refusal_reason',
  'created_at',
  'decided_at',
] as const;

/** Applications for an account, kept until an admin decides and afterwards. */
export function createApplicationRepository(db: Kysely<Database>) {
  return {
    async create(application: NewApplication, trx: Db = db): Promise<void> {
      await trx
        .insertInto('registration_applications')
        .values({
          id: application.id,
          username: application.username,
          email: application.email,
          full_name: application.fullName,
          password_hash: application.passwordHash,
          reason: application.reason,
          language: application.language,
        })
        .execute();
    },

    /** Which of `username` / `email` a pending application holds (compared as its indexes do). */
    async pendingFields(
      fields: { username: string; email: string },
      trx: Db = db,
    ): Promise<{ username: boolean; email: boolean }> {
      const username = fields.username.toLowerCase();
      const email = fields.email.toLowerCase();
      const rows = await trx
        .selectFrom('registration_applications')
        .select(['username', 'email'])
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['username']), '=', username),
            eb(eb.fn('lower', ['email']), '=', email),
          ]),
        )
        .execute();
      return {
        username: rows.some((row) => row.username.toLowerCase() === username),
        email: rows.some((row) => row.email.toLowerCase() === email),
      };
    },

    /** The newest application naming this email or username (any case), with its password hash. */
    async findLatestBy(
      by: 'email' | 'username',
      value: string,
      trx: Db = db,
    ): Promise<ApplicationWithSecret | null> {
      const row = await trx
        .selectFrom('registration_applications')
        .select([...columns, 'password_hash', 'language'])
        .where((eb) => eb(eb.fn('lower', [by]), '=', value.trim().toLowerCase()))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ?? null;
    },

    async findWithSecretById(id: string, trx: Db = db): Promise<ApplicationWithSecret | null> {
      const row = await trx
        .selectFrom('registration_applications')
        .select([...columns, 'password_hash', 'language'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Oldest first, so none waits forever behind newer ones. */
    async list(
      status: ApplicationStatus,
      limit: number,
      offset: number,
      trx: Db = db,
    ): Promise<{ docs: ApplicationRow[]; total: number }> {
      const [docs, count] = await Promise.all([
        trx
          .selectFrom('registration_applications')
          .select(columns)
          .where('status', '=', status)
          .orderBy('created_at', 'asc')
          .orderBy('id', 'asc')
          .limit(limit)
          .offset(offset)
          .execute(),
        trx
          .selectFrom('registration_applications')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where('status', '=', status)
          .executeTakeFirstOrThrow(),
      ]);
      return { docs, total: Number(count.total) };
    },

    /**
     * Decides a pending application; null when it is decided already (by another admin a moment
     * before: on PostgreSQL the row's lock makes the second wait for the first).
     */
    async decide(id: string, decision: Decision, trx: Db = db): Promise<ApplicationRow | null> {
      const row = await trx
        .updateTable('registration_applications')
        .set({
          status: decision.status,
          refusal_reason: decision.refusalReason,
          decided_by: decision.decidedBy,
          decided_at: new Date(),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning(columns)
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
