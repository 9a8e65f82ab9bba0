import { ErrorState, LoadingState } from '@kinora/shared';
import { useAccount } from '../hooks/use-account';
import { ProfileForm } from './profile-form';
import { SettingsLayout } from './settings-layout';

export const PROFILE_LOADING = 'Loading your profile...';
export const PROFILE_LOAD_FAILED = 'Could not load your profile.';

/** `/settings/profile`: the channel's banner, picture, name and description. */
export function ProfileSettingsPage() {
  const { state, reload, apply } = useAccount();
  return (
    <SettingsLayout section="Profile">
      {state.status === 'loading' ? (
        <LoadingState label={PROFILE_LOADING} />
      ) : state.status === 'error' ? (
        <ErrorState message={PROFILE_LOAD_FAILED} onRetry={reload} />
      ) : (
        <ProfileForm user={state.data} onSaved={apply} />
      )}
    </SettingsLayout>
  );
}
