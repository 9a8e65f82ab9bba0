import {
  apiUrl,
  fail,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { ExplorePage } from './explore-page';

const server = setupApiServer();

describe('ExplorePage', () => {
  it('shows 12 skeletons, then the grid, and loads the next page on Load More', async () => {
    const requested: string[] = [];
    server.use(
      mock.get(apiUrl('/videos'), ({ request }) => {
        const url = new URL(request.url);
        requested.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`);
        return url.searchParams.get('page') === '2'
          ? ok(
              page([makeVideo({ title: 'Second page video' })], {
                page: 2,
                totalDocs: 13,
                limit: 12,
              }),
            )
          : ok(page([makeVideo({ title: 'First page video' })], { totalDocs: 13, limit: 12 }));
      }),
    );
    const { user } = renderWithProviders(<ExplorePage />, { route: '/explore' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Explore All Videos' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('video-card-skeleton')).toHaveLength(12);
    expect(await screen.findByRole('link', { name: 'First page video' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Second page video' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page video' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(requested).toEqual(['1/12', '2/12']);
  });

  it("marks the videos the viewer has started with the list's resume positions", async () => {
    server.use(
      mock.get(apiUrl('/videos'), () =>
        ok(
          page([
            makeVideo({ title: 'Half watched', duration: 200, resumePosition: 100 }),
            makeVideo({ title: 'Not started', duration: 200 }),
          ]),
        ),
      ),
    );
    renderWithProviders(<ExplorePage />, { route: '/explore' });
    expect(await screen.findByText('Watched 50%')).toBeInTheDocument();
    expect(screen.getAllByText(/^Watched \d+%$/)).toHaveLength(1);
  });

  it('invites the first upload when there are no videos', async () => {
    server.use(mock.get(apiUrl('/videos'), () => ok(page([]))));
    renderWithProviders(<ExplorePage />, { route: '/explore' });
    expect(await screen.findByRole('heading', { name: 'No Videos Yet' })).toBeInTheDocument();
    expect(screen.getByText('Be the first one to upload a video!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Video' })).toHaveAttribute(
      'href',
      '/upload-video',
    );
  });

  it('says what went wrong when the list fails', async () => {
    server.use(mock.get(apiUrl('/videos'), () => fail(500, 'Boom')));
    renderWithProviders(<ExplorePage />, { route: '/explore' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load videos. Please try again later.',
    );
  });

  it('sorts newest, most viewed or oldest first, the order kept in the address', async () => {
    const asked: string[] = [];
    server.use(
      mock.get(apiUrl('/videos'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const order = `${params.get('sortBy')}/${params.get('sortType')}`;
        asked.push(order);
        return ok(page([makeVideo({ title: `Video by ${order}` })]));
      }),
    );
    const { user, router } = renderWithProviders(<ExplorePage />, {
      route: '/explore?sort=popular',
      path: '/explore',
    });
    const sort = screen.getByRole('radiogroup', { name: 'Sort videos' });
    expect(within(sort).getByRole('radio', { name: 'Most viewed' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Video by views/desc' })).toBeInTheDocument();

    await user.click(within(sort).getByRole('radio', { name: 'Oldest' }));
    expect(await screen.findByRole('link', { name: 'Video by createdAt/asc' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?sort=oldest');

    await user.click(within(sort).getByRole('radio', { name: 'Newest' }));
    expect(
      await screen.findByRole('link', { name: 'Video by createdAt/desc' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(asked).toEqual(['views/desc', 'createdAt/asc', 'createdAt/desc']);
  });
});
