import { HOME_CATEGORIES, useQuota } from '@kinora/shared';
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
import { useState } from 'react';
import { HomePage } from './home-page';

const server = setupApiServer();

// Most tests are about the YouTube rows: the site has no videos of its own there.
beforeEach(() => {
  server.use(mock.get(apiUrl('/videos'), () => ok(page([]))));
});

function answerYoutubeRows() {
  return answerRows(() =>
    ok({ videos: [makeExternalVideo()], nextPageToken: null, hasNextPage: false }),
  );
}

function answerRows(byQuery: (query: string) => ReturnType<typeof ok>) {
  const queries: string[] = [];
  server.use(
    mock.get(apiUrl('/youtube/search'), ({ request }) => {
      const url = new URL(request.url);
      const query = url.searchParams.get('query') ?? '';
      queries.push(`${query}|${url.searchParams.get('maxResults')}`);
      return byQuery(query);
    }),
  );
  return queries;
}

describe('HomePage', () => {
  it('shows 5 skeleton cards per row while loading, then the four rows of cards', async () => {
    const queries = answerRows((query) =>
      ok({
        videos: [makeExternalVideo({ title: `${query} clip` })],
        nextPageToken: null,
        hasNextPage: false,
      }),
    );
    renderWithProviders(<HomePage />);
    // First one placeholder row, where the community row (or the first YouTube row) will be.
    expect(screen.getAllByTestId('video-card-skeleton')).toHaveLength(5);
    for (const title of HOME_CATEGORIES) {
      const row = await screen.findByRole('region', { name: title });
      expect(await within(row).findByRole('link', { name: `${title} clip` })).toBeInTheDocument();
    }
    expect(queries.sort()).toEqual(HOME_CATEGORIES.map((title) => `${title}|12`).sort());
    expect(document.title).toBe('Kinora');
  });

  it('hides rows without videos', async () => {
    answerRows((query) =>
      ok({
        videos: query === 'Tech Reviews' ? [] : [makeExternalVideo()],
        nextPageToken: null,
        hasNextPage: false,
      }),
    );
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole('region', { name: 'Latest Movie Trailers' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('video-card-skeleton')).toHaveLength(0));
    expect(screen.queryByRole('region', { name: 'Tech Reviews' })).not.toBeInTheDocument();
  });

  it('on a 429 sets the site-wide quota flag and shows the API Limit Reached banner', async () => {
    answerRows(() => fail(429, 'Quota exceeded'));
    renderWithProviders(<HomePage />);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('API Limit Reached');
    expect(banner).toHaveTextContent(
      'The daily YouTube API quota has been exceeded. Public video data will not be available until tomorrow.',
    );
    expect(useQuota.getState().exceeded).toBe(true);
    expect(screen.queryByRole('region', { name: 'Tech Reviews' })).not.toBeInTheDocument();
  });

  it('skips loading entirely while the quota flag is set (a later visit)', async () => {
    const queries = answerRows(() => ok({ videos: [], nextPageToken: null, hasNextPage: false }));
    // renderWithProviders resets the stores first; the flag is set as the page mounts.
    function LaterVisit() {
      useState(() => useQuota.getState().markExceeded());
      return <HomePage />;
    }
    renderWithProviders(<LaterVisit />);
    expect(await screen.findByText('API Limit Reached')).toBeInTheDocument();
    expect(screen.queryAllByTestId('video-card-skeleton')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toEqual([]);
  });

  it('says Failed to load content. on other failures, and Retry loads again', async () => {
    let calls = 0;
    answerRows(() => {
      calls += 1;
      return calls <= 4
        ? fail(500, 'Boom')
        : ok({
            videos: [makeExternalVideo({ title: 'Back again' })],
            nextPageToken: null,
            hasNextPage: false,
          });
    });
    const { user } = renderWithProviders(<HomePage />);
    expect(await screen.findByText('Failed to load content.')).toBeInTheDocument();
    expect(useQuota.getState().exceeded).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('link', { name: 'Back again' })).toHaveLength(4);
    expect(screen.queryByText('Failed to load content.')).not.toBeInTheDocument();
  });

  it("puts the community's trending videos first, above the four YouTube rows", async () => {
    const asked: string[] = [];
    server.use(
      mock.get(apiUrl('/videos'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return ok(page([makeVideo({ title: 'Our street festival' })]));
      }),
    );
    answerYoutubeRows();
    renderWithProviders(<HomePage />);
    const video = await screen.findByRole('link', { name: 'Our street festival' });
    const row = screen.getByRole('region', { name: 'From the community' });
    expect(row).toContainElement(video);
    expect(asked).toEqual(['?sortBy=trending&limit=12']);
    const firstYoutubeRow = await screen.findByRole('region', { name: HOME_CATEGORIES[0] });
    expect(row.compareDocumentPosition(firstYoutubeRow)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('hides the community row when the site has no videos yet', async () => {
    let answered = false;
    server.use(
      mock.get(apiUrl('/videos'), () => {
        answered = true;
        return ok(page([]));
      }),
    );
    answerYoutubeRows();
    renderWithProviders(<HomePage />);
    await screen.findByRole('region', { name: HOME_CATEGORIES[0] });
    await waitFor(() => expect(answered).toBe(true));
    expect(screen.queryByRole('region', { name: 'From the community' })).not.toBeInTheDocument();
  });

  it('says Nothing to show right now only when the community row is empty too', async () => {
    answerRows(() => ok({ videos: [], nextPageToken: null, hasNextPage: false }));
    server.use(
      mock.get(apiUrl('/videos'), () => ok(page([makeVideo({ title: 'Our street festival' })]))),
    );
    const { unmount } = renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Our street festival' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('video-card-skeleton')).toHaveLength(0));
    expect(screen.queryByText('Nothing to show right now')).not.toBeInTheDocument();
    unmount();

    server.use(mock.get(apiUrl('/videos'), () => ok(page([]))));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Nothing to show right now')).toBeInTheDocument();
  });
});
