import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { TITLE_MAX_LENGTH, UPLOAD_EXPIRY_HOURS, UPLOAD_VIDEO_ID_HEADER } from '@kinora/contract';
import {
  badRequest,
  gone,
  message,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from '../lib/http-error';
import { requestLanguage, translate } from '../i18n/translate';
import { OUT_OF_SPACE_MESSAGE } from '../lib/unavailable';
import { videoFormatOf } from '../media/formats';
import { probeVideo } from '../media/probe-video';
import { runMediaWork } from '../media/media-work';
import { checkVideoLimits } from '../media/video-limits';
import { renditionBudget } from '../media/transcode/rendition-budget';
import { SNIFF_BYTES } from '../media/spool';
import { NOT_A_VIDEO, sizeLimit, type UploadDeps } from '../media/uploads';
import { OPEN_ADMISSION } from '../media/upload-guard';
import { createStorageKey } from '../storage/storage';
import {
  createTusProtocol,
  isUploadToken,
  uploadIdOf,
  type TusExchange,
} from '../media/resumable/tus-protocol';
import type { DataStore, Locker, Upload } from '@tus/server';
import type { ResumableUploadRepository } from '../media/resumable/upload-repository';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { VideoService } from './video-service';

const EXPIRY_MS = UPLOAD_EXPIRY_HOURS * 3_600_000;

export const UPLOAD_EXPIRED = message(
  'This upload has expired: no bytes arrived for too long. Upload the file again.',
);
const expiryFromNow = () => new Date(Date.now() + EXPIRY_MS);

/** Headers of a tus answer that the app's own plugins set instead (CORS) or recompute. */
const DROPPED_ANSWER_HEADERS = new Set([
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'content-length',
  'connection',
]);

/** Request headers that belong to the connection, not to the tus request. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'upgrade']);

/** A draft's title: the one given, else the file's name without its extension. */
export function draftTitle(metadata: Record<string, string | null> | undefined): string {
  const given = metadata?.title?.trim();
  const fromName = metadata?.filename?.trim().replace(/\.[^.]*$/, '');
  const title = (given || fromName || '').replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX_LENGTH);
  return title.trim() || 'Untitled video';
}

export interface ResumableUploadsDeps {
  datastore: DataStore;
  uploads: ResumableUploadRepository;
  videos: VideoService;
  uploadDeps: UploadDeps;
  log: FastifyBaseLogger;
  /** Each upload's lock across instances (see `createSharedUploadLocker`). */
  locker?: Locker;
}

/**
 * Resumable uploads (tus 1.0): a creation makes a draft at once, the bytes arrive in as many
 * PATCH requests as the client needs, the first of them sniffed as the multipart path sniffs a
 * file, and the last one stores the file as the draft's original and queues it. Every refusal of
 * Kinora's own (limits, type, ownership) is answered in the JSON envelope; tus's own rules
 * (offsets, lengths) in tus's words.
 */
