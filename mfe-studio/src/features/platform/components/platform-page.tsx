import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorState,
  getPlatformDeployments,
  getRemoteLoadOverview,
  hrefs,
  LoadingState,
  PageHeader,
  REMOTE_NAMES,
  useAsync,
  useCurrentUser,
  useDocumentTitle,
  usePolling,
} from '@kinora/shared';
import { useT } from '../../../i18n';
import { TitledSection } from '../../../lib/titled-section';
import { newestFirst, remoteRows } from '../lib/platform-rows';
import { DeployHistory } from './deploy-history';
import { OverrideForm } from './override-form';
import { RemotesTable } from './remotes-table';
import { UnknownLoadsTable } from './unknown-loads-table';

// The English of the page's texts that tests look for (the catalogue's keys).
export const ADMINS_ONLY_TITLE = 'For the site’s administrators';
export const PLATFORM_LOADING = 'Loading the platform overview...';
export const PLATFORM_LOAD_FAILED = 'Could not load the platform overview.';
/** The figures move as browsers report; the page follows without a reload. */
export const PLATFORM_REFRESH_MS = 30_000;

async function loadOverview() {
  const [deployments, loads] = await Promise.all([
    getPlatformDeployments(),
    getRemoteLoadOverview(),
  ]);
  return { deployments, loads };
}

/** `/platform` (admins): each remote's live build, canary, load times, failures and deploys. */
export function PlatformPage() {
  const t = useT();
  useDocumentTitle(t('Platform'));
  const user = useCurrentUser();
  if (!user?.isAdmin) {
    return (
      <div>
        <PageHeader title={t('Platform')} />
        <EmptyState
          title={t('For the site’s administrators')}
          message={t(
            'This page shows how each section of the site is deployed and how it loads. Your account is not one of the administrators.',
          )}
          action={<ButtonLink to={hrefs.home()}>{t('Go to Home')}</ButtonLink>}
        />
      </div>
    );
  }
  return <PlatformOverview />;
}

function PlatformOverview() {
  const t = useT();
  const { state, reload, setData } = useAsync(loadOverview, []);
  usePolling(
    async () => {
      const next = await loadOverview();
      setData(() => next);
    },
    state.status === 'success' ? PLATFORM_REFRESH_MS : null,
  );

  return (
    <div>
      <PageHeader
        title={t('Platform')}
        subtitle={t(
          'The live build of each section of the site, how it loads in browsers, and how it got there.',
        )}
        actions={
          <Button $variant="secondary" onClick={reload} disabled={state.status === 'loading'}>
            {t('Refresh')}
          </Button>
        }
      />
      {state.status === 'loading' ? (
        <LoadingState label={t('Loading the platform overview...')} />
      ) : state.status === 'error' ? (
        <ErrorState message={t('Could not load the platform overview.')} onRetry={reload} />
      ) : (
        <>
          <TitledSection
            title={t('Remotes')}
            description={t(
              'What browsers load now, and how the loads went over the last {{minutes}} minutes (load times of successful loads).',
              { minutes: state.data.loads.windowMinutes },
            )}
          >
            <RemotesTable
              rows={remoteRows(REMOTE_NAMES, state.data.deployments, state.data.loads)}
            />
          </TitledSection>
          <TitledSection
            title={t('Unknown builds')}
            description={t(
              'Reports over the last {{minutes}} minutes that name a section, manifest URL or version the deployment file does not: anyone can send reports, so these are counted apart and never in the failure rates above.',
              { minutes: state.data.loads.windowMinutes },
            )}
          >
            <UnknownLoadsTable stats={state.data.loads.unknown} />
          </TitledSection>
          <TitledSection
            title={t('Try a build in this browser')}
            description={t(
              'Load one section from another manifest URL in this browser only: a build deployed on this site, or one on an origin the deployment file lists under overrideOrigins. A banner on every page shows it and ends it; other visitors keep the live build. It ends by itself after 4 hours, or when you sign out.',
            )}
          >
            <OverrideForm remotes={REMOTE_NAMES} />
          </TitledSection>
          <TitledSection
            title={t('Deploy history')}
            description={t('Every switch made with pnpm remote, newest first.')}
          >
            <DeployHistory records={newestFirst(state.data.deployments.history)} />
          </TitledSection>
        </>
      )}
    </div>
  );
}
