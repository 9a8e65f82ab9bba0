import { randomBytes } from 'node:crypto';

/**
 * ObjectId-shaped ids: 4 bytes of seconds since the epoch and 8 random bytes, as 24 lowercase hex
 * characters. They sort by creation second, which keeps `ORDER BY created_at, id` cheap and lets
 * the frontends tell own ids from YouTube ids; the 64 random bits make an id impossible to guess
 * from another one (a counter would let anyone walk to the ids of hidden videos). The second is
 * no secret: every answer that carries an id also carries its `createdAt`.
 */
export function newObjectId(date: Date = new Date()): string {
  const buffer = Buffer.alloc(12);
  buffer.writeUInt32BE(Math.floor(date.getTime() / 1000) >>> 0, 0);
  randomBytes(8).copy(buffer, 4);
  return buffer.toString('hex');
}

export const OBJECT_ID_PATTERN = '^[0-9a-f]{24}$';

export function isObjectId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}
