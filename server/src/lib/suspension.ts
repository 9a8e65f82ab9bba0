/** A suspension in force: until when (null: for good) and the moderator's reason. */
export interface Suspension {
  until: Date | null;
  reason: string;
}

/** What a suspended account is told when it signs in, refreshes or uses an access token. */
export function suspensionMessage({ until, reason }: Suspension): string {
  return until
    ? `Your account is suspended until ${until.toISOString()}: ${reason}`
    : `Your account is suspended: ${reason}`;
}

/** Whether the suspension still holds at `now` (ms); one for good always does. */
export function isInForce({ until }: Suspension, now = Date.now()): boolean {
  return until === null || until.getTime() > now;
}
