import axios, {
  type AxiosError,
  type AxiosProgressEvent,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_BASE } from '../contract/endpoints';
import { XSRF_HEADER } from '../contract/user';
import { currentLanguage } from '../i18n/i18n';
import { ApiError, toApiError } from './api-error';
import { withRefreshLock } from './refresh-lock';
import { broadcastSession } from './session-channel';
import { notifySessionExpired } from './session-expired';
import {
  clearAccessToken,
  clearAllStorage,
  getAccessToken,
  getXsrfToken,
  rememberXsrfToken,
  setAccessToken,
} from './token-storage';
import type { RefreshResponse, User } from '../contract/user';
import type { ApiSuccess } from '../contract/envelope';
import type {
  ApiEndpoint,
  EndpointBody,
  EndpointData,
  EndpointParams,
  EndpointQuery,
  EndpointTakesForm,
} from '../contract/endpoints';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the replay after a refresh, so a second 401 is final. */
    kinoraRetried?: boolean;
    /**
     * A failed refresh still forgets the token but does not call the session-expired handlers
     * nor tell the other tabs. Used by the start-up restore: a visitor whose session ended lands
     * anonymous where they were.
     */
    silentSessionExpiry?: boolean;
  }
}

export const REFRESH_PATH = '/users/refresh-token';
// A 401 on these means wrong credentials or no session: refreshing would be pointless or loop.
// The steps of signing in answer a wrong code, an unknown passkey or an expired sign-in that way
// too; a refresh there would end the session of whoever is signed in on this browser.
const NO_REFRESH_PATHS = new Set([
  REFRESH_PATH,
  '/users/login',
  '/users/register',
  '/users/login/second-factor',
  '/users/login/passkey',
  '/users/passkeys/authentication-options',
]);

/**
 * The one HTTP client of the site: no timeout (uploads run for minutes), the XSRF token echoed in
 * a header for the session endpoints, and only 2xx counts as success.
 */
export const http = axios.create({
  baseURL: API_BASE,
  withCredentials: true,
  // The XSRF header is set below, from the cookie or from what the API sent: axios's own only
  // reads this page's cookies, which never hold the token of an API on another origin.
  withXSRFToken: false,
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});

/**
 * Points the client at an API on another origin (`https://api.example.com`), as named in the
 * deployment file; without it the API is on the page's own origin.
 */
export function setApiOrigin(origin: string): void {
  http.defaults.baseURL = new URL(API_BASE, origin).toString().replace(/\/+$/, '');
}

/** The absolute or site-relative base of every API URL (`…/api/v1`). */
export function apiBaseUrl(): string {
  return http.defaults.baseURL ?? API_BASE;
}

const bearer = (token: string) => `Bearer ${token}`;