export function createResumableUploads({
  datastore,
  uploads,
  videos,
  uploadDeps,
  log,
  locker,
}: ResumableUploadsDeps) {
  const { storage, media } = uploadDeps;
  const guard = uploadDeps.guard;

  const protocol = createTusProtocol(
    datastore,
    {
      async create(exchange, upload) {
        const videoId = await videos.createDraft(exchange.userId, {
          title: draftTitle(upload.metadata),
          uploadId: upload.id,
          total: upload.size ?? 0,
          expiresAt: expiryFromNow(),
        });
        exchange.videoId = videoId;
      },
      finish: (exchange, upload) => finish(exchange, upload),
    },
    { maxSize: media.maxVideoBytes, ...(locker ? { locker } : {}) },
  );

  /**
   * Stores the complete file as the draft's original, probes it as the multipart path does and
   * queues it. A file that is no playable video (or breaks a limit, or no longer fits) takes
   * its draft with it and is answered as the multipart path answers it.
   */
  async function finish(exchange: TusExchange, upload: Upload): Promise<void> {
    const row = await uploads.find(upload.id);
    if (!row) throw notFound(message('Upload not found.'));
    const format = videoFormatOf(row.sniffedType ?? undefined);
    if (!format) throw unsupportedMediaType(NOT_A_VIDEO);
    const key = createStorageKey('videos', format.ext);
    const probeFile = path.join(os.tmpdir(), `kinora-probe-${randomBytes(8).toString('hex')}`);
    let stored = false;
    try {
      await storage.adoptUpload(upload.id, key, format.contentType);
      stored = true;
      // The tus store's leftovers (its record; on S3 the upload's info object).
      await removeParts(upload.id);
      if (!(await storage.copyToFile(key, probeFile)))
        throw new Error('The stored upload vanished.');
      const probe = await runMediaWork(() =>
        probeVideo(media.ffprobePath, probeFile, format.container),
      );
      checkVideoLimits(probe, media);
      await videos.finishUpload(row.videoId, exchange.userId, {
        key,
        size: row.total,
        ...probe,
        reservedBytes: renditionBudget(probe),
      });
    } catch (error) {
      if (stored) await storage.delete(key).catch(() => undefined);
      await videos.removeDraft(row.videoId, log);
      throw error;
    } finally {
      await fs.rm(probeFile, { force: true });
    }
  }

  /** The upload's parts and the tus store's record of it; nothing there is not an error. */
  async function removeParts(uploadId: string): Promise<void> {
    try {
      await datastore.remove(uploadId);
    } catch (error) {
      // tus answers "not found" in its own shape: `{ status_code: 404 }`.
      const status = (error as { status_code?: number }).status_code;
      if (status !== 404 && status !== 410) throw error;
    }
  }

  /** The upload the URL names, if it is the user's: anyone else's is not found, as a missing one. */
  async function ownUpload(token: string, userId: string) {
    const row = isUploadToken(token) ? await uploads.find(uploadIdOf(token)) : null;
    if (!row || row.ownerId !== userId) throw notFound(message('Upload not found.'));
    return row;
  }

  /**
   * The user's upload, still open: one whose time is up is gone at once (tus's expiration
   * extension: 410), not writable until the sweep removes it with its draft.
   */
  async function openUpload(token: string, userId: string) {
    const row = await ownUpload(token, userId);
    if (row.expired) throw gone(UPLOAD_EXPIRED);
    return row;
  }

  /** The request as tus reads it, its body from `body` when it has one. */
  function webRequest(request: FastifyRequest, body: Readable | null): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (HOP_BY_HOP.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    return new Request(`http://kinora.invalid${request.raw.url ?? '/'}`, {
      method: request.method,
      headers,
      ...(body ? { body: Readable.toWeb(body) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    });
  }

  /** Sends tus's answer through Fastify (its CORS, request id and logging apply). */
  async function answer(
    reply: FastifyReply,
    response: Response,
    extra: Record<string, string>,
  ): Promise<FastifyReply> {
    for (const [name, value] of response.headers)
      if (!DROPPED_ANSWER_HEADERS.has(name)) reply.header(name, value);
    // tus ended the request early (another request of the upload asked for its lock): the rest
    // of the body is not read, so the connection goes with the answer.
    if (response.headers.get('connection') === 'close') reply.header('connection', 'close');
    for (const [name, value] of Object.entries(extra)) reply.header(name, value);
    reply.code(response.status);
    const text = await response.text();
    // The one message of ours tus answers with (a full disk, see `refusingWhenFull`) is written
    // in English: it is told in the language of the request.
    const said =
      response.status === 507 && text === translate(OUT_OF_SPACE_MESSAGE)
        ? translate(OUT_OF_SPACE_MESSAGE, requestLanguage(reply.request))
        : text;
    return reply.send(said.length > 0 ? said : undefined);
  }

  /** The body with each byte counted in the metrics as it arrives, as the multipart path counts. */
  function counted(source: Readable): Readable {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        uploadDeps.received?.(chunk.length);
        done(null, chunk);
      },
    });
    source.on('error', (error) => counter.destroy(error));
    return source.pipe(counter);
  }

  /**
   * The first bytes of a body (up to what type sniffing reads), and the whole body again, those
   * bytes in front: nothing is handed on before the type is known.
   */
  async function readHead(source: Readable): Promise<{ head: Buffer; body: Readable }> {
    const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const chunks: Buffer[] = [];
    let length = 0;
    let ended = false;
    while (length < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      chunks.push(next.value);
      length += next.value.length;
    }
    async function* all(): AsyncGenerator<Buffer> {
      yield* chunks;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    }
    return { head: Buffer.concat(chunks), body: Readable.from(all(), { objectMode: false }) };
  }

  /** Runs a tus request; a hook's refusal is thrown to the app's error handler. */
  async function run(request: Request, exchange: TusExchange): Promise<Response> {
    const response = await protocol.handle(request, exchange);
    const { refusal } = exchange;
    if (refusal !== undefined)
      throw refusal instanceof Error ? refusal : new Error('A resumable upload hook failed.');
    return response;
  }

  return {
    /**
     * `POST /uploads`: the declared length is checked against the largest video and the user's
     * storage, and the upload counted against their rate and uploads in flight, before tus
     * creates anything.
     */
    async create(request: FastifyRequest, reply: FastifyReply, userId: string) {
      if (request.headers['upload-defer-length'] !== undefined)
        throw badRequest(
          message('Declare the size of the file (Upload-Length): it cannot be deferred.'),
        );
      const declared = request.headers['upload-length'];
      if (typeof declared !== 'string' || !/^\d{1,16}$/.test(declared))
        throw badRequest(message('Upload-Length is required: the size of the file in bytes.'));
      const total = Number(declared);
      if (total === 0) throw badRequest(message('The video file is empty.'));
      const admission = await (guard?.admit(request) ?? OPEN_ADMISSION);
      try {
        const limit = sizeLimit(admission, media.maxVideoBytes, 'video file');
        if (total > limit.maxBytes) throw payloadTooLarge(limit.tooLargeMessage);
        const exchange: TusExchange = { userId, uploadId: null };
        const response = await run(webRequest(request, null), exchange);
        return answer(reply, response, {
          ...(exchange.videoId ? { [UPLOAD_VIDEO_ID_HEADER]: exchange.videoId } : {}),
          ...(response.status === 201 ? { 'Upload-Expires': expiryFromNow().toUTCString() } : {}),
        });
      } finally {
        await admission.release();
      }
    },

    /** `HEAD /uploads/:id`: how far it is (resume from `Upload-Offset`) and when it expires. */
    async head(request: FastifyRequest, reply: FastifyReply, userId: string, token: string) {
      const row = await openUpload(token, userId);
      const response = await run(webRequest(request, null), { userId, uploadId: row.id });
      return answer(reply, response, { 'Upload-Expires': row.expiresAt.toUTCString() });
    },

    /**
     * `PATCH /uploads/:id`: one chunk. It takes one of the user's upload slots while it arrives;
     * the first one (offset 0) is sniffed before a byte is stored, and a file that is no video
     * ends the upload and its draft (415).
     */
    async patch(request: FastifyRequest, reply: FastifyReply, userId: string, token: string) {
      const row = await openUpload(token, userId);
      const admission = await (guard?.admit(request, { countsTowardRate: false }) ??
        OPEN_ADMISSION);
      const onSuspended = () => request.raw.destroy(admission.signal.reason as Error);
      admission.signal.addEventListener('abort', onSuspended, { once: true });
      try {
        let body = counted(request.raw);
        if (row.sniffedType === null && request.headers['upload-offset'] === '0') {
          // A client gone before its first bytes arrived is told so (if it still listens).
          const read = await readHead(body).catch(() => {
            throw badRequest(
              message('The connection closed before the first bytes of the file arrived.'),
            );
          });
          body = read.body;
          const mime = (await fileTypeFromBuffer(read.head))?.mime;
          if (!videoFormatOf(mime) || !mime) {
            await videos.removeDraft(row.videoId, request.log);
            reply.header('connection', 'close');
            throw unsupportedMediaType(NOT_A_VIDEO);
          }
          await uploads.sniffed(row.id, mime);
        }
        const response = await run(webRequest(request, body), { userId, uploadId: row.id });
        const offset = Number(response.headers.get('upload-offset') ?? Number.NaN);
        const finished = response.status === 204 && offset === row.total;
        if (!finished) await noteProgress(row.id);
        return answer(
          reply,
          response,
          finished ? {} : { 'Upload-Expires': expiryFromNow().toUTCString() },
        );
      } catch (error) {
        // A cut connection still stored what arrived: the next HEAD tells the client where to go on.
        await noteProgress(row.id);
        throw error;
      } finally {
        admission.signal.removeEventListener('abort', onSuspended);
        await admission.release();
      }
    },

    /** `DELETE /uploads/:id`: the upload ends, and its draft with it. */
    async terminate(request: FastifyRequest, reply: FastifyReply, userId: string, token: string) {
      const row = await ownUpload(token, userId);
      await videos.remove(row.videoId, userId, request.log);
      return reply.code(204).header('Tus-Resumable', '1.0.0').send();
    },

    /** `OPTIONS /uploads`: what this server offers (versions, extensions, largest size). */
    async options(request: FastifyRequest, reply: FastifyReply) {
      const response = await protocol.handle(webRequest(request, null), {
        userId: '',
        uploadId: null,
      });
      // What Kinora takes, whatever else the store could do: a length is always declared, and
      // bytes come in PATCHes only (the first one is sniffed).
      return answer(reply, response, { 'Tus-Extension': 'creation,termination,expiration' });
    },

    removeParts,

    /**
     * Removes the uploads whose time is up: their parts and their drafts, in batches, until
     * none is left. Returns how many went.
     */
    async sweepExpired(): Promise<number> {
      let removed = 0;
      for (;;) {
        const expired = await uploads.expired(100);
        if (expired.length === 0) return removed;
        for (const upload of expired) {
          await videos.removeDraft(upload.videoId, log);
          // A draft already gone leaves its row to the foreign key; its parts are removed here.
          await removeParts(upload.id).catch((error: unknown) =>
            log.warn({ err: error }, 'expired upload cleanup failed'),
          );
          await uploads.delete(upload.id);
          removed += 1;
        }
      }
    },
  };

  /** The offset the store holds now, and the expiry counted again from this moment. */
  async function noteProgress(uploadId: string): Promise<void> {
    try {
      const stored = await datastore.getUpload(uploadId);
      await uploads.progressed(uploadId, stored.offset, expiryFromNow());
    } catch {
      // The upload is gone (terminated, refused or finished meanwhile): nothing to note.
    }
  }
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;
