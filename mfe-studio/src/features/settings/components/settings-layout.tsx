import {
  ButtonLink,
  hrefs,
  LinkTabs,
  PageHeader,
  useCurrentUser,
  useDocumentTitle,
} from '@kinora/shared';
import styled from 'styled-components';
import { SETTINGS_BLOCKED_PATH, SETTINGS_SECURITY_PATH } from '../paths';
import type { ReactNode } from 'react';

export const SETTINGS_TABS = [
  { to: hrefs.settingsProfile(), label: 'Profile', title: 'Profile settings' },
  { to: hrefs.settingsAccount(), label: 'Account', title: 'Account settings' },
  { to: SETTINGS_SECURITY_PATH, label: 'Security', title: 'Security settings' },
  { to: hrefs.settingsSessions(), label: 'Devices', title: 'Signed-in devices' },
  {
    to: hrefs.settingsNotifications(),
    label: 'Notifications',
    title: 'Notification settings',
  },
  { to: SETTINGS_BLOCKED_PATH, label: 'Blocked users', title: 'Blocked users' },
] as const;

interface SettingsLayoutProps {
  /** The tab's name, for the document title. */
  section: (typeof SETTINGS_TABS)[number]['label'];
  children: ReactNode;
}

/** The frame of every settings tab: the heading, a link to the channel, the tabs. */
export function SettingsLayout({ section, children }: SettingsLayoutProps) {
  useDocumentTitle(SETTINGS_TABS.find((tab) => tab.label === section)?.title);
  const me = useCurrentUser();
  return (
    <Page>
      <PageHeader
        title="Settings"
        subtitle="Your channel, your sign-in and what protects it, the devices signed in to your account, what you are notified of and whom you blocked."
        actions={
          me ? (
            <ButtonLink to={hrefs.channel(me.username)} $variant="ghost">
              View channel
            </ButtonLink>
          ) : null
        }
      />
      <LinkTabs label="Settings sections" tabs={SETTINGS_TABS} />
      {children}
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
`;
