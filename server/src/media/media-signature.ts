import { createHmac, timingSafeEqual } from 'node:crypto';
import { mediaKeyFromUrl } from './media-url';

/** How long a signed link to an unpublished video's file stays valid. */
export const SIGNED_MEDIA_TTL_SECONDS = 6 * 3600;

export interface MediaSigner {
  /** The same URL with `?exp=…&sig=…` appended; URLs that are not stored media pass through. */
  sign(url: string): string;
  /** True when `sig` was made by `sign` for this key and `exp` has not passed. */
  verify(key: string, exp: unknown, sig: unknown): boolean;
}

/**
 * Signed links for the files of unpublished videos. A `<video>` or `<img>` element cannot send
 * the owner's Bearer token, so the API hands the owner short-lived signed URLs instead (the same
 * idea as S3's presigned URLs); anyone else still gets a 404 for those files.
 */
export function createMediaSigner(
  secret: string,
  { ttlSeconds = SIGNED_MEDIA_TTL_SECONDS, now = () => Date.now() } = {},
): MediaSigner {
  // A key of its own, so a media signature can never be mistaken for any other MAC of the secret.
  const signingKey = createHmac('sha256', secret).update('kinora:media-url:v1').digest();
  const mac = (key: string, exp: number) =>
    createHmac('sha256', signingKey).update(`${key}\n${exp}`).digest('base64url');

  return {
    sign(url) {
      const key = mediaKeyFromUrl(url);
      if (!key) return url;
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      return `${url}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    verify(key, exp, sig) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp))
        return false;
      const expires = Number(exp);
      if (expires * 1000 <= now()) return false;
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
