import { API_BASE } from '@kinora/contract';

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
