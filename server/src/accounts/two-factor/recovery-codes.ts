import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@kinora/contract';

/** Base32's letters and digits (no 0, 1, 8, 9): nothing to mistake when copied by hand. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 10 characters of 5 bits: 50 bits each, far beyond guessing within the login limits. */
const GROUPS = [4, 4, 2];

/** One recovery code as shown to its owner, e.g. `abcd-efgh-jk`. */
function newRecoveryCode(): string {
  const length = GROUPS.reduce((sum, size) => sum + size, 0);
  // 256 is a multiple of 32, so masking each byte keeps every character equally likely.
  const characters = [...randomBytes(length)].map((byte) => ALPHABET.charAt(byte & 31));
  let start = 0;
  return GROUPS.map((size) => {
    const group = characters.slice(start, start + size).join('');
    start += size;
    return group;
  }).join('-');
}

/** A fresh set of distinct codes. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * What is stored of a code: the SHA-256 of its characters, whatever the dashes, spaces or case
 * it is typed with. The codes are random enough that a fast hash cannot be reversed.
 */
export function recoveryCodeHash(code: string): string {
  const normalized = code.replace(/[\s-]/g, '').toLowerCase();
  return createHash('sha256').update(normalized).digest('hex');
}
