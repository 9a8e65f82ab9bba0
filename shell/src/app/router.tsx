import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@kinora/shared';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { AppErrorPage } from '../features/errors/components/app-error-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { remoteRouteObjects } from '../features/remotes/remote-route-objects';

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <AppErrorPage />,
      children: [
        { path: ROUTES.login, element: <LoginPage /> },
        { path: ROUTES.register, element: <RegisterPage /> },
        ...remoteRouteObjects(),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
