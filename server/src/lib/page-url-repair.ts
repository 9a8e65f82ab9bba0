/** A percent sign that does not start an escape (`%` followed by two hex digits). */
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The address a browser should be sent to for a page URL whose path cannot be decoded
 * (`/watch/%%%`, a half-typed or cut-off link): the same path with its percent signs escaped, so
 * the web app opens it and says what is not there, where the router would only answer a bare 400.
 * Stray percent signs are escaped alone, keeping the escapes around them; if the path still does
 * not decode (bytes that are not UTF-8), every percent sign is. Null for a path that decodes
 * already, which needs no repair.
 */
export function repairedPageUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (decodes(pathname)) return null;
  const strayEscaped = pathname.replace(STRAY_PERCENT, '%25');
  const repaired = decodes(strayEscaped) ? strayEscaped : pathname.replaceAll('%', '%25');
  // One leading slash: `//host/…` (or `/\host/…`) in a Location header is another site's address.
  return `${repaired.replace(/^[/\\]+/, '/')}${query}`;
}
