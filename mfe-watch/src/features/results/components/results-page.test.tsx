import { useQuota } from '@kinora/shared';
import {
  apiUrl,
  fail,
  makeExternalVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { ResultsPage } from './results-page';

// The community section asks too; these tests are about the public results, so it finds nothing.
const server = setupApiServer(mock.get(apiUrl('/search'), () => ok(page([]))));
const route = '/results?search_query=lofi%20beats';

describe('ResultsPage', () => {
  it('searches the term with 12 skeletons first, then shows the results', async () => {
    let asked = '';
    server.use(
      mock.get(apiUrl('/youtube/search'), ({ request }) => {
        asked = new URL(request.url).search;
        return ok({
          videos: [makeExternalVideo({ title: 'Lofi to study to' })],
          nextPageToken: null,
          hasNextPage: false,
        });
      }),
    );
    renderWithProviders(<ResultsPage />, { route });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Results for: "lofi beats"' }),
    ).toBeInTheDocument();
    const external = screen.getByRole('region', { name: 'From YouTube' });
    expect(within(external).getAllByTestId('video-card-skeleton')).toHaveLength(12);
    expect(await screen.findByRole('link', { name: 'Lofi to study to' })).toBeInTheDocument();
    expect(asked).toContain('query=lofi+beats');
    expect(asked).toContain('maxResults=12');
    expect(screen.getByRole('link', { name: /Search channels for/ })).toHaveAttribute(
      'href',
      '/search-channels?query=lofi+beats',
    );
  });

  it('says when nothing matched', async () => {
    server.use(
      mock.get(apiUrl('/youtube/search'), () =>
        ok({ videos: [], nextPageToken: null, hasNextPage: false }),
      ),
    );
    renderWithProviders(<ResultsPage />, { route });
    expect(await screen.findByText('No results found for "lofi beats"')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term.')).toBeInTheDocument();
  });

  it('says Failed to fetch search results. on failure', async () => {
    server.use(mock.get(apiUrl('/youtube/search'), () => fail(502, 'Upstream down')));
    renderWithProviders(<ResultsPage />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch search results.');
  });

  it('shows the quota banner and sets the flag on a 429', async () => {
    server.use(mock.get(apiUrl('/youtube/search'), () => fail(429, 'Quota')));
    renderWithProviders(<ResultsPage />, { route });
    expect(await screen.findByText('API Limit Reached')).toBeInTheDocument();
    expect(useQuota.getState().exceeded).toBe(true);
  });
});
