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
import { useT } from '../../../i18n';
import {
  notificationKindTexts,
  SWITCHABLE_KINDS,
  type SwitchableKind,
} from '../lib/notification-kinds';
import { EmailNotificationSettings } from './email-notification-settings';
import { NotificationSwitch } from './notification-switch';
import { SettingsLayout } from './settings-layout';

/**
 * `/settings/notifications`: each kind on or off in the bell, saved as soon as it is switched (a
 * kind turned off creates no notification at all: nothing is hidden and kept), and under it how
 * often each kind comes by mail.
 */
export function NotificationSettingsPage() {
  const t = useT();
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
      notify.error(
        getErrorMessage(failure, t('Could not save your notification settings. Please try again.')),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsLayout section="notifications">
      {state.status === 'error' ? (
        <ErrorState message={t('Could not load your notification settings.')} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <LoadingState label={t('Loading your notification settings...')} />
      ) : (
        <TitledSection
          title={t('Notifications')}
          description={t(
            'Choose what the bell in the top bar tells you about. Changes are saved at once.',
          )}
        >
          <List aria-label={t('Notification kinds')}>
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
  const t = useT();
  const { label, description } = notificationKindTexts(t)[kind];
  return <NotificationSwitch label={label} description={description} {...rest} />;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
