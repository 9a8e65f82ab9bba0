import { sql, type RawBuilder } from 'kysely';
import { message, type Message } from '../i18n/translate';

/**
 * A suspension for good is stored as `'infinity'`, which node-postgres reads as the number
 * Infinity and PGlite as an invalid Date. Every read goes through `suspensionEnd`, which makes it
 * this far date on both: the end the contract describes ("far future for good"), and the one
 * the code compares with.
 */
export const SUSPENDED_FOR_GOOD_UNTIL = new Date('9999-12-31T23:59:59.999Z');

/** What a moderator's suspension stores as its end: a date, or `'infinity'` for good. */
export type SuspensionEnd = Date | 'infinity';

/** A suspension in force: until when (`SUSPENDED_FOR_GOOD_UNTIL` for good) and the reason. */
export interface Suspension {
  until: Date;
  reason: string;
}

/** The suspension's end `column` holds, `'infinity'` read as `SUSPENDED_FOR_GOOD_UNTIL`. */
export const suspensionEnd = (column: string): RawBuilder<Date | null> =>
  sql<Date | null>`CASE WHEN ${sql.ref(column)} = 'infinity'
    THEN timestamptz '9999-12-31 23:59:59.999+00' ELSE ${sql.ref(column)} END`;

/** When the account's suspension ends, or null when it is not suspended now. */
export const suspendedUntilNow = (column: string): RawBuilder<Date | null> =>
  sql<Date | null>`CASE WHEN ${sql.ref(column)} > now() THEN ${suspensionEnd(column)} END`;

export const isForGood = (until: Date): boolean =>
  until.getTime() >= SUSPENDED_FOR_GOOD_UNTIL.getTime();

/** What a suspended account is told when it signs in, refreshes, uses a token or uploads. */
export function suspensionMessage({ until, reason }: Suspension): Message {
  return isForGood(until)
    ? message('Your account is suspended: {{reason}}', { reason })
    : message('Your account is suspended until {{until}}: {{reason}}', {
        until: until.toISOString(),
        reason,
      });
}

/** Whether the suspension still holds at `now` (ms); one for good always does. */
export function isInForce({ until }: Suspension, now = Date.now()): boolean {
  return until.getTime() > now;
}
