import { ErrorState, LoadingState, useAsync, useCurrentUser } from '@kinora/shared';
import { getAccountSecurity } from '@kinora/shared/account';
import { EmailStatusSection } from './email-status-section';
import { PasskeysSection } from './passkeys-section';
import { SettingsLayout } from './settings-layout';
import { TwoFactorSection } from './two-factor-section';

export const SECURITY_LOADING = 'Loading your security settings...';
export const SECURITY_LOAD_FAILED = 'Could not load your security settings.';

/**
 * `/settings/security`: what protects the account: a verified address, two-factor sign-in with
 * an authenticator app and its recovery codes, and passkeys.
 */
export function SecuritySettingsPage() {
  const { state, reload, setData } = useAsync(getAccountSecurity, []);
  const user = useCurrentUser();
  return (
    <SettingsLayout section="Security">
      {state.status === 'loading' ? (
        <LoadingState label={SECURITY_LOADING} />
      ) : state.status === 'error' ? (
        <ErrorState message={SECURITY_LOAD_FAILED} onRetry={reload} />
      ) : (
        <>
          {user ? <EmailStatusSection user={user} verified={state.data.emailVerified} /> : null}
          <TwoFactorSection
            security={state.data}
            onChange={(next) => setData((security) => ({ ...security, ...next }))}
          />
          <PasskeysSection
            passkeys={state.data.passkeys}
            onChange={(passkeys) => setData((security) => ({ ...security, passkeys }))}
          />
        </>
      )}
    </SettingsLayout>
  );
}
