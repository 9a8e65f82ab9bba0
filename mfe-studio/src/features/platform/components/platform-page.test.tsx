import {
  apiUrl,
  fail,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import {
  ADMINS_ONLY_TITLE,
  PLATFORM_LOAD_FAILED,
  PLATFORM_LOADING,
  PlatformPage,
} from './platform-page';
import { NO_UNKNOWN_LOADS } from './unknown-loads-table';
import type { PlatformDeployments, RemoteLoadOverview } from '@kinora/shared';

const V1 = '/remotes/studio/mf-manifest.json';
const V2 = '/remotes/studio/1.1.0-ab12cd34/mf-manifest.json';
const V3 = '/remotes/studio/1.2.0-ee00ff11/mf-manifest.json';

const deployments: PlatformDeployments = {
  remotes: {
    watch: '/remotes/watch/mf-manifest.json',
    community: '/remotes/community/mf-manifest.json',
    studio: { stable: V2, canary: V3, percent: 25 },
    library: '/remotes/library/mf-manifest.json',
  },
  history: [
    {
      remote: 'studio',
      action: 'deploy',
      version: '1.1.0-ab12cd34',
      entry: V2,
      from: V1,
      by: 'ci-studio',
      at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    },
    {
      remote: 'studio',
      action: 'canary',
      version: '1.2.0-ee00ff11',
      entry: { stable: V2, canary: V3, percent: 25 },
      from: V2,
      by: 'ann',
      at: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  ],
};

const loads: RemoteLoadOverview = {
  windowMinutes: 60,
  remotes: [
    {
      remote: 'studio',
      loads: 40,
      failures: 2,
      failureRate: 0.05,
      p50Ms: 140,
      p95Ms: 1250,
      failuresByKind: { network: 2 },
    },
  ],
  unknown: [
    {
      remote: 'studio',
      loads: 60,
      failures: 60,
      failureRate: 1,
      p50Ms: null,
      p95Ms: null,
      failuresByKind: { network: 60 },
    },
  ],
};

const server = setupApiServer();

function renderPage(isAdmin = true, overview = loads) {
  const requests: string[] = [];
  server.use(
    http.get(apiUrl('/platform/deployments'), () => {
      requests.push('deployments');
      return ok(deployments);
    }),
    http.get(apiUrl('/platform/remote-loads'), () => {
      requests.push('remote-loads');
      return ok(overview);
    }),
  );
  const view = renderWithProviders(<PlatformPage />, {
    route: '/platform',
    session: makeUser({ username: isAdmin ? 'root' : 'ann', isAdmin }),
  });
  return { ...view, requests };
}

const rowOf = (name: string) =>
  within(screen.getByRole('region', { name: 'Remotes' }))
    .getByRole('rowheader', { name })
    .closest('tr') as HTMLElement;

describe('PlatformPage', () => {
  it('tells a signed-in non-admin the page is not theirs, and asks the API nothing', async () => {
    const { requests } = renderPage(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Platform' })).toBeInTheDocument();
    expect(screen.getByText(ADMINS_ONLY_TITLE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Remotes' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('shows each remote’s live build, canary, load times and failures', async () => {
    renderPage();
    expect(screen.getByText(PLATFORM_LOADING)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Remotes' });
    expect(
      within(screen.getByRole('region', { name: 'Remotes' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['watch', 'community', 'studio', 'library']);

    const studio = rowOf('studio');
    expect(studio).toHaveTextContent('1.1.0-ab12cd34');
    expect(studio).toHaveTextContent('Deployed 3 hours ago');
    expect(studio).toHaveTextContent('1.2.0-ee00ff11 at 25 %');
    expect(studio).toHaveTextContent('Started 5 minutes ago');
    expect(studio).toHaveTextContent('140 ms');
    expect(studio).toHaveTextContent('1.3 s');
    expect(studio).toHaveTextContent('2 of 40 (5%)');
    expect(studio).toHaveTextContent('network 2');

    const watch = rowOf('watch');
    expect(watch).toHaveTextContent('Built with the shell');
    expect(watch).toHaveTextContent('None');
    expect(within(watch).getAllByText('—')).toHaveLength(3);
  });

  it('shows reports of builds the deployment file does not name apart from the live figures', async () => {
    renderPage();
    const unknown = await screen.findByRole('region', { name: 'Unknown builds' });
    const row = within(unknown).getByRole('rowheader', { name: 'studio' }).closest('tr');
    expect(row).toHaveTextContent('60 of 60 (100%)');
    expect(row).toHaveTextContent('network 60');
    // The live build's failure rate is its own reports' only.
    expect(rowOf('studio')).toHaveTextContent('2 of 40 (5%)');
  });

  it('says so when every report named a deployed build', async () => {
    renderPage(true, { ...loads, unknown: [] });
    const unknown = await screen.findByRole('region', { name: 'Unknown builds' });
    expect(unknown).toHaveTextContent(NO_UNKNOWN_LOADS);
  });

  it('lists the deploy history newest first, with who did what', async () => {
    renderPage();
    const history = await screen.findByRole('region', { name: 'Deploy history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[0]).toHaveTextContent('Canary');
    expect(rows[0]).toHaveTextContent('1.2.0-ee00ff11 at 25 % beside 1.1.0-ab12cd34');
    expect(rows[0]).toHaveTextContent('was 1.1.0-ab12cd34');
    expect(rows[0]).toHaveTextContent('ann');
    expect(rows[1]).toHaveTextContent('Deploy');
    expect(rows[1]).toHaveTextContent('was Built with the shell');
  });

  it('says so when the overview cannot be loaded, and Retry loads it again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/platform/deployments'), () => {
        calls += 1;
        return calls === 1 ? fail(503, 'Service unavailable') : ok(deployments);
      }),
      http.get(apiUrl('/platform/remote-loads'), () => ok(loads)),
    );
    const { user } = renderWithProviders(<PlatformPage />, {
      route: '/platform',
      session: makeUser({ isAdmin: true }),
    });
    expect(await screen.findByText(PLATFORM_LOAD_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Remotes' })).toBeInTheDocument();
  });
});
