import { PROTECTED_ROUTES, ROUTES } from '../../routing/paths';
import { ErrorState } from '../../ui/states';
import { RequireAuth } from '../require-auth';
import { StandaloneFrame } from './standalone-frame';
import { StandaloneLogin } from './standalone-login';
import { StandaloneNotFound } from './standalone-not-found';
import type { RemoteRouteObject } from '../../federation/types';
import type { RouteObject } from 'react-router-dom';

/** The route table of a remote's standalone host: its own routes, a dev login, a not-found. */
export function standaloneRoutes(title: string, routes: RemoteRouteObject[]): RouteObject[] {
  return [
    {
      element: <StandaloneFrame title={title} routes={routes} />,
      errorElement: (
        <ErrorState
          title="Application Error"
          message="Something went wrong. Please try refreshing the page."
        />
      ),
      children: [
        ...routes.map(({ path, Component }) => ({
          path,
          element: PROTECTED_ROUTES.includes(path) ? (
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
