import { message, payloadTooLarge, tooManyRequests, unauthorized } from '../lib/http-error';
import { suspensionMessage, type Suspension } from '../lib/suspension';
import { createStoredObjectRepository } from '../storage/stored-object-repository';
import { createUploadSlotRepository } from './upload-slot-repository';
import { formatLimit } from './format-limit';
import type { Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/schema';

/** Uploads one user may have in flight at once, on all instances together. */
export const UPLOADS_IN_FLIGHT = 2;
/** Upload attempts (videos and images) one user may start, when rate limits are on. */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 3600_000 };
/** A running upload touches its slot this often; one untouched for the stale time is dropped. */
const HEARTBEAT_MS = 30_000;
const STALE_SLOT_MS = 2 * 60_000;

/** One upload let in: what it may still store, and the slot to give back when it is over. */
export interface UploadAdmission {
  /** Bytes the user may still store; Infinity without a quota. */
  remainingBytes: number;
  /** The quota, for the message of a file that does not fit (null: no quota). */
  quotaBytes: number | null;
  /** Aborted, with the 401 to answer, when the uploader is suspended while the upload runs. */
  signal: AbortSignal;
  /**
   * Refuses (401, with the reason) the upload of an account suspended meanwhile, as the database
   * has it: the last word before the upload is committed, whichever instance suspended it.
   */
  assertAllowed: () => Promise<void>;
  release: () => Promise<void>;
}

export interface UploadGuard {
  /**
   * Lets a signed-in user's upload start, or refuses it: 429 when they started too many lately
   * or have too many running, 413 when their storage is full. An anonymous upload (the avatar of
   * a sign-up, limited per address with the sign-up itself) only gets the open admission.
   */
  admit: (request: FastifyRequest, options?: AdmitOptions) => Promise<UploadAdmission>;
}

export interface AdmitOptions {
  /**
   * False for the chunks of a resumable upload after its creation: the upload was counted once
   * against the rate when it was created, and a chunk only takes a slot while it arrives.
   */
  countsTowardRate?: boolean;
}

export const OPEN_ADMISSION: UploadAdmission = {
  remainingBytes: Number.POSITIVE_INFINITY,
  quotaBytes: null,
  signal: new AbortController().signal,
  assertAllowed: () => Promise.resolve(),
  release: () => Promise.resolve(),
};

/** Where the guard learns of suspensions: the session check's (see `session-revocations`). */
export interface UploaderSuspensions {
  onSuspended: (listener: (userId: string, suspension: Suspension) => void) => void;
  /** The account's suspension in force, read from the database. */
  find: (userId: string) => Promise<Suspension | null>;
}

type RateLimiter = ReturnType<FastifyInstance['createRateLimit']>;

export function createUploadGuard(deps: {
  db: Kysely<Database>;
  quotaBytes: number | null;
  /** Counts upload attempts per user; null when rate limits are off. */
  rateLimiter: RateLimiter | null;
  log: Pick<FastifyRequest['log'], 'warn'>;
  suspensions: UploaderSuspensions;
}): UploadGuard {
  const slots = createUploadSlotRepository(deps.db);
  const objects = createStoredObjectRepository(deps.db);
  const { quotaBytes, suspensions } = deps;
  /** This instance's uploads in flight, by user: a suspension aborts them. */
  const inFlight = new Map<string, Set<AbortController>>();
  suspensions.onSuspended((userId, suspension) => {
    for (const upload of inFlight.get(userId) ?? [])
      upload.abort(unauthorized(suspensionMessage(suspension)));
  });
  const track = (userId: string, upload: AbortController) => {
    const uploads = inFlight.get(userId) ?? new Set<AbortController>();
    uploads.add(upload);
    inFlight.set(userId, uploads);
    return () => {
      uploads.delete(upload);
      if (uploads.size === 0) inFlight.delete(userId);
    };
  };

  async function checkRate(request: FastifyRequest): Promise<void> {
    if (!deps.rateLimiter) return;
    const status = await deps.rateLimiter(request);
    if (status.isAllowed || !status.isExceeded) return;
    throw tooManyRequests(
      message('Too many uploads, please try again in {{count}} minutes.', {
        count: Math.max(1, Math.ceil(status.ttlInSeconds / 60)),
      }),
    );
  }

  async function remainingFor(userId: string): Promise<number> {
    if (quotaBytes === null) return Number.POSITIVE_INFINITY;
    const used = await objects.usageOf(userId);
    if (used >= quotaBytes)
      throw payloadTooLarge(
        message(
          'Your storage is full ({{used}} of your {{quota}} are used). Delete some videos to upload more.',
          { used: formatLimit(used), quota: formatLimit(quotaBytes) },
        ),
      );
    return quotaBytes - used;
  }

  return {
    async admit(request, { countsTowardRate = true } = {}) {
      const { userId } = request;
      if (!userId) return OPEN_ADMISSION;
      if (countsTowardRate) await checkRate(request);
      const remainingBytes = await remainingFor(userId);
      const slot = await slots.acquire(userId, UPLOADS_IN_FLIGHT, STALE_SLOT_MS);
      if (!slot)
        throw tooManyRequests(
          message(
            'You already have {{limit}} uploads in progress. Wait for one to finish before starting another.',
            { limit: UPLOADS_IN_FLIGHT },
          ),
        );
      const heartbeat = setInterval(() => {
        slots
          .touch(slot)
          .catch((error: unknown) => deps.log.warn({ err: error }, 'upload slot heartbeat failed'));
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const upload = new AbortController();
      const untrack = track(userId, upload);
      return {
        remainingBytes,
        quotaBytes,
        signal: upload.signal,
        assertAllowed: async () => {
          upload.signal.throwIfAborted();
          const suspension = await suspensions.find(userId);
          if (suspension) throw unauthorized(suspensionMessage(suspension));
        },
        release: async () => {
          untrack();
          clearInterval(heartbeat);
          await slots.release(slot);
        },
      };
    },
  };
}
