import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  jwtSecret: string;
  /** Salt of the anonymous viewer hash (IP + user agent) used to count views once a day. */
  viewSalt: string;
}

const FILE = 'secrets.json';

function isSecrets(value: unknown): value is Secrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.jwtSecret === 'string' && typeof record.viewSalt === 'string';
}

/**
 * Secrets come from the environment when configured; otherwise they are generated once and kept
 * in `dataDir/secrets.json` (mode 600), so sessions survive restarts and nothing is committed.
 */
export async function loadSecrets(dataDir: string, jwtSecret: string | null): Promise<Secrets> {
  if (jwtSecret) {
    return {
      jwtSecret,
      viewSalt: createHmac('sha256', jwtSecret).update('view-salt').digest('hex'),
    };
  }
  const file = path.join(dataDir, FILE);
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing !== null) {
    const parsed: unknown = JSON.parse(existing);
    if (isSecrets(parsed)) return parsed;
    throw new Error(`${file} is not a valid secrets file; delete it to generate new secrets.`);
  }
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    viewSalt: randomBytes(32).toString('hex'),
  };
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function generateSecrets(): Secrets {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    viewSalt: randomBytes(32).toString('hex'),
  };
}

/**
 * A key for one purpose derived from the JWT secret (cookie signing, refresh-token successors):
 * one secret to configure, yet no two uses share a key.
 */
export function deriveKey(jwtSecret: string, purpose: string): Buffer {
  return createHmac('sha256', jwtSecret).update(purpose).digest();
}
