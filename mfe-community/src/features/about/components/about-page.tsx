import { ErrorState, LoadingState, useDocumentTitle, useSiteInfo } from '@kinora/shared';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { SiteAbout } from './site-about';

/** `/about` (anyone): what the site is and its rules, which registration asks people to accept. */
export function AboutPage() {
  const t = useT();
  const { state, reload } = useSiteInfo();
  useDocumentTitle(
    state.status === 'success' ? t('About {{name}}', { name: state.data.name }) : t('About'),
  );
  return (
    <Page>
      {state.status === 'loading' ? (
        <LoadingState label={t('Loading...')} />
      ) : state.status === 'error' ? (
        <ErrorState
          message={t('Could not load the site’s description and rules.')}
          onRetry={reload}
        />
      ) : (
        <SiteAbout site={state.data} />
      )}
    </Page>
  );
}

const Page = styled.div`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
`;
