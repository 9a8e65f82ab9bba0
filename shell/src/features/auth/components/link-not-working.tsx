import { AuthCard } from './auth-card';
import type { ReactNode } from 'react';

export const LINK_NOT_WORKING = "This link doesn't work anymore";
export const LINK_EXPIRED = 'This link has expired or was already used.';

/**
 * A mailed link that no longer works (expired, used, altered or cut short), said plainly, with
 * the way to get a new one.
 */
export function LinkNotWorking({ action }: { action: ReactNode }) {
  return (
    <AuthCard aria-labelledby="link-title">
      <h1 id="link-title">{LINK_NOT_WORKING}</h1>
      <p className="lead">{LINK_EXPIRED}</p>
      {action}
    </AuthCard>
  );
}
