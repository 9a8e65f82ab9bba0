import { RouterProvider } from 'react-router-dom';
import { AppProviders, SessionGate } from '@kinora/shared';
import { useState } from 'react';
import { OverrideBanner } from '../features/remotes/components/override-banner';
import { createAppRouter } from './router';
import { useSessionExpiryRedirect } from './use-session-expiry-redirect';

export function App() {
  const [router] = useState(createAppRouter);
  useSessionExpiryRedirect(router);
  return (
    <AppProviders>
      <OverrideBanner />
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  );
}
