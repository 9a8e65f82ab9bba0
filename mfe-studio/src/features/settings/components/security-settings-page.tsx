import { ErrorState, LoadingState, useAsync, useCurrentUser } from '@kinora/shared';
import { getAccountSecurity } from '@kinora/shared/account';
import { useT } from '../../../i18n';
import { EmailStatusSection } from './email-status-section';
import { PasskeysSection } from './passkeys-section';
import { SettingsLayout } from './settings-layout';
import { TwoFactorSection } from './two-factor-section';

/**
 * `/settings/security`: what protects the account: a verified address, two-factor sign-in with
 * an authenticator app and its recovery codes, and passkeys.
 */
export function SecuritySettingsPage() {
  const t = useT();
  const { state, reload, setData } = useAsync(getAccountSecurity, []);
  const user = useCurrentUser();
  return (
    <SettingsLayout section="security">
      {state.status === 'loading' ? (
        <LoadingState label={t('Loading your security settings...')} />
      ) : state.status === 'error' ? (
        <ErrorState message={t('Could not load your security settings.')} onRetry={reload} />
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
