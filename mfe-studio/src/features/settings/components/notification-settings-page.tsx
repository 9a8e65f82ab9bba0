import {
  ErrorState,
  getErrorMessage,
  getNotificationPreferences,
  LoadingState,
  notify,
  saveNotificationPreferences,
  useAsync,
  type NotificationPreferences,
} from '@kinora/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { TitledSection } from '../../../lib/titled-section';
import { NotificationSwitch } from './notification-switch';
import { SettingsLayout } from './settings-layout';

export const PREFERENCES_LOADING = 'Loading your notification settings...';
export const PREFERENCES_LOAD_FAILED = 'Could not load your notification settings.';
const SAVE_FAILED = 'Could not save your notification settings. Please try again.';

/** A kind the account can turn off (a report's outcome always comes: the reporter asked). */
type SwitchableKind = keyof NotificationPreferences;

/** What each kind is called here, and what turning it off silences, in the order shown. */
export const NOTIFICATION_KIND_LABELS: Record<
  SwitchableKind,
  { label: string; description: string }
> = {
  new_video: {
    label: 'New videos',
    description: 'A channel you subscribe to publishes a video.',
  },
  video_comment: {
    label: 'Comments on my videos',
    description: 'Someone comments on one of your videos.',
  },
  comment_reply: {
    label: 'Replies to my comments',
    description: 'Someone replies to a comment you wrote.',
  },
  new_subscriber: {
    label: 'New subscribers',
    description: 'Someone subscribes to your channel.',
  },
  post_liked: {
    label: 'Likes on my posts',
    description: 'Someone likes one of your community posts.',
  },
};

const SWITCHABLE_KINDS = Object.keys(NOTIFICATION_KIND_LABELS) as SwitchableKind[];

/**
 * `/settings/notifications`: each kind on or off, saved as soon as it is switched. A kind
 * turned off creates no notification at all (nothing is hidden and kept).
 */
export function NotificationSettingsPage() {
  const { state, reload, setData } = useAsync(getNotificationPreferences, []);
  const [saving, setSaving] = useState(false);

  // Shown switched at once; put back if the save fails.
  const toggle = async (preferences: NotificationPreferences, kind: SwitchableKind) => {
    const next = { ...preferences, [kind]: !preferences[kind] };
    setData(() => next);
    setSaving(true);
    try {
      const saved = await saveNotificationPreferences(next);
      setData(() => saved);
    } catch (failure) {
      setData(() => preferences);
      notify.error(getErrorMessage(failure, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsLayout section="Notifications">
      {state.status === 'error' ? (
        <ErrorState message={PREFERENCES_LOAD_FAILED} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <LoadingState label={PREFERENCES_LOADING} />
      ) : (
        <TitledSection
          title="Notifications"
          description="Choose what the bell in the top bar tells you about. Changes are saved at once."
        >
          <List aria-label="Notification kinds">
            {SWITCHABLE_KINDS.map((kind) => (
              <NotificationSwitchRow
                key={kind}
                kind={kind}
                on={state.data[kind]}
                busy={saving}
                onToggle={() => void toggle(state.data, kind)}
              />
            ))}
          </List>
        </TitledSection>
      )}
    </SettingsLayout>
  );
}

function NotificationSwitchRow({
  kind,
  ...rest
}: {
  kind: SwitchableKind;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { label, description } = NOTIFICATION_KIND_LABELS[kind];
  return <NotificationSwitch label={label} description={description} {...rest} />;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
