import {
  ButtonLink,
  hrefs,
  LinkTabs,
  PageHeader,
  useCurrentUser,
  useDocumentTitle,
  type Translate,
} from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { SETTINGS_BLOCKED_PATH, SETTINGS_SECURITY_PATH } from '../paths';
import type { ReactNode } from 'react';

export type SettingsSection =
  'profile' | 'account' | 'security' | 'devices' | 'notifications' | 'blocked';

interface SettingsTab {
  section: SettingsSection;
  to: string;
  label: string;
  /** Its page's document title. */
  title: string;
}

/** The tabs in their order, in the language of `t`. */
const settingsTabs = (t: Translate): SettingsTab[] => [
  {
    section: 'profile',
    to: hrefs.settingsProfile(),
    label: t('Profile'),
    title: t('Profile settings'),
  },
  {
    section: 'account',
    to: hrefs.settingsAccount(),
    label: t('Account'),
    title: t('Account settings'),
  },
  {
    section: 'security',
    to: SETTINGS_SECURITY_PATH,
    label: t('Security'),
    title: t('Security settings'),
  },
  {
    section: 'devices',
    to: hrefs.settingsSessions(),
    label: t('Devices'),
    title: t('Signed-in devices'),
  },
  {
    section: 'notifications',
    to: hrefs.settingsNotifications(),
    label: t('Notifications'),
    title: t('Notification settings'),
  },
  {
    section: 'blocked',
    to: SETTINGS_BLOCKED_PATH,
    label: t('Blocked users'),
    title: t('Blocked users'),
  },
];

interface SettingsLayoutProps {
  /** The tab shown, for the document title. */
  section: SettingsSection;
  children: ReactNode;
}

/** The frame of every settings tab: the heading, a link to the channel, the tabs. */
export function SettingsLayout({ section, children }: SettingsLayoutProps) {
  const t = useT();
  const tabs = settingsTabs(t);
  useDocumentTitle(tabs.find((tab) => tab.section === section)?.title);
  const me = useCurrentUser();
  return (
    <Page>
      <PageHeader
        title={t('Settings')}
        subtitle={t(
          'Your channel, your sign-in and what protects it, the devices signed in to your account, what you are notified of and whom you blocked.',
        )}
        actions={
          me ? (
            <ButtonLink to={hrefs.channel(me.username)} $variant="ghost">
              {t('View channel')}
            </ButtonLink>
          ) : null
        }
      />
      <LinkTabs label={t('Settings sections')} tabs={tabs} />
      {children}
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
`;
