import {
  PROTECTED_ROUTES,
  REMOTE_NAMES,
  RequireAuth,
  ROUTE_OWNERSHIP,
  type RemoteName,
  type RoutePath,
} from '@kinora/shared';
import { RemoteBoundary } from './components/remote-boundary';
import { RemoteRoute } from './components/remote-route';
import type { RouteObject } from '@kinora/shared';

function remoteElement(remote: RemoteName, path: RoutePath) {
  // Keyed by route: otherwise React reuses one boundary instance across routes in the outlet,
  // and a failed remote's fallback would stay on screen after navigating to another remote.
  const mounted = (
    <RemoteBoundary key={path} remote={remote}>
      <RemoteRoute remote={remote} path={path} />
    </RemoteBoundary>
  );
  return PROTECTED_ROUTES.includes(path) ? <RequireAuth>{mounted}</RequireAuth> : mounted;
}

/**
 * The routes every remote owns (from the shared route table), each mounted lazily inside its own
 * error boundary so one failing remote cannot take the shell down.
 */
export function remoteRouteObjects(): RouteObject[] {
  return REMOTE_NAMES.flatMap((remote) =>
    ROUTE_OWNERSHIP[remote].map((path) => ({
      path,
      element: remoteElement(remote, path),
    })),
  );
}
