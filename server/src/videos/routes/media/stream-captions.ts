import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import fresh from 'fresh';
import { message, notFound } from '../../../lib/http-error';
import { subtitlePlaylist, withSubtitles } from '../../../media/transcode/hls-subtitles';
import { streamContentType, type Storage } from '../../../storage/storage';
import { cacheControlFor, sendStoredMedia } from './send-media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaptionRepository } from '../../caption-repository';
import type { MediaAccess } from './media-access';

const MASTER = /^streams\/([0-9a-f]{32})\/master\.m3u8$/;
/** The captions under a stream folder: `captions/<caption id>.m3u8` and `.vtt`, never stored there. */
const CAPTION_FILE = /^streams\/([0-9a-f]{32})\/captions\/([0-9a-f]{24})\.(m3u8|vtt)$/;

async function readText(storage: Storage, key: string): Promise<string> {
  const object = await storage.get(key);
  if (!object) throw notFound(message('Media not found.'));
  return text(object.stream);
}

/** A playlist written here, with the validators and caching of a stored one. */
function sendPlaylist(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  body: string,
  access: Exclude<MediaAccess, 'hidden'>,
): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', cacheControlFor(key, access));
  if (access === 'owner') reply.header('vary', 'Authorization');
  if (fresh(request.headers, { etag })) return reply.code(304).send();
  reply.header('content-type', streamContentType(key));
  reply.header('content-length', Buffer.byteLength(body));
  return request.method === 'HEAD' ? reply.send() : reply.send(body);
}

/**
 * The HLS files captions add to a video's stream folder, composed from `video_captions` on each
 * request: the master playlist with its `SUBTITLES` group, each language's media playlist, and
 * its WebVTT file. The transcoder writes the master, and rewrites it while it adds rungs; the
 * captions are never written into it, so a caption change and the transcoder never race, and a
 * change shows on the player's next read. Answers null for every other stream file (and for the
 * master of a video without captions), which is served as stored.
 */
export async function sendStreamCaptions(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { storage: Storage; captions: CaptionRepository },
  key: string,
  access: Exclude<MediaAccess, 'hidden'>,
): Promise<FastifyReply | null> {
  const master = MASTER.exec(key);
  const file = master ? null : CAPTION_FILE.exec(key);
  const dir = master?.[1] ?? file?.[1];
  if (!dir) return null;
  const video = await deps.captions.forStreamFolder(dir);
  if (!video) throw notFound(message('Media not found.'));
  if (master) {
    if (video.captions.length === 0) return null;
    const stored = await readText(deps.storage, key);
    const subtitles = video.captions.map((c) => ({
      uri: `captions/${c.id}.m3u8`,
      language: c.language,
      name: c.label,
    }));
    return sendPlaylist(request, reply, key, withSubtitles(stored, subtitles), access);
  }
  const caption = video.captions.find((c) => c.id === file?.[2]);
  if (!caption) throw notFound(message('Media not found.'));
  if (file?.[3] === 'm3u8')
    return sendPlaylist(
      request,
      reply,
      key,
      subtitlePlaylist(`${caption.id}.vtt`, video.duration),
      access,
    );
  return sendStoredMedia(request, reply, deps.storage, caption.storage_key, access);
}
