import { RequireAuth, type RouteClaim } from '@kinora/shared';
import { RemoteBoundary } from './components/remote-boundary';
import { RemoteRoute } from './components/remote-route';
import type { RouteObject } from '@kinora/shared';

function remoteElement({ remote, path, page, protected: signedInOnly }: RouteClaim) {
  // Keyed by route: otherwise React reuses one boundary instance across routes in the outlet,
  // and a failed remote's fallback would stay on screen after navigating to another remote.
  const mounted = (
    <RemoteBoundary key={path} remote={remote}>
      <RemoteRoute remote={remote} page={page} />
    </RemoteBoundary>
  );
  return signedInOnly ? <RequireAuth>{mounted}</RequireAuth> : mounted;
}

/**
 * The pages the deployed remotes declare in their route records, each mounted lazily inside its
 * own error boundary so one failing remote cannot take the shell down.
 */
export function remoteRouteObjects(claims: readonly RouteClaim[]): RouteObject[] {
  return claims.map((claim) => ({ path: claim.path, element: remoteElement(claim) }));
}
