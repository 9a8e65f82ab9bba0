import { useQuota } from '@kinora/shared';
import {
  apiUrl,
  fail,
  makeExternalVideo,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { ResultsPage } from './results-page';

// The community section asks too; these tests are about the public results, so it finds nothing.
const server = setupApiServer(
  mock.get(apiUrl('/search'), () => ok(page([]))),
  mock.get(apiUrl('/search/correction'), () => ok({ suggestion: null })),
);
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
    // One grid of placeholders until the community has answered: the sections below it then
    // appear together instead of pushing each other down as their answers come.
    const placeholder = screen.getByRole('status').parentElement;
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    expect(within(placeholder ?? document.body).getAllByTestId('video-card-skeleton')).toHaveLength(
      12,
    );
    expect(screen.queryByRole('region', { name: 'From YouTube' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lofi to study to' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'From YouTube' })).toBeVisible();
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

  it('offers the corrected query, with the filters kept, when the titles spell it otherwise', async () => {
    server.use(
      mock.get(apiUrl('/search/correction'), ({ request }) =>
        ok({
          suggestion:
            new URL(request.url).searchParams.get('q') === 'lofi beets' ? 'lofi beats' : null,
        }),
      ),
      mock.get(apiUrl('/youtube/search'), () =>
        ok({ videos: [], nextPageToken: null, hasNextPage: false }),
      ),
    );
    renderWithProviders(<ResultsPage />, { route: '/results?search_query=lofi%20beets&sort=date' });
    const link = await screen.findByRole('link', { name: 'lofi beats' });
    expect(link.closest('p')).toHaveTextContent('Did you mean lofi beats?');
    expect(link).toHaveAttribute('href', '/results?search_query=lofi+beats&sort=date');
  });

  it('says nothing of a correction when the query is spelt as the titles are', async () => {
    let asked = false;
    server.use(
      mock.get(apiUrl('/search/correction'), () => {
        asked = true;
        return ok({ suggestion: null });
      }),
    );
    renderWithProviders(<ResultsPage />, { route });
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('keeps an empty YouTube answer to one line when the community found videos', async () => {
    server.use(
      mock.get(apiUrl('/search'), () =>
        ok(page([{ kind: 'video', video: makeVideo({ title: 'Lofi beats live' }) }])),
      ),
      mock.get(apiUrl('/youtube/search'), () =>
        ok({ videos: [], nextPageToken: null, hasNextPage: false }),
      ),
    );
    renderWithProviders(<ResultsPage />, { route });
    expect(await screen.findByRole('link', { name: 'Lofi beats live' })).toBeInTheDocument();
    expect(await screen.findByText('No YouTube videos match "lofi beats".')).toBeInTheDocument();
    expect(screen.queryByText('No results found for "lofi beats"')).not.toBeInTheDocument();
    expect(screen.queryByText('Try a different search term.')).not.toBeInTheDocument();
  });

  it('keeps the server’s drawing of the page until its three lists have answered', async () => {
    const drawing = document.createElement('div');
    drawing.id = 'first-paint';
    document.body.append(drawing);
    let answerPublic = () => {};
    const publicAnswered = new Promise<void>((resolve) => {
      answerPublic = resolve;
    });
    server.use(
      mock.get(apiUrl('/youtube/search'), async () => {
        await publicAnswered;
        return ok({
          videos: [makeExternalVideo({ title: 'Lofi to study to' })],
          nextPageToken: null,
          hasNextPage: false,
        });
      }),
    );
    renderWithProviders(<ResultsPage />, { route });
    // The community and the correction have answered; the drawing still shows the public list.
    expect(await screen.findByText('No community videos match "lofi beats".')).toBeInTheDocument();
    expect(drawing).toBeInTheDocument();
    answerPublic();
    expect(await screen.findByRole('link', { name: 'Lofi to study to' })).toBeInTheDocument();
    await waitFor(() => expect(drawing).not.toBeInTheDocument());
  });

  it('has no second search box: the query is refined in the top bar', () => {
    renderWithProviders(<ResultsPage />, { route });
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
