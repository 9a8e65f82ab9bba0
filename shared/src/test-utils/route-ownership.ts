import { ROUTE_OWNERSHIP, type RemoteName } from '../routing/paths';
import type { RemoteRouteObject } from '../federation/types';

/**
 * Every remote's route table must mount exactly the paths the shared table gives it, each as a
 * lazy page (its own chunk): the shell composes its router from that table, so a path missing
 * here is a 404 and an extra one is a clash with the remote that owns it.
 */
export function expectOwnedRoutes(remote: RemoteName, routes: readonly RemoteRouteObject[]): void {
  expect(routes.map((route) => route.path).sort()).toEqual([...ROUTE_OWNERSHIP[remote]].sort());
  for (const route of routes) {
    expect((route.Component as { $$typeof?: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
  }
}
