import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@kinora/shared';
import { AppErrorPage } from '../features/errors/components/app-error-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { remoteRouteObjects } from '../features/remotes/remote-route-objects';

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout topBarActions={<NotificationBell />} />,
      errorElement: <AppErrorPage />,
      children: [
        // The shell's own pages are split off: a first visit to / downloads none of them.
        {
          path: ROUTES.login,
          lazy: async () => ({
            Component: (await import('../features/auth/components/login-page')).LoginPage,
          }),
        },
        {
          path: ROUTES.register,
          lazy: async () => ({
            Component: (await import('../features/auth/components/register-page')).RegisterPage,
          }),
        },
        ...remoteRouteObjects(),
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('../features/errors/components/not-found-page')).NotFoundPage,
          }),
        },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
