import {
  apiUrl,
  fail,
  makeDashboardStats,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { CreatorDashboardPage } from './creator-dashboard-page';
import type * as ReactModule from 'react';

// nivo draws SVG from measured sizes, which jsdom lacks; the fake shows what the chart was given.
const mockNivoLoaded = jest.fn();
jest.mock('@nivo/line', () => {
  mockNivoLoaded();
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    ResponsiveLine: ({ data }: { data: unknown }) =>
      createElement('svg', { 'data-testid': 'nivo-line', 'data-series': JSON.stringify(data) }),
  };
});

const server = setupApiServer();
const me = makeUser({ username: 'maker' });

function renderDashboard(route = '/creator/dashboard') {
  return renderWithProviders(<CreatorDashboardPage />, {
    route,
    path: '/creator/dashboard',
    session: me,
  });
}

describe('CreatorDashboardPage', () => {
  it('opens on My Content and fetches nivo only when Analytics opens', async () => {
    const video = makeVideo({
      title: 'Cooking pasta',
      views: 12345,
      createdAt: '2026-11-02T12:00:00.000Z',
    });
    server.use(
      http.get(apiUrl('/dashboard/videos'), async () => {
        await delay(30);
        return ok(page([video]));
      }),
      http.get(apiUrl('/dashboard/stats'), () =>
        ok(makeDashboardStats({ totalVideos: 1, totalViews: 12345, totalLikes: 3 })),
      ),
    );
    const { user, router } = renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Creator Dashboard' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Creator Dashboard · Kinora');
    expect(screen.getByRole('tab', { name: 'My Content' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByText('Loading your content...')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Video', 'Visibility', 'Views', 'Created', 'Actions']);
    const row = within(table).getByRole('row', { name: /Cooking pasta/ });
    expect(within(row).getByRole('link', { name: 'Cooking pasta' })).toHaveAttribute(
      'href',
      `/watch/${video._id}`,
    );
    expect(row.querySelector('img')).toHaveAttribute('src', video.thumbnail);
    expect(within(row).getByText('12,345')).toBeInTheDocument();
    expect(within(row).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Cooking pasta' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Cooking pasta' })).toBeInTheDocument();
    expect(mockNivoLoaded).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=analytics');
    expect(await screen.findAllByTestId('nivo-line')).toHaveLength(2);
    expect(mockNivoLoaded).toHaveBeenCalledTimes(1);
  });

  it('moves between tabs with the arrow keys and back to My Content', async () => {
    server.use(
      http.get(apiUrl('/dashboard/videos'), () => ok(page([makeVideo()]))),
      http.get(apiUrl('/dashboard/stats'), () => ok(makeDashboardStats({ totalVideos: 1 }))),
    );
    const { user, router } = renderDashboard();
    await screen.findByRole('table');
    screen.getByRole('tab', { name: 'My Content' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    expect(await screen.findByText('Total Views')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when there is nothing yet, with a way to upload', async () => {
    server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([]))));
    renderDashboard();
    expect(await screen.findByText("You haven't uploaded any videos yet.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const uploadLinks = screen.getAllByRole('link', { name: 'Upload Video' });
    expect(uploadLinks.every((link) => link.getAttribute('href') === '/upload-video')).toBe(true);
  });

  it('shows the failure in place of the table and retries', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/dashboard/videos'), () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'Database down')
          : ok(page([makeVideo({ title: 'Recovered' })]));
      }),
    );
    const { user } = renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your videos.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('asks for 50 videos a page and adds rows on Load More', async () => {
    const limits: string[] = [];
    server.use(
      http.get(apiUrl('/dashboard/videos'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        limits.push(query.get('limit') ?? '');
        return query.get('page') === '2'
          ? ok(page([makeVideo({ title: 'Older upload' })], { totalDocs: 2, limit: 1, page: 2 }))
          : ok(page([makeVideo({ title: 'Newest upload' })], { totalDocs: 2, limit: 1 }));
      }),
    );
    const { user } = renderDashboard();
    await screen.findByRole('link', { name: 'Newest upload' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Older upload' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(limits).toEqual(['50', '50']);
  });
});
