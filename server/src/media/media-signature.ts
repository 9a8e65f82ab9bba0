import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@kinora/contract';
import { mediaUrl } from '../lib/public-urls';

/**
 * How long a signed link to a video's file stays valid. Short: a player asks for fresh links
 * while it plays (the video's answer says when they end), and a link that leaks is soon useless.
 */
export const SIGNED_MEDIA_TTL_SECONDS = 20 * 60;

/**
 * Every signature covers the video's `visibility_generation` (migration 113), which changes with
 * each change of visibility: links handed out before the owner made a video private stop verifying
 * on the next request, with no list of revoked links to keep. The check needs the video's row,
 * which the media routes read anyway to decide who may see a file, so it costs no extra query.
 */
export interface MediaSigner {
  /** The media URL of `key` with `?exp=…&sig=…` appended. */
  sign(key: string, generation: number): string;
  /** True when `sig` was made by `sign` for this key and generation and `exp` has not passed. */
  verify(key: string, generation: number, exp: unknown, sig: unknown): boolean;
  /**
   * The URL of a folder (`streams/<dir>/`) with the signature in the path:
   * `/api/v1/media/s/<exp>.<sig>/streams/<dir>/`. HLS players resolve the playlists' relative
   * URIs against the playlist URL, so every variant playlist and segment inherits the signature.
   */
  signFolder(prefix: string, generation: number): string;
  /** True when `token` (`<exp>.<sig>`) was made by `signFolder` for this prefix and generation. */
  verifyFolder(prefix: string, generation: number, token: string): boolean;
  /** When links signed now stop working. */
  expiryOfNewLinks(): Date;
}

/**
 * Signed links for the files of videos not listed publicly. A `<video>` or `<img>` element cannot
 * send the owner's Bearer token, and an unlisted video's viewer has no account to send, so the API
 * hands out short-lived signed URLs instead (the same idea as S3's presigned URLs); without one,
 * those files answer 404.
 */
export function createMediaSigner(
  secret: string,
  { ttlSeconds = SIGNED_MEDIA_TTL_SECONDS, now = () => Date.now() } = {},
): MediaSigner {
  // A key of its own, so a media signature can never be mistaken for any other MAC of the secret.
  const signingKey = createHmac('sha256', secret).update('kinora:media-url:v2').digest();
  const mac = (subject: string, generation: number, exp: number) =>
    createHmac('sha256', signingKey)
      .update(`${subject}\n${generation}\n${exp}`)
      .digest('base64url');
  const expiry = () => Math.floor(now() / 1000) + ttlSeconds;

  const check = (subject: string, generation: number, exp: unknown, sig: unknown) => {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires * 1000 <= now()) return false;
    const expected = Buffer.from(mac(subject, generation, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    signFolder(prefix, generation) {
      const exp = expiry();
      // A folder prefix ends with "/", which no file key does: folder and file MACs never match.
      return `${API_BASE}/media/s/${exp}.${mac(prefix, generation, exp)}/${prefix}`;
    },
    verifyFolder(prefix, generation, token) {
      const [exp, sig] = token.split('.');
      return check(prefix, generation, exp, sig);
    },
    sign(key, generation) {
      const exp = expiry();
      return `${mediaUrl(key)}?exp=${exp}&sig=${mac(key, generation, exp)}`;
    },
    verify: check,
    expiryOfNewLinks: () => new Date(expiry() * 1000),
  };
}
