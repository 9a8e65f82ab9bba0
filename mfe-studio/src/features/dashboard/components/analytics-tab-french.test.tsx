import {
  apiUrl,
  makeDashboardStats,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
  inLanguage,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { AnalyticsTab } from './analytics-tab';
import type * as ReactModule from 'react';

// nivo draws SVG from measured sizes, which jsdom lacks: the page's texts are what is checked.
jest.mock('@nivo/line', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return { ResponsiveLine: () => createElement('svg') };
});

const server = setupApiServer();

inLanguage('fr');

// French groups thousands with a narrow no-break space; the test reads any space as one.
const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

test('the analytics read in French, their numbers and plurals in French too', async () => {
  const base = makeDashboardStats();
  server.use(
    http.get(apiUrl('/dashboard/stats'), () =>
      ok(
        makeDashboardStats({
          totalViews: 1234567,
          totalSubscribers: 42,
          totalLikes: 321,
          totalVideos: 7,
          likesLast30Days: base.likesLast30Days.map((day, index) => ({
            ...day,
            likes: index === 29 ? 9 : 1,
          })),
        }),
      ),
    ),
  );
  renderWithProviders(<AnalyticsTab />, { route: '/creator/dashboard', session: makeUser() });

  const views = await screen.findByText('Vues au total');
  expect(spaced(views.nextElementSibling?.textContent)).toBe('1 234 567');
  const likesChart = screen.getByRole('region', { name: 'J’aime (30 derniers jours)' });
  expect(
    within(likesChart).getByText(/^38 mentions J’aime au cours des 30 derniers jours/),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Vues (30 derniers jours)' })).toHaveTextContent(
    'Aucune vue au cours des 30 derniers jours.',
  );
});
