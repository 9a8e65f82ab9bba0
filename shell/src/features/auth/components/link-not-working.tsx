import { useT } from '../../../i18n';
import { AuthCard } from './auth-card';
import type { ReactNode } from 'react';

/**
 * A mailed link that no longer works (expired, used, altered or cut short), said plainly, with
 * the way to get a new one.
 */
export function LinkNotWorking({ action }: { action: ReactNode }) {
  const t = useT();
  return (
    <AuthCard aria-labelledby="link-title">
      <h1 id="link-title">{t("This link doesn't work anymore")}</h1>
      <p className="lead">{t('This link has expired or was already used.')}</p>
      {action}
    </AuthCard>
  );
}
