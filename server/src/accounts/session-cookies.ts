import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_BASE,
  REFRESH_COOKIE,
  SESSION_HINT_COOKIE,
  UNVERIFIED_SESSION_HINT,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@kinora/contract';
import { forbidden, message, type Message } from '../lib/http-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** The refresh cookie goes only to the session endpoints. */
const REFRESH_PATH = `${API_BASE}/users`;

/**
 * A browser that has signed in to an account before carries this signed cookie (user id and a
 * random device id). Its login attempts are counted per device instead of per account, so a
 * stranger who locks the account by guessing does not lock its owner out (OWASP's device cookies).
 */
const DEVICE_COOKIE = 'kinora-device';
const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 3600;

/**
 * Whether cookies get `Secure` and prefixed names: requests that arrived over HTTPS (through a
 * proxy when TRUST_PROXY is on), or every request with SECURE_COOKIES=true.
 */
const isSecure = (request: FastifyRequest, config: AppConfig) =>
  config.secureCookies || request.protocol === 'https';

/**
 * Browsers accept a `__Secure-` cookie only with `Secure` from HTTPS, and a `__Host-` one only
 * besides with `Path=/` and no `Domain`, so no plain-HTTP page or other subdomain can plant or
 * overwrite them. The refresh cookie is limited to the session endpoints' path, which `__Host-`
 * forbids: it is `__Secure-`. The device cookie is `__Host-`. The XSRF cookie keeps its name,
 * which the web app's HTTP client reads.
 */
const refreshCookieName = (secure: boolean) =>
  secure ? `__Secure-${REFRESH_COOKIE}` : REFRESH_COOKIE;
const deviceCookieName = (secure: boolean) => (secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE);

/**
 * Sets the httpOnly refresh cookie and a readable XSRF cookie; refresh and logout then demand the
 * XSRF value back in a header, which another site can neither read nor forge (double submit).
 * Beside them the session hint ("1", or `UNVERIFIED_SESSION_HINT`: nothing to steal) tells the
 * web app there is a session to restore; it lives and dies with the refresh cookie, and is set
 * again at every refresh.
 */
export function setSessionCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  config: AppConfig,
  refreshToken: string,
  { emailVerified }: { emailVerified: boolean },
): void {
  const secure = isSecure(request, config);
  const common = { sameSite: config.cookieSameSite, secure, maxAge: config.refreshTokenTtlSeconds };
  reply.setCookie(refreshCookieName(secure), refreshToken, {
    ...common,
    httpOnly: true,
    path: REFRESH_PATH,
  });
  const xsrf = randomBytes(24).toString('base64url');
  reply.setCookie(XSRF_COOKIE, xsrf, { ...common, httpOnly: false, path: '/' });
  // A web app on another origin cannot read this API's cookies; it reads the token from this
  // header instead (exposed to the web origins by CORS). Another site's page cannot read it.
  reply.header(XSRF_HEADER, xsrf);
  const hint = emailVerified ? '1' : UNVERIFIED_SESSION_HINT;
  reply.setCookie(SESSION_HINT_COOKIE, hint, { ...common, httpOnly: false, path: '/' });
}

export function clearSessionCookies(
  reply: FastifyReply,
  request: FastifyRequest,
  config: AppConfig,
): void {
  const secure = isSecure(request, config);
  const common = { sameSite: config.cookieSameSite, secure };
  reply.clearCookie(refreshCookieName(secure), { ...common, httpOnly: true, path: REFRESH_PATH });
  reply.clearCookie(XSRF_COOKIE, { ...common, path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...common, path: '/' });
}

/**
 * For the endpoints the refresh cookie authenticates (refresh, logout): the request must come from
 * the site itself or a web origin, and echo the XSRF token in a header (double submit).
 */
export function assertXsrf(request: FastifyRequest, config: AppConfig): void {
  assertFromOwnSite(request, config, message('Cross-site requests cannot use the session cookie.'));
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER.toLowerCase()];
  if (!cookie || typeof header !== 'string') throw forbidden(message('Missing XSRF token.'));
  const a = Buffer.from(cookie);
  const b = Buffer.from(header);
  if (a.length !== b.length || !timingSafeEqual(a, b))
    throw forbidden(message('Invalid XSRF token.'));
}

export function refreshCookieOf(request: FastifyRequest, config: AppConfig): string | null {
  return request.cookies[refreshCookieName(isSecure(request, config))] || null;
}

/** The device id of a valid device cookie issued to `userId` in this browser, else null. */
export function trustedDeviceOf(
  request: FastifyRequest,
  config: AppConfig,
  userId: string,
): string | null {
  const raw = request.cookies[deviceCookieName(isSecure(request, config))];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || !value) return null;
  const [owner, device] = value.split('.');
  return owner === userId && device ? device : null;
}

/** After a successful sign-in: marks this browser as a device of `userId` (keeps a valid mark). */
export function setDeviceCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: AppConfig,
  userId: string,
): void {
  if (trustedDeviceOf(request, config, userId)) return;
  const secure = isSecure(request, config);
  reply.setCookie(deviceCookieName(secure), `${userId}.${randomBytes(16).toString('hex')}`, {
    signed: true,
    httpOnly: true,
    sameSite: config.cookieSameSite,
    secure,
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}

/**
 * Login and registration set the session cookies, so a page on another site must not be able to
 * send them (login CSRF: signing a visitor in to the attacker's account).
 */
export function assertNotCrossSite(request: FastifyRequest, config: AppConfig): void {
  assertFromOwnSite(request, config, message('Cross-site requests cannot sign in or register.'));
}

/**
 * The origins besides the request's own whose pages may sign in: WEB_ORIGINS, and PUBLIC_URL's
 * (the site's public address, whatever `Host` a proxy in between sends).
 */
const siteOriginsOf = (config: AppConfig): string[] =>
  config.publicUrl ? [...config.webOrigins, new URL(config.publicUrl).origin] : config.webOrigins;

/**
 * Browsers name where a request comes from in `Sec-Fetch-Site` and `Origin`. `Sec-Fetch-Site` is
 * set by the browser itself and no page can change it: `same-origin` (or `none`, a request the
 * person made) is the site itself, even behind a proxy that sends the upstream's name as `Host`.
 * Without it the `Origin` must be the host the request was sent to (`Host`, or `X-Forwarded-Host`
 * from a trusted proxy), PUBLIC_URL's or one of WEB_ORIGINS. Clients that send neither (curl,
 * tests) are not browsers and are let through.
 */
function assertFromOwnSite(request: FastifyRequest, config: AppConfig, refusal: Message): void {
  const origin = request.headers.origin;
  if (origin !== undefined && siteOriginsOf(config).includes(origin)) return;
  const refused = forbidden(refusal);
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') throw refused;
  if (fetchSite === 'same-origin' || fetchSite === 'none') return;
  if (origin === undefined) return;
  let from: URL;
  let to: URL;
  try {
    from = new URL(origin);
    // Read with the origin's scheme, so a default port (`:80`, `:443`) compares as absent.
    to = new URL(`${from.protocol}//${request.host}`);
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) names no site at all.
    throw refused;
  }
  // Hosts, not schemes: behind a TLS proxy without TRUST_PROXY the request looks like HTTP.
  if (from.host !== to.host) throw refused;
}
