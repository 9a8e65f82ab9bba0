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
import {
  NOTIFICATION_KIND_LABELS,
  SWITCHABLE_KINDS,
  type SwitchableKind,
} from '../lib/notification-kinds';
import { EmailNotificationSettings } from './email-notification-settings';
import { NotificationSwitch } from './notification-switch';
import { SettingsLayout } from './settings-layout';

export const PREFERENCES_LOADING = 'Loading your notification settings...';
export const PREFERENCES_LOAD_FAILED = 'Could not load your notification settings.';
const SAVE_FAILED = 'Could not save your notification settings. Please try again.';

/**
 * `/settings/notifications`: each kind on or off in the bell, saved as soon as it is switched (a
 * kind turned off creates no notification at all: nothing is hidden and kept), and under it how
 * often each kind comes by mail.
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
      <EmailNotificationSettings />
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
