import axios, { type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE } from '../contract/endpoints';
import { XSRF_COOKIE, XSRF_HEADER } from '../contract/user';
import { toApiError } from './api-error';
import { notifySessionExpired } from './session-expired';
import { clearAllStorage, getAccessToken, setAccessToken } from './token-storage';
import type { RefreshResponse } from '../contract/user';
import type { ApiSuccess } from '../contract/envelope';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the replay after a refresh, so a second 401 is final. */
    kinoraRetried?: boolean;
    /**
     * A failed refresh still clears storage but does not call the session-expired handlers.
     * Used by the start-up restore: a visitor with a stale token lands anonymous where they were.
     */
    silentSessionExpiry?: boolean;
  }
}

export const REFRESH_PATH = '/users/refresh-token';
// A 401 on these means wrong credentials or no session: refreshing would be pointless or loop.
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/users/login', '/users/register']);

/**
 * The one HTTP client of the site: no timeout (uploads run for minutes), the XSRF cookie echoed in
 * a header for the session endpoints, and only 2xx counts as success.
 */
export const http = axios.create({
  baseURL: API_BASE,
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
  // Axios only sends the XSRF header cross-origin when told to; set it so same-origin and a
  // separately hosted API behave alike.
  withXSRFToken: true,
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});

const bearer = (token: string) => `Bearer ${token}`;

http.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', bearer(token));
  else config.headers.delete('Authorization');
  return config;
});

interface RefreshFlight {
  promise: Promise<string>;
  expiryNotified: boolean;
}

// Every 401 that arrives while a refresh is under way waits for that same refresh: the server
// rotates refresh tokens and treats a reused one as theft, so two parallel refreshes would end
// the session.
let flight: RefreshFlight | null = null;

function currentRefresh(): RefreshFlight {
  if (flight) return flight;
  const started: RefreshFlight = {
    promise: http
      .post<ApiSuccess<RefreshResponse>>(REFRESH_PATH)
      .then((response) => {
        const token = response.data.data?.accessToken;
        if (typeof token !== 'string' || token === '') {
          throw new Error('The refresh answer carried no access token.');
        }
        setAccessToken(token);
        return token;
      })
      .finally(() => {
        if (flight === started) flight = null;
      }),
    expiryNotified: false,
  };
  flight = started;
  return started;
}

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

async function handleUnauthorized(error: AxiosError, config: InternalAxiosRequestConfig) {
  // A refresh finished between sending this request and its 401: replay with the new token.
  const sent = config.headers.get('Authorization');
  const stored = getAccessToken();
  if (stored && sent !== bearer(stored)) {
    return http.request({ ...config, kinoraRetried: true });
  }

  const refresh = currentRefresh();
  try {
    await refresh.promise;
  } catch {
    clearAllStorage();
    if (!config.silentSessionExpiry && !refresh.expiryNotified) {
      refresh.expiryNotified = true;
      notifySessionExpired();
    }
    throw toApiError(error);
  }
  return http.request({ ...config, kinoraRetried: true });
}

http.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401 && error.config) {
    const { config } = error;
    if (!config.kinoraRetried && !NO_REFRESH_PATHS.has(pathOf(config.url))) {
      return handleUnauthorized(error, config);
    }
  }
  return Promise.reject(toApiError(error));
});

/**
 * Unwraps the `{ statusCode, data, message, success }` envelope. `T` comes from the endpoint
 * function's declared return type: the contract types are the agreement with the server.
 */
export async function unwrap<T>(request: Promise<AxiosResponse<unknown>>): Promise<T> {
  const response = await request;
  return (response.data as ApiSuccess<T>).data;
}
