import { AppProviders, BrowserRouter, SessionGate } from '@kinora/shared';
import { OverrideBanner } from '../features/remotes/components/override-banner';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <OverrideBanner />
      <SessionGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionGate>
    </AppProviders>
  );
}
