import { AppProviders, GuardedBrowserRouter, SessionGate } from '@kinora/shared';
import { OverrideBanner } from '../features/remotes/components/override-banner';
import { AppRoutes } from './router';
import type { RouteTable } from '../features/remotes/route-records';

/** The site, with the pages of the remotes' route records (read at start-up). */
export function App({ table }: { table: RouteTable }) {
  return (
    <AppProviders>
      <OverrideBanner />
      <SessionGate>
        <GuardedBrowserRouter>
          <AppRoutes table={table} />
        </GuardedBrowserRouter>
      </SessionGate>
    </AppProviders>
  );
}
