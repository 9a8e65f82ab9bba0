import { claimOf } from '@kinora/shared';
import { remoteRoutes } from './remote-routes-cache';
import type { RouteTable } from './route-records';

/**
 * Starts loading the code of the remote page `pathname` opens (its chunk and the chunks it needs),
 * before the app renders it: a signed-in person's page renders only once their session is
 * restored, and its code would otherwise be asked for only then, one round trip later.
 */
export function preloadPage({ claims }: RouteTable, pathname: string): void {
  const claim = claimOf(claims, pathname);
  if (!claim) return;
  remoteRoutes(claim.remote)
    .then((module) =>
      Object.hasOwn(module.pages, claim.page) ? module.pages[claim.page]?.preload?.() : undefined,
    )
    // The page reports a failure itself when it renders.
    .catch(() => undefined);
}
