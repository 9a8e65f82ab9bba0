import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

/** argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies `password`; with no stored hash (unknown account) it still spends the same time on a
 * dummy hash, so response time does not reveal which emails have accounts.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= argon2.hash('dummy-password-for-timing', OPTIONS);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

let commonPasswords: Set<string> | null = null;

/**
 * On zxcvbn's list of the passwords seen most often in leaks (about 49,000, all lowercase), which
 * the zxcvbn-ts project maintains: any letter case counts, so `Password1` is as common as
 * `password1`. The set is built on first use.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}
