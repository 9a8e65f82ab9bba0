import { isStorageKey } from '../storage/storage';

/** Where the media route is mounted: the core app prefixes route plugins with `/api/v1`. */
export const MEDIA_URL_PREFIX = '/api/v1/media/';

/** The public URL of a stored key, relative to the site (frontends proxy `/api` to the server). */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The storage key behind a URL made by `mediaUrl`; null for any other URL (e.g. a default avatar). */
export function mediaKeyFromUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isStorageKey(key) ? key : null;
}
