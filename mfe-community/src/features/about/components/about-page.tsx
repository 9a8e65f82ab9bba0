import { ErrorState, LoadingState, useDocumentTitle, useSiteInfo } from '@kinora/shared';
import styled from 'styled-components';
import { SiteAbout } from './site-about';

export const ABOUT_LOADING = 'Loading...';
export const ABOUT_LOAD_FAILED = 'Could not load the site’s description and rules.';

/** `/about` (anyone): what the site is and its rules, which registration asks people to accept. */
export function AboutPage() {
  const { state, reload } = useSiteInfo();
  useDocumentTitle(state.status === 'success' ? `About ${state.data.name}` : 'About');
  return (
    <Page>
      {state.status === 'loading' ? (
        <LoadingState label={ABOUT_LOADING} />
      ) : state.status === 'error' ? (
        <ErrorState message={ABOUT_LOAD_FAILED} onRetry={reload} />
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
