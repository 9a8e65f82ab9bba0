import { useMemo } from 'react';
import {
  ErrorState,
  PageErrorBoundary,
  RequireAuth,
  ROUTES,
  useLocation,
  useRoutes,
  useSessionExpiryRedirect,
  useSharedT,
  type RemoteRouteObject,
  type RouteObject,
} from '@kinora/shared';
import { StandaloneFrame } from './standalone-frame';
import { StandaloneLogin } from './standalone-login';
import { StandaloneNotFound } from './standalone-not-found';

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
  const t = useSharedT();
  useSessionExpiryRedirect();
  const location = useLocation();
  const table = useMemo(() => standaloneRoutes(title, routes), [title, routes]);
  const page = useRoutes(table);
  return (
    <PageErrorBoundary
      resetKey={location.pathname}
      fallback={() => (
        <ErrorState
          title={t('Application Error')}
          message={t('Something went wrong. Please try refreshing the page.')}
        />
      )}
    >
      {page}
    </PageErrorBoundary>
  );
}