http.interceptors.request.use((config) => {
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', bearer(token));
  else config.headers.delete('Authorization');
  const xsrf = getXsrfToken();
  if (xsrf) config.headers.set(XSRF_HEADER, xsrf);
  // The server's messages come back in the interface's language, which the person may have chosen
  // apart from the browser's own.
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

// Every answer that starts or rotates a session names its new XSRF token.
http.interceptors.response.use((response) => {
  const xsrf: unknown = response.headers[XSRF_HEADER.toLowerCase()];
  if (typeof xsrf === 'string' && xsrf !== '') rememberXsrfToken(xsrf);
  return response;
});

/**
 * The refresh answer can take long on a bad network, and the request holds the site-wide refresh
 * lock meanwhile (every tab's refresh waits behind it): it gives up instead of hanging for ever.
 */
const REFRESH_TIMEOUT_MS = 20_000;

/**
 * A refreshed session: the new access token, and the account when this tab asked the server
 * (null when another tab's refresh handed the token over, which carries no account).
 */
export interface RefreshedSession {
  accessToken: string;
  user: User | null;
}

async function requestNewToken(): Promise<RefreshedSession> {
  // Read as what arrived rather than as the contract promises: an answer without a token is no
  // session.
  const answer: Partial<RefreshResponse> | undefined = await callApi('POST /users/refresh-token', {
    timeout: REFRESH_TIMEOUT_MS,
  });
  const token = answer?.accessToken;
  if (typeof token !== 'string' || token === '') {
    throw new Error('The refresh answer carried no access token.');
  }
  return { accessToken: token, user: answer?.user ?? null };
}

/**
 * One refresh for the whole browser. The tabs share one refresh cookie, and the server rotates
 * it on every use and treats a reused one as theft, so refreshes run one at a time under a Web
 * Lock; the tab that refreshed hands the new access token to the others over the session
 * channel. A tab that waited for the lock and meanwhile received a newer token than the one that
 * failed uses it instead of refreshing again.
 */
function refreshAcrossTabs(staleToken: string | null): Promise<RefreshedSession> {
  return withRefreshLock(async () => {
    const current = getAccessToken();
    if (current && current !== staleToken) return { accessToken: current, user: null };
    const refreshed = await requestNewToken();
    setAccessToken(refreshed.accessToken);
    broadcastSession({ type: 'token', token: refreshed.accessToken });
    return refreshed;
  });
}

interface RefreshFlight {
  promise: Promise<RefreshedSession>;
  expiryNotified: boolean;
}

// Within a tab, every 401 that arrives while a refresh is under way waits for that same refresh.
let flight: RefreshFlight | null = null;

function currentRefresh(): RefreshFlight {
  if (flight) return flight;
  const started: RefreshFlight = {
    promise: refreshAcrossTabs(getAccessToken()).finally(() => {
      if (flight === started) flight = null;
    }),
    expiryNotified: false,
  };
  flight = started;
  return started;
}

/**
 * A new access token from the refresh cookie, with the account when the server was asked (the
 * start-up restore calls it: the token is kept in memory only, so every new page begins without
 * one). Rejects when there is no session; only the 401 path of requests treats that as the
 * session expiring.
 */
export function refreshSession(): Promise<RefreshedSession> {
  return currentRefresh().promise;
}

/** A new access token from the refresh cookie; see `refreshSession`. */
export function refreshAccessToken(): Promise<string> {
  return refreshSession().then((session) => session.accessToken);
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
  // The session ended on this page while the request was out (logout, a deleted account, another
  // tab signing out): its 401 is the answer, not a reason to sign in again.
  if (sent && !stored) throw toApiError(error);

  const refresh = currentRefresh();
  try {
    await refresh.promise;
  } catch (refreshError) {
    clearAccessToken();
    clearAllStorage();
    if (!config.silentSessionExpiry && !refresh.expiryNotified) {
      refresh.expiryNotified = true;
      // The tabs share the refresh cookie that just failed: they are signed out too.
      broadcastSession({ type: 'signed-out' });
      notifySessionExpired({
        refused: refreshError instanceof ApiError && refreshError.status === 401,
      });
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

type Slot<Name extends string, T, Required extends boolean> = [T] extends [undefined]
  ? { [P in Name]?: never }
  : Required extends true
    ? { [P in Name]: T }
    : { [P in Name]?: T };

/** What a call of one endpoint sends: its path parameters, query and body, as the contract types them. */
export type ApiRequest<K extends ApiEndpoint> = Slot<'params', EndpointParams<K>, true> &
  Slot<'query', EndpointQuery<K>, false> &
  Slot<
    'body',
    EndpointBody<K> | (EndpointTakesForm<K> extends true ? FormData : undefined),
    true
  > & {
    signal?: AbortSignal;
    onUploadProgress?: (event: AxiosProgressEvent) => void;
    timeout?: number;
    /** See `silentSessionExpiry` on the request config. */
    silentSessionExpiry?: boolean;
    /** Sent by fetch with `keepalive`, so the request outlives the page (a last save on pagehide). */
    keepalive?: boolean;
  };

type RequestArgs<K extends ApiEndpoint> =
  object extends ApiRequest<K> ? [request?: ApiRequest<K>] : [request: ApiRequest<K>];

function splitEndpoint(endpoint: ApiEndpoint): { method: string; template: string } {
  const space = endpoint.indexOf(' ');
  return { method: endpoint.slice(0, space), template: endpoint.slice(space + 1) };
}

/** A path with its `:name` segments filled in, each encoded as one segment. */
function fillPath(template: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(values[name] ?? '')),
  );
}

/**
 * Calls one endpoint of the contract, named by its method and path (`'GET /videos/:videoId'`),
 * and answers the `data` of its success envelope: what it sends and answers are the contract's
 * types, so a renamed field, a changed path or a wrong method fails to compile here as on the
 * server.
 */
export async function callApi<K extends ApiEndpoint>(
  endpoint: K,
  ...[request]: RequestArgs<K>
): Promise<EndpointData<K>> {
  const { method, template } = splitEndpoint(endpoint);
  const options = (request ?? {}) as ApiRequest<ApiEndpoint> & {
    params?: object;
    query?: object;
    body?: unknown;
  };
  const response = await http.request<ApiSuccess<EndpointData<K>> | ''>({
    method,
    url: fillPath(template, options.params),
    params: options.query,
    data: options.body,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
    ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    ...(options.silentSessionExpiry ? { silentSessionExpiry: true } : {}),
    // axios passes `fetchOptions` on only with its fetch adapter.
    ...(options.keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : {}),
  });
  // 204 answers no envelope.
  return (response.data === '' ? undefined : response.data.data) as EndpointData<K>;
}

/** The absolute URL of an endpoint the browser opens itself (an EventSource, a link). */
export function endpointUrl<K extends ApiEndpoint>(
  endpoint: K,
  ...[request]: RequestArgs<K>
): string {
  // A query string holds scalars only: the contract's querystring schemas declare no objects.
  const options = (request ?? {}) as {
    params?: object;
    query?: Record<string, string | number | boolean | null | undefined>;
  };
  const path = fillPath(splitEndpoint(endpoint).template, options.params);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  const search = query.toString();
  return `${apiBaseUrl()}${path}${search ? `?${search}` : ''}`;
}
