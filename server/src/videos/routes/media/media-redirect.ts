import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Storage } from '../../../storage/storage';
import type { MediaAccess } from './media-access';

/**
 * Playlists and the storyboard track name their segments and sprites by relative URIs, which a
 * player resolves against the URL it fetched them from. Served from the API, those URIs come back
 * here and are redirected one by one (each presigned); served from a presigned URL, they would
 * resolve to unsigned bucket URLs. They are small text files, so Node serves them.
 */
const servedByApi = (key: string) => key.endsWith('.m3u8') || key.endsWith('.vtt');

/**
 * With media redirects on (S3), answers a media request with a redirect to the storage, so the
 * bytes (and every range request of a player) never pass through Node. The caller has already
 * decided who may see the file: a file anyone may see goes to MEDIA_PUBLIC_URL (a CDN) when set,
 * everything else to a short-lived presigned GET, so a private file never gets a lasting URL.
 * Returns null when the request is to be served here instead.
 */
export async function redirectToStorage(
  reply: FastifyReply,
  config: AppConfig,
  storage: Storage,
  key: string,
  access: Exclude<MediaAccess, 'hidden'>,
): Promise<FastifyReply | null> {
  const { redirects, publicUrl, presignSeconds } = config.media;
  if (!redirects || !storage.presignedGetUrl || servedByApi(key)) return null;
  if (access === 'public' && publicUrl) {
    // Short: a video made private later must stop redirecting soon.
    reply.header('cache-control', 'public, max-age=60');
    return reply.redirect(`${publicUrl}/${key}`, 302);
  }
  const target = await storage.presignedGetUrl(key, presignSeconds);
  // The presigned URL must not outlive its signature in any cache, nor reach a shared one.
  reply.header(
    'cache-control',
    access === 'owner' ? 'private, no-store' : `private, max-age=${Math.floor(presignSeconds / 2)}`,
  );
  if (access === 'owner') reply.header('vary', 'Authorization');
  return reply.redirect(target, 302);
}
