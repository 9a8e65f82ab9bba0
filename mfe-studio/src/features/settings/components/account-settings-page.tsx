import { ErrorState, LoadingState } from '@kinora/shared';
import { useT } from '../../../i18n';
import { useAccount } from '../hooks/use-account';
import { AccountRole } from './account-role';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { LanguageSection } from './language-section';
import { SensitiveContentForm } from './sensitive-content-form';
import { SettingsLayout } from './settings-layout';

/**
 * `/settings/account`: the account's role, the sign-in email, the password, how sensitive videos
 * are shown to it, the interface's language, an archive of its data, deleting it.
 */
export function AccountSettingsPage() {
  const t = useT();
  const { state, reload, apply } = useAccount();
  return (
    <SettingsLayout section="account">
      {state.status === 'loading' ? (
        <LoadingState label={t('Loading your account...')} />
      ) : state.status === 'error' ? (
        <ErrorState message={t('Could not load your account.')} onRetry={reload} />
      ) : (
        <>
          <AccountRole user={state.data} />
          <ChangeEmailForm user={state.data} onSaved={apply} />
          <ChangePasswordForm />
          <SensitiveContentForm user={state.data} onSaved={apply} />
          <LanguageSection />
          <DataExportSection />
          <DeleteAccountSection user={state.data} />
        </>
      )}
    </SettingsLayout>
  );
}
