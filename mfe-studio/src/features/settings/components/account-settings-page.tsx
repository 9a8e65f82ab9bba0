import { ErrorState, LoadingState } from '@kinora/shared';
import { useAccount } from '../hooks/use-account';
import { AccountRole } from './account-role';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { SensitiveContentForm } from './sensitive-content-form';
import { SettingsLayout } from './settings-layout';

export const ACCOUNT_LOADING = 'Loading your account...';
export const ACCOUNT_LOAD_FAILED = 'Could not load your account.';

/**
 * `/settings/account`: the account's role, the sign-in email, the password, how sensitive videos
 * are shown to it, an archive of its data, deleting it.
 */
export function AccountSettingsPage() {
  const { state, reload, apply } = useAccount();
  return (
    <SettingsLayout section="Account">
      {state.status === 'loading' ? (
        <LoadingState label={ACCOUNT_LOADING} />
      ) : state.status === 'error' ? (
        <ErrorState message={ACCOUNT_LOAD_FAILED} onRetry={reload} />
      ) : (
        <>
          <AccountRole user={state.data} />
          <ChangeEmailForm user={state.data} onSaved={apply} />
          <ChangePasswordForm />
          <SensitiveContentForm user={state.data} onSaved={apply} />
          <DataExportSection />
          <DeleteAccountSection user={state.data} />
        </>
      )}
    </SettingsLayout>
  );
}
