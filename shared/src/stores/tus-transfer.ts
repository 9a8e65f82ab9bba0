import { Upload, type DetailedError, type HttpRequest, type HttpResponse } from 'tus-js-client';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_VIDEO_ID_HEADER,
  UPLOADS_PATH,
} from '@kinora/contract/constants';
import { XSRF_HEADER } from '../contract/user';
import { apiBaseUrl, refreshAccessToken } from '../api/http';
import { getAccessToken, getXsrfToken } from '../api/token-storage';

/*
 * The tus side of an upload, in its own module: the upload manager loads it (and tus-js-client)
 * with the first upload, so no visit that uploads nothing pays for it.
 */

/** What a transfer reports to the upload manager. */
export interface TransferEvents {
  onVideoId: (videoId: string, uploadUrl: string) => void;
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: () => void;
  /** `offline` when the network went away: the transfer waits for it and starts again. */
  onError: (failure: { offline: boolean; status: number; message: string | null }) => void;
}

export interface Transfer {
  start: () => void;
  pause: () => Promise<void>;
  /** Stops and deletes what the server holds of it. */
  terminate: () => Promise<void>;
}

/** Waits between tries after a dropped connection or a 5xx, then gives up to the online listener. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000];

function uploadsEndpoint(): string {
  return new URL(`${apiBaseUrl()}${UPLOADS_PATH}`, window.location.href).toString();
}

/** The `{ message }` of Kinora's JSON envelope on a refused request, when there is one. */
function envelopeMessage(response: HttpResponse | null | undefined): string | null {
  const body = response?.getBody();
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      return typeof message === 'string' && message !== '' ? message : null;
    }
  } catch {
    // Not the envelope (a proxy's HTML page): the caller says it in its own words.
  }
  return null;
}

const statusOf = (error: Error | DetailedError): number =>
  'originalResponse' in error && error.originalResponse ? error.originalResponse.getStatus() : 0;

/**
 * Starts (or, for a file picked again after a reload, continues) the tus upload of one file,
 * signed in as the API client is: the same Bearer token, cookies and XSRF header, and a 401
 * refreshes the token through the client's single-flight refresh before the request is tried
 * again.
 */
export function createTransfer(file: File, events: TransferEvents, resumeUrl?: string): Transfer {
  let refreshing: Promise<unknown> | null = null;
  let refreshedOnce = false;

  const upload = new Upload(file, {
    endpoint: uploadsEndpoint(),
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
    onBeforeRequest: async (request: HttpRequest) => {
      if (refreshing) await refreshing.catch(() => undefined);
      const xhr: unknown = request.getUnderlyingObject();
      if (xhr instanceof XMLHttpRequest) xhr.withCredentials = true;
      const token = getAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
      const xsrf = getXsrfToken();
      if (xsrf) request.setHeader(XSRF_HEADER, xsrf);
    },
    onAfterResponse: (request: HttpRequest, response: HttpResponse) => {
      if (request.getMethod() !== 'POST') return;
      const videoId = response.getHeader(UPLOAD_VIDEO_ID_HEADER);
      // The client sets its own URL from `Location` only after this hook: read it here, resolved
      // as the client resolves it, so the remembered upload names the URL it will use.
      const location = response.getHeader('Location');
      if (videoId && location) {
        const endpoint = new URL(uploadsEndpoint(), window.location.href);
        events.onVideoId(videoId, new URL(location, endpoint).href);
      }
    },
    onShouldRetry: (error, attempt) => {
      const status = statusOf(error);
      // An expired token: one refresh, then the same request again with the new one.
      if (status === 401 && !refreshedOnce) {
        refreshedOnce = true;
        refreshing = refreshAccessToken().finally(() => {
          refreshing = null;
        });
        return true;
      }
      if (!navigator.onLine) return false;
      const retryable = status === 0 || status >= 500 || status === 409 || status === 423;
      return retryable && attempt < RETRY_DELAYS.length;
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: () => events.onSuccess(),
    onError: (error) => {
      const status = statusOf(error);
      const response = 'originalResponse' in error ? error.originalResponse : null;
      events.onError({
        offline: !navigator.onLine || status === 0,
        status,
        message: envelopeMessage(response),
      });
    },
  });

  const start = () => {
    refreshedOnce = false;
    if (upload.url) {
      upload.start();
      return;
    }
    // A file picked again after a reload: continue the stored upload it matches, from the
    // server's offset, rather than creating a second draft.
    void upload.findPreviousUploads().then((previous) => {
      const match = previous.find((candidate) =>
        resumeUrl ? candidate.uploadUrl === resumeUrl : false,
      );
      if (match) upload.resumeFromPreviousUpload(match);
      upload.start();
    });
  };

  return {
    start,
    pause: () => upload.abort(false),
    terminate: () => upload.abort(true),
  };
}
