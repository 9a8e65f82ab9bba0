import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@kinora/contract';
import { mediaUrl } from '../lib/public-urls';

/** How long a signed link to an unpublished video's file stays valid. */
export const SIGNED_MEDIA_TTL_SECONDS = 6 * 3600;

export interface MediaSigner {
  /** The media URL of `key` with `?exp=…&sig=…` appended. */
  sign(key: string): string;
  /** True when `sig` was made by `sign` for this key and `exp` has not passed. */
  verify(key: string, exp: unknown, sig: unknown): boolean;
  /**
   * The URL of a folder (`streams/<dir>/`) with the signature in the path:
   * `/api/v1/media/s/<exp>.<sig>/streams/<dir>/`. HLS players resolve the playlists' relative
   * URIs against the playlist URL, so every variant playlist and segment inherits the signature.
   */
  signFolder(prefix: string): string;
  /** True when `token` (`<exp>.<sig>`) was made by `signFolder` for a prefix of `key`. */
  verifyFolder(prefix: string, token: string): boolean;
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

  const check = (subject: string, exp: unknown, sig: unknown) => {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires * 1000 <= now()) return false;
    const expected = Buffer.from(mac(subject, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    signFolder(prefix) {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      // A folder prefix ends with "/", which no file key does: folder and file MACs never match.
      return `${API_BASE}/media/s/${exp}.${mac(prefix, exp)}/${prefix}`;
    },
    verifyFolder(prefix, token) {
      const [exp, sig] = token.split('.');
      return check(prefix, exp, sig);
    },
    sign(key) {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      return `${mediaUrl(key)}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    verify: check,
  };
}
