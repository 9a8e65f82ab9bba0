import { randomBytes } from 'node:crypto';
import { API_BASE, UPLOADS_PATH } from '@kinora/contract';
import { Server, type DataStore, type Locker, type Upload } from '@tus/server';
import { HttpError } from '../../lib/http-error';

/** The headers a tus client sends, which a cross-origin web client must be allowed. */
export const TUS_REQUEST_HEADERS = [
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Offset',
  'Upload-Defer-Length',
  'Upload-Concat',
  'X-HTTP-Method-Override',
];

/** The headers of tus answers a cross-origin web client must be able to read. */
export const TUS_ANSWER_HEADERS = [
  'Location',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Metadata',
  'Upload-Expires',
];

/** What Kinora's side of one tus request knows: set before the tus server runs, read by hooks. */
export interface TusExchange {
  userId: string;
  /** The upload the URL names (`uploads/<32 hex>`); null on a creation. */
  uploadId: string | null;
  /** A refusal of Kinora's own, thrown by a hook: answered in the JSON envelope, not by tus. */
  refusal?: unknown;
  /** The draft a creation made. */
  videoId?: string;
}

export interface TusHooks {
  /** Before the upload exists: its draft is made here (or the creation refused). */
  create: (exchange: TusExchange, upload: Upload) => Promise<void>;
  /** The last byte arrived (inside the upload's lock). */
  finish: (exchange: TusExchange, upload: Upload) => Promise<void>;
}

/** An upload's id is also where its bytes sit in storage (see `isResumableUploadKey`). */
const ID_PREFIX = 'uploads/';
export const uploadIdOf = (token: string): string => `${ID_PREFIX}${token}`;
export const isUploadToken = (token: string): boolean => /^[0-9a-f]{32}$/.test(token);

/**
 * The tus 1.0 server (creation, termination and expiration extensions) over `datastore`, driven
 * with web requests (`handle`) that carry the route's `TusExchange`. A hook's refusal is kept in
 * the exchange for the route to answer as Kinora's other refusals are.
 */
export function createTusProtocol(
  datastore: DataStore,
  hooks: TusHooks,
  options: {
    maxSize: number;
    /** Each upload's lock; tus's in-process one without (one instance, as on PGlite). */
    locker?: Locker;
  },
) {
  const exchanges = new WeakMap<Request, TusExchange>();
  const exchangeOf = (req: Request): TusExchange => {
    const exchange = exchanges.get(req);
    if (!exchange) throw new Error('A tus request without its exchange.');
    return exchange;
  };
  /** Runs a hook; a refusal is noted and handed to tus as the error it answers. */
  const guarded = async (req: Request, work: (exchange: TusExchange) => Promise<void>) => {
    const exchange = exchangeOf(req);
    try {
      await work(exchange);
    } catch (error) {
      exchange.refusal = error;
      // tus answers an error by its `status_code` and `body` (the route answers it instead).
      const status = error instanceof HttpError ? error.statusCode : 500;
      throw Object.assign(new Error('Refused by Kinora'), {
        status_code: status,
        body: error instanceof HttpError ? error.message : 'Internal server error',
      });
    }
  };

  const server = new Server({
    path: `${API_BASE}${UPLOADS_PATH}`,
    datastore,
    maxSize: options.maxSize,
    ...(options.locker ? { locker: options.locker } : {}),
    // Never the client's choice: 128 random bits, which are also its storage key.
    namingFunction: () => uploadIdOf(randomBytes(16).toString('hex')),
    // The route has read the id from its own parameter (and checked the upload is the user's).
    getFileIdFromRequest: (req) => exchangeOf(req).uploadId ?? undefined,
    // Relative, so it holds behind any proxy; clients resolve it against the creation's URL.
    generateUrl: (_req, { id }) => `${API_BASE}${UPLOADS_PATH}/${id.slice(ID_PREFIX.length)}`,
    onUploadCreate: async (req, upload) => {
      await guarded(req, (exchange) => hooks.create(exchange, upload));
      return {};
    },
    onUploadFinish: async (req, upload) => {
      await guarded(req, (exchange) => hooks.finish(exchange, upload));
      return {};
    },
  });

  return {
    /** Runs one tus request; the exchange comes back with what hooks noted. */
    async handle(request: Request, exchange: TusExchange): Promise<Response> {
      exchanges.set(request, exchange);
      return server.handleWeb(request);
    },
  };
}

export type TusProtocol = ReturnType<typeof createTusProtocol>;
