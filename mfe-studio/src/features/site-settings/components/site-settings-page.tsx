import {
  ErrorState,
  LoadingState,
  PageHeader,
  setSiteInfo,
  useAsync,
  useCurrentUser,
  useDocumentTitle,
  useSiteInfo,
  type SiteSettings,
} from '@kinora/shared';
import { getSiteSettings } from '@kinora/shared/moderation';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { RoleGate } from '../../../lib/role-gate';
import { ApplicationsSection } from './applications-section';
import { SiteSettingsForm } from './site-settings-form';

/**
 * `/admin/settings` (admins): the site's name, description, rules, registration mode, what
 * visitors get of sensitive videos and blocked words, and the applications for an account.
 */
export function SiteSettingsPage() {
  const t = useT();
  useDocumentTitle(t('Site settings'));
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={user?.isAdmin === true}
      title={t('Site settings')}
      deniedTitle={t('For the site’s administrators')}
      deniedMessage={t(
        'This page sets the site’s name, rules and registration, and reviews applications for an account. Your account is not one of the administrators.',
      )}
    >
      <SiteSettings />
    </RoleGate>
  );
}

function SiteSettings() {
  const t = useT();
  const { state, reload, setData } = useAsync(getSiteSettings, []);
  // Read only when another screen asked for it already: this page needs none of it.
  const { state: site } = useSiteInfo(false);
  const keep = (saved: SiteSettings) => {
    setData(() => saved);
    // What everyone may read of them: the rest of the page (About, sensitive videos for an admin
    // who follows the site) shows it without asking again. The rest of what the site says of
    // itself (whether addresses must be verified) is the server's configuration, not a setting,
    // and stays as it was; unknown yet, the next screen that needs it asks.
    const { blockedWords: _blockedWords, ...info } = saved;
    if (site.status === 'success') setSiteInfo({ ...site.data, ...info });
  };
  return (
    <Page>
      <PageHeader
        title={t('Site settings')}
        subtitle={t(
          'What the site says about itself, who may join, what visitors see of sensitive videos, and the words that hold comments and posts for review.',
        )}
      />
      {state.status === 'error' ? (
        <ErrorState message={t('Could not load the site settings.')} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <LoadingState label={t('Loading the site settings...')} />
      ) : (
        <SiteSettingsForm settings={state.data} onSaved={keep} />
      )}
      <ApplicationsSection />
    </Page>
  );
}

// As wide as the account's own settings pages.
const Page = styled.div`
  width: 100%;
  max-width: 880px;
  margin: 0 auto;
`;
