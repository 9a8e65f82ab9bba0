import type { RouteClaim } from './route-record';

// Matching a URL to a record's pages, for the server (its preload hints, first screens and link
// previews). The browser's router does its own matching, so this stays out of the federated
// package's entry, which every page downloads whole.

/** Whether `pathname` is a URL of the route `pattern` (a trailing slash allowed). */
export function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === got[index])
  );
}

/**
 * The values of `pattern`'s parameters in `pathname`, in their order (`/channel/:username` and
 * `/channel/ann` give `['ann']`); null when the URL is not of that route.
 */
export function routeParams(pattern: string, pathname: string): string[] | null {
  if (!routeMatches(pattern, pathname)) return null;
  const got = pathname.split('/').filter(Boolean);
  return pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment, index) => (segment.startsWith(':') ? [got[index] ?? ''] : []));
}

/**
 * The claim that serves `pathname`, or null (the shell's own pages, or nobody's). Like the
 * router, a pattern with more fixed segments wins over one with parameters in their place.
 */
export function claimOf<T extends RouteClaim>(claims: readonly T[], pathname: string): T | null {
  const fixed = (claim: T) => claim.path.split('/').filter((s) => s && !s.startsWith(':')).length;
  let best: T | null = null;
  for (const claim of claims) {
    if (routeMatches(claim.path, pathname) && (!best || fixed(claim) > fixed(best))) best = claim;
  }
  return best;
}
