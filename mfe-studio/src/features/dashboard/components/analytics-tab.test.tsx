import {
  apiUrl,
  fail,
  makeDashboardStats,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { AnalyticsTab } from './analytics-tab';
import type * as ReactModule from 'react';

// nivo draws SVG from measured sizes, which jsdom lacks; the fake shows what the chart was given.
jest.mock('@nivo/line', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    ResponsiveLine: ({ data }: { data: unknown }) =>
      createElement('svg', { 'data-testid': 'nivo-line', 'data-series': JSON.stringify(data) }),
  };
});

const server = setupApiServer();

interface SeriesSeen {
  id: string;
  data: { x: string; y: number }[];
}

function renderTab() {
  return renderWithProviders(<AnalyticsTab />, {
    route: '/creator/dashboard',
    session: makeUser(),
  });
}

describe('AnalyticsTab', () => {
  it('loads, then shows the four totals and both 30-day charts', async () => {
    const base = makeDashboardStats();
    const stats = makeDashboardStats({
      totalViews: 1234567,
      totalSubscribers: 42,
      totalLikes: 321,
      totalVideos: 7,
      likesLast30Days: base.likesLast30Days.map((day, index) => ({
        ...day,
        likes: index === 29 ? 9 : 1,
      })),
      viewsLast30Days: base.viewsLast30Days.map((day, index) => ({ ...day, views: index * 10 })),
    });
    server.use(
      http.get(apiUrl('/dashboard/stats'), async () => {
        await delay(30);
        return ok(stats);
      }),
    );
    renderTab();
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics...');

    expect(await screen.findByText('Total Views')).toBeInTheDocument();
    const tile = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(tile('Total Views')).toBe('1,234,567');
    expect(tile('Total Subscribers')).toBe('42');
    expect(tile('Total Likes')).toBe('321');
    expect(tile('Total Videos')).toBe('7');

    const likesChart = screen.getByRole('region', { name: 'Likes (Last 30 Days)' });
    expect(
      within(likesChart).getByText('38 likes in the last 30 days, most on Nov 22 (9).'),
    ).toBeInTheDocument();
    const likesImage = within(likesChart).getByRole('img', {
      name: /^Likes \(Last 30 Days\): 38 likes/,
    });
    expect(likesImage).toHaveStyle({ height: '300px' });
    const drawn = await within(likesChart).findByTestId('nivo-line');
    const series = JSON.parse(drawn.getAttribute('data-series') ?? '[]') as SeriesSeen[];
    expect(series).toHaveLength(1);
    expect(series[0]?.id).toBe('Likes per day');
    expect(series[0]?.data).toHaveLength(30);
    expect(series[0]?.data.at(-1)).toMatchObject({ x: 'Nov 22', y: 9 });
    expect(series[0]?.data[0]).toMatchObject({ x: 'Oct 24', y: 1 });

    const viewsChart = screen.getByRole('region', { name: 'Views (Last 30 Days)' });
    const viewsDrawn = await within(viewsChart).findByTestId('nivo-line');
    const views = JSON.parse(viewsDrawn.getAttribute('data-series') ?? '[]') as SeriesSeen[];
    expect(views[0]?.data.at(-1)).toMatchObject({ x: 'Nov 22', y: 290 });
  });

  it('gives screen readers the numbers as a table', async () => {
    const base = makeDashboardStats({ totalVideos: 1 });
    server.use(
      http.get(apiUrl('/dashboard/stats'), () =>
        ok({ ...base, likesLast30Days: base.likesLast30Days.map((day) => ({ ...day, likes: 2 })) }),
      ),
    );
    renderTab();
    const table = await screen.findByRole('table', { name: 'Likes (Last 30 Days), by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      within(table).getByRole('rowheader', { name: 'Nov 22' }).nextElementSibling,
    ).toHaveTextContent('2');
  });

  it('says there is no data for a creator with no videos and no activity', async () => {
    server.use(http.get(apiUrl('/dashboard/stats'), () => ok(makeDashboardStats())));
    renderTab();
    expect(await screen.findByText('No analytics data available.')).toBeInTheDocument();
    expect(screen.queryByText('Total Views')).not.toBeInTheDocument();
  });

  it('shows the failure in place of the analytics and retries', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/dashboard/stats'), () => {
        calls += 1;
        return calls === 1 ? fail(500, 'boom') : ok(makeDashboardStats({ totalVideos: 2 }));
      }),
    );
    const { user } = renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics data.');
    expect(screen.queryByText('Total Views')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Total Views')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Likes (Last 30 Days)' })).toHaveTextContent(
      'No likes in the last 30 days.',
    );
  });
});
