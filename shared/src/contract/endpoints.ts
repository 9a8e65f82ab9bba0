/**
 * Where the API lives. Every call goes to `${API_BASE}${path}`; the server mounts every route
 * under this prefix, and the frontends' single axios instance uses it as its base URL.
 */
export const API_BASE = '/api/v1';

/** Own-site video ids are exactly 24 hexadecimal characters; anything else is a YouTube id. */
export const OWN_VIDEO_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

/** Page sizes the server accepts. */
export const PAGE_LIMIT_MAX = 50;
export const PAGE_LIMIT_DEFAULT = 12;
