import { useMemo } from 'react';
import { ROUTES } from '../../routing/paths';
import { ErrorState } from '../../ui/states';
import { useLocation, useRoutes } from '../../routing/router';
import { PageErrorBoundary } from '../page-error-boundary';
import { useSessionExpiryRedirect } from '../use-session-expiry-redirect';
import { RequireAuth } from '../require-auth';
import { StandaloneFrame } from './standalone-frame';
import { StandaloneLogin } from './standalone-login';
import { StandaloneNotFound } from './standalone-not-found';
import type { RemoteRouteObject } from '../../federation/types';
import type { RouteObject } from '../../routing/router';

/** The route table of a remote's standalone host: its own routes, a dev login, a not-found. */
export function standaloneRoutes(title: string, routes: RemoteRouteObject[]): RouteObject[] {
  return [
    {
      element: <StandaloneFrame title={title} routes={routes} />,
      children: [
        ...routes.map(({ path, Component, protected: signedInOnly }) => ({
          path,
          element: signedInOnly ? (
            <RequireAuth>
              <Component />
            </RequireAuth>
          ) : (
            <Component />
          ),
        })),
        { path: ROUTES.login, element: <StandaloneLogin /> },
        { path: '*', element: <StandaloneNotFound /> },
      ],
    },
  ];
}

/** A remote's standalone pages, inside the router: its routes, and an error page under them. */
export function StandaloneRoutes({
  title,
  routes,
}: {
  title: string;
  routes: RemoteRouteObject[];
}) {
  useSessionExpiryRedirect();
  const location = useLocation();
  const table = useMemo(() => standaloneRoutes(title, routes), [title, routes]);
  const page = useRoutes(table);
  return (
    <PageErrorBoundary
      resetKey={location.pathname}
      fallback={() => (
        <ErrorState
          title="Application Error"
          message="Something went wrong. Please try refreshing the page."
        />
      )}
    >
      {page}
    </PageErrorBoundary>
  );
}
