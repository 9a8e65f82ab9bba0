import { ErrorState, LoadingState } from '@kinora/shared';
import { useT } from '../../../i18n';
import { useAccount } from '../hooks/use-account';
import { ProfileForm } from './profile-form';
import { SettingsLayout } from './settings-layout';

/** `/settings/profile`: the channel's banner, picture, name and description. */
export function ProfileSettingsPage() {
  const t = useT();
  const { state, reload, apply } = useAccount();
  return (
    <SettingsLayout section="profile">
      {state.status === 'loading' ? (
        <LoadingState label={t('Loading your profile...')} />
      ) : state.status === 'error' ? (
        <ErrorState message={t('Could not load your profile.')} onRetry={reload} />
      ) : (
        <ProfileForm user={state.data} onSaved={apply} />
      )}
    </SettingsLayout>
  );
}
