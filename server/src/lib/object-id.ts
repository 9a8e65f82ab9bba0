import { randomBytes } from 'node:crypto';

/**
 * ObjectId-like ids: 4 bytes of seconds since the epoch, 5 random bytes fixed per process and a
 * 3-byte counter, as 24 lowercase hex characters. They sort by creation time, which keeps
 * `ORDER BY id` equal to creation order and lets the frontends tell own ids from YouTube ids.
 */
const processUnique = randomBytes(5);
let counter = randomBytes(3).readUIntBE(0, 3);

export function newObjectId(date: Date = new Date()): string {
  counter = (counter + 1) % 0x1000000;
  const buffer = Buffer.alloc(12);
  buffer.writeUInt32BE(Math.floor(date.getTime() / 1000) >>> 0, 0);
  processUnique.copy(buffer, 4);
  buffer.writeUIntBE(counter, 9, 3);
  return buffer.toString('hex');
}

export const OBJECT_ID_PATTERN = '^[0-9a-f]{24}$';

export function isObjectId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}
