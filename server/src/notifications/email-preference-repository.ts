import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { EmailFrequency, EmailPreferences } from '@kinora/contract';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The kinds of notification that may come by mail (what came of a report never does). */
export type EmailKind = keyof EmailPreferences;

/**
 * What an account gets by mail until it chooses otherwise: new videos of its subscriptions in the
 * daily digest, replies to its comments and posts at once, nothing else. Kept here rather than as rows, so
 * only the kinds a user changed have one (migration 124).
 */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferences> = {
  new_video: 'daily',
  video_comment: 'none',
  comment_reply: 'immediate',
  new_subscriber: 'none',
  post_liked: 'none',
  post_reply: 'immediate',
};

export const EMAIL_KINDS = Object.keys(DEFAULT_EMAIL_PREFERENCES) as EmailKind[];

export const isEmailKind = (kind: string): kind is EmailKind =>
  Object.hasOwn(DEFAULT_EMAIL_PREFERENCES, kind);

/**
 * How often the user in `userColumn` gets mail of the notification kind in `kindColumn`: their
 * row, else the default; `none` for a kind no preference names.
 */
export function mailFrequencyOf(
  userColumn: string,
  kindColumn: string,
): RawBuilder<EmailFrequency> {
  const kind = sql.ref(kindColumn);
  const defaults = sql.join(
    EMAIL_KINDS.map((k) => sql`WHEN ${sql.lit(k)} THEN ${sql.lit(DEFAULT_EMAIL_PREFERENCES[k])}`),
    sql` `,
  );
  return sql<EmailFrequency>`COALESCE(
    (SELECT chosen.frequency FROM email_preferences AS chosen
      WHERE chosen.user_id = ${sql.ref(userColumn)} AND chosen.kind = ${kind}),
    CASE ${kind} ${defaults} ELSE 'none' END)`;
}

/** Which notifications each account gets by mail, and how often (`email_preferences`). */
export function createEmailPreferenceRepository(db: Kysely<Database>) {
  const read = async (userId: string, trx: Db = db): Promise<EmailPreferences> => {
    const rows = await trx
      .selectFrom('email_preferences')
      .select(['kind', 'frequency'])
      .where('user_id', '=', userId)
      .execute();
    const preferences: EmailPreferences = { ...DEFAULT_EMAIL_PREFERENCES };
    for (const row of rows) if (isEmailKind(row.kind)) preferences[row.kind] = row.frequency;
    return preferences;
  };

  /**
   * Writes these kinds' frequencies. An account that no longer exists gets no rows (a link in
   * an old mail may still name it), rather than a foreign-key error.
   */
  const write = async (
    userId: string,
    changes: Partial<EmailPreferences>,
    trx: Db = db,
  ): Promise<void> => {
    const entries = EMAIL_KINDS.flatMap((kind) => {
      const frequency = changes[kind];
      return frequency ? [sql`(${kind}, ${frequency})`] : [];
    });
    if (entries.length === 0) return;
    await sql`
      INSERT INTO email_preferences (user_id, kind, frequency)
      SELECT u.id, chosen.kind, chosen.frequency
      FROM users AS u, (VALUES ${sql.join(entries)}) AS chosen (kind, frequency)
      WHERE u.id = ${userId}
      ON CONFLICT (user_id, kind) DO UPDATE SET frequency = excluded.frequency`.execute(trx);
  };

  return {
    /** The account's choice for every kind, the defaults where it made none. */
    read,

    /**
     * Saves a whole set of choices: a row for each kind whose frequency changes, so a kind the
     * person left alone keeps following the default.
     */
    async choose(userId: string, wanted: EmailPreferences, trx: Db = db) {
      const current = await read(userId, trx);
      const changes = Object.fromEntries(
        EMAIL_KINDS.filter((kind) => wanted[kind] !== current[kind]).map((kind) => [
          kind,
          wanted[kind],
        ]),
      ) as Partial<EmailPreferences>;
      await write(userId, changes, trx);
      return read(userId, trx);
    },

    /** Turns these kinds' mail off (an unsubscribe link). */
    async turnOff(userId: string, kinds: readonly EmailKind[], trx: Db = db): Promise<void> {
      await write(userId, Object.fromEntries(kinds.map((kind) => [kind, 'none'])), trx);
    },
  };
}

export type EmailPreferenceRepository = ReturnType<typeof createEmailPreferenceRepository>;
