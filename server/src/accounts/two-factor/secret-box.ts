import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals short secrets (an authenticator app's key) with AES-256-GCM, so the database alone cannot
 * mint codes: the key is derived from the server's secret, which the database never holds. The
 * sealed form is `iv.tag.ciphertext`, each base64url; an altered one fails to open.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The secret box needs a 32-byte key.');
  return {
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },

    open(sealed: string): string {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data || iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new Error('A sealed secret is malformed.');
      const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
