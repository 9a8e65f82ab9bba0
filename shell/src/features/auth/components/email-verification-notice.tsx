import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@kinora/shared';

const loadBanner = () => import('./email-verification-banner');
const EmailVerificationBanner = lazy(async () => ({
  default: (await loadBanner()).EmailVerificationBanner,
}));

/**
 * Fetches the banner's code now, for an account the session hint says is not verified: arriving
 * after the page, the banner would push it down (and move what someone is about to tap).
 */
export function preloadVerificationBanner(): void {
  loadBanner().catch(() => undefined);
}

/**
 * Where the verification banner goes: only an account whose address is not verified downloads
 * it, so a visitor's first page (and a verified account's) carries none of it.
 */
export function EmailVerificationNotice() {
  const user = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <EmailVerificationBanner />
    </Suspense>
  );
}
