import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@kinora/shared';

const EmailVerificationBanner = lazy(async () => ({
  default: (await import('./email-verification-banner')).EmailVerificationBanner,
}));

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
