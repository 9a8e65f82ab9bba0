import { API_BASE } from '@kinora/contract';
import type { AppConfig } from '../config';

/**
 * Where the API serves files: the database holds storage keys only, and answers carry these URLs,
 * so a change of URL layout never needs a data migration.
 */
const MEDIA_URL_PREFIX = `${API_BASE}/media/`;

/** The public URL of a stored key, relative to the site (frontends proxy `/api` to the server). */
export const mediaUrl = (key: string): string => `${MEDIA_URL_PREFIX}${key}`;

/** A neutral silhouette for users without an avatar, served by the static routes. */
export const DEFAULT_AVATAR_PATH = `${API_BASE}/static/default-avatar.svg`;

export const avatarUrl = (key: string | null): string =>
  key ? mediaUrl(key) : DEFAULT_AVATAR_PATH;

/** Paths under which the API serves files that answers link to. */
const SERVED_PREFIXES = [MEDIA_URL_PREFIX, `${API_BASE}/static/`, `${API_BASE}/youtube/`];

/** The answer fields that hold such links (see the contract: users, videos, thumbnails, streams). */
const URL_FIELDS = new Set([
  'avatar',
  'coverImage',
  'thumbnail',
  'videofile',
  'url',
  'hls',
  'storyboard',
]);

/**
 * With `PUBLIC_URL` set, a web app on another origin gets links it can use as they are: every
 * served path in a URL field of `data` becomes absolute under that base. Only URL fields are
 * touched, so a title or comment that happens to start with `/api/v1/media/` stays as written.
 */
export function withPublicUrls<T>(data: T, publicUrl: string): T {
  const visit = (value: unknown, key: string | null): unknown => {
    if (typeof value === 'string') {
      return key !== null &&
        URL_FIELDS.has(key) &&
        SERVED_PREFIXES.some((prefix) => value.startsWith(prefix))
        ? `${publicUrl}${value}`
        : value;
    }
    if (Array.isArray(value)) return value.map((item) => visit(item, key));
    if (value instanceof Date || value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = visit(item, name);
    return out;
  };
  return visit(data, null) as T;
}

/**
 * Where the site's pages (`/watch/…`, `/channel/…`) live, for links read away from the page they
 * are in: link previews and the embed page. From the configuration only, never from the request:
 * its `Host` and `X-Forwarded-Host` are whatever its sender wrote, and a preview is kept by caches
 * and chat apps and shown to everyone. The pages this server draws are under PUBLIC_URL; when it
 * serves no web app and WEB_ORIGINS names where the web apps are, the first of them. Null when
 * neither is set: such links are then paths, or left out where only an absolute URL will do.
 */
export function pagesBaseOf(
  config: Pick<AppConfig, 'publicUrl' | 'webOrigins' | 'web'>,
): string | null {
  if (config.web.shellDir || config.webOrigins.length === 0) return config.publicUrl;
  return config.webOrigins[0] ?? null;
}

/**
 * `path` (a page's path as a request named it) under `base`, or the path alone without a base.
 * Set as the URL's path, so no path can name another host (`//evil.example`) or carry a query.
 */
export function pageUrl(base: string | null, path: string): string {
  const url = new URL(base ?? 'http://path.invalid');
  url.pathname = `${url.pathname.replace(/\/$/, '')}${path}`;
  // A bare `//host/…` would be read as another host's address.
  return base ? url.href : url.pathname.replace(/^\/+/, '/');
}
