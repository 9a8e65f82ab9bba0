import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import {
  PageErrorBoundary,
  ROUTES,
  useLocation,
  useRoutes,
  useSessionExpiryRedirect,
  type RouteObject,
} from '@kinora/shared';
import { EmailVerificationNotice } from '../features/auth/components/email-verification-notice';
import { AppErrorPage } from '../features/errors/components/app-error-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { UploadsPanelHost } from '../features/uploads/components/uploads-panel-host';
import { useScrollRestoration } from '../features/layout/hooks/use-scroll-restoration';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { RecordUnavailable } from '../features/remotes/components/record-unavailable';
import { remoteRouteObjects } from '../features/remotes/remote-route-objects';
import type { RouteTable } from '../features/remotes/route-records';

// The shell's own pages are split off: a first visit to / downloads none of them.
const LoginPage = lazy(async () => ({
  default: (await import('../features/auth/components/login-page')).LoginPage,
}));
const RegisterPage = lazy(async () => ({
  default: (await import('../features/auth/components/register-page')).RegisterPage,
}));
const ForgotPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/forgot-password-page')).ForgotPasswordPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/reset-password-page')).ResetPasswordPage,
}));
const VerifyEmailPage = lazy(async () => ({
  default: (await import('../features/auth/components/verify-email-page')).VerifyEmailPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('../features/errors/components/not-found-page')).NotFoundPage,
}));

// Navigations run as transitions, so while a page's code loads the page before it stays on
// screen; the empty fallback only shows on a first load straight to that page.
const split = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

/** A URL no page matched: not found, unless a remote whose pages are unknown may have it. */
function unmatched({ unavailable }: RouteTable) {
  const [down] = unavailable;
  return down ? (
    <RecordUnavailable remote={down.remote} error={down.error} />
  ) : (
    split(<NotFoundPage />)
  );
}

/** The shell's own pages and the pages the deployed remotes' route records declare. */
export function appRoutes(table: RouteTable): RouteObject[] {
  return [
    {
      element: (
        <AppLayout
          topBarActions={<NotificationBell />}
          notice={<EmailVerificationNotice />}
          floating={<UploadsPanelHost />}
        />
      ),
      children: [
        { path: ROUTES.login, element: split(<LoginPage />) },
        { path: ROUTES.register, element: split(<RegisterPage />) },
        { path: ROUTES.forgotPassword, element: split(<ForgotPasswordPage />) },
        { path: ROUTES.resetPassword, element: split(<ResetPasswordPage />) },
        { path: ROUTES.verifyEmail, element: split(<VerifyEmailPage />) },
        ...remoteRouteObjects(table.claims),
        { path: '*', element: unmatched(table) },
      ],
    },
  ];
}

/** The site's pages, inside the router; an error nothing closer handled gets the error page. */
export function AppRoutes({ table }: { table: RouteTable }) {
  useSessionExpiryRedirect();
  useScrollRestoration();
  const location = useLocation();
  const routes = useMemo(() => appRoutes(table), [table]);
  const page = useRoutes(routes);
  return (
    <PageErrorBoundary resetKey={location.pathname} fallback={() => <AppErrorPage />}>
      {page}
    </PageErrorBoundary>
  );
}
