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
import { RoleGate } from '../../../lib/role-gate';
import { SITE_ADMINS_ONLY_MESSAGE, SITE_ADMINS_ONLY_TITLE, SITE_SETTINGS_TITLE } from '../texts';
import { ApplicationsSection } from './applications-section';
import { SiteSettingsForm } from './site-settings-form';

export const SITE_SETTINGS_LOADING = 'Loading the site settings...';
export const SITE_SETTINGS_LOAD_FAILED = 'Could not load the site settings.';

/**
 * `/admin/settings` (admins): the site's name, description, rules, registration mode, what
 * visitors get of sensitive videos and blocked words, and the applications for an account.
 */
export function SiteSettingsPage() {
  useDocumentTitle(SITE_SETTINGS_TITLE);
  const user = useCurrentUser();
  return (
    <RoleGate
      allowed={user?.isAdmin === true}
      title={SITE_SETTINGS_TITLE}
      deniedTitle={SITE_ADMINS_ONLY_TITLE}
      deniedMessage={SITE_ADMINS_ONLY_MESSAGE}
    >
      <SiteSettings />
    </RoleGate>
  );
}

function SiteSettings() {
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
        title={SITE_SETTINGS_TITLE}
        subtitle="What the site says about itself, who may join, what visitors see of sensitive videos, and the words that hold comments and posts for review."
      />
      {state.status === 'error' ? (
        <ErrorState message={SITE_SETTINGS_LOAD_FAILED} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <LoadingState label={SITE_SETTINGS_LOADING} />
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
