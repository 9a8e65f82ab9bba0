import { sql, type RawBuilder } from 'kysely';

/**
 * A suspension for good is stored as `'infinity'`, which node-postgres reads as the number
 * Infinity and PGlite as an invalid Date. Read through here it is the far future, a Date on
 * both, as the contract describes it.
 */
export const suspensionEnd = (column: string): RawBuilder<Date | null> =>
  sql<Date | null>`CASE WHEN ${sql.ref(column)} = 'infinity'
    THEN timestamptz '9999-12-31 23:59:59.999+00' ELSE ${sql.ref(column)} END`;

/** When the account's suspension ends, or null when it is not suspended now. */
export const suspendedUntilNow = (column: string): RawBuilder<Date | null> =>
  sql<Date | null>`CASE WHEN ${sql.ref(column)} > now() THEN ${suspensionEnd(column)} END`;
