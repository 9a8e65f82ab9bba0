import {
  apiUrl,
  makePublicUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { ResultsPage } from './results-page';

const asked: URLSearchParams[] = [];
const server = setupApiServer(
  mock.get(apiUrl('/youtube/search'), () =>
    ok({ videos: [], nextPageToken: null, hasNextPage: false }),
  ),
  mock.get(apiUrl('/search/correction'), () => ok({ suggestion: null })),
);
beforeEach(() => {
  asked.length = 0;
  server.use(
    mock.get(apiUrl('/search'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (params.get('type') === 'channels')
        return ok(page([{ kind: 'channel', channel: makePublicUser({ username: 'ricefan' }) }]));
      return params.get('page') === '2'
        ? ok(
            page([{ kind: 'video', video: makeVideo({ title: 'Rice, second page' }) }], {
              page: 2,
              totalDocs: 2,
            }),
          )
        : ok(
            page([{ kind: 'video', video: makeVideo({ title: 'Perfect rice' }) }], {
              totalDocs: 2,
              hasNextPage: true,
              nextPage: 2,
            }),
          );
    }),
  );
});

const community = () => screen.getByRole('region', { name: /From the community/ });
/** The section shows once the community has answered. */
const findCommunity = () => screen.findByRole('region', { name: /From the community/ });

describe('ResultsPage community section', () => {
  it('shows own matches first under their own heading, with Load More', async () => {
    const { user } = renderWithProviders(<ResultsPage />, {
      route: '/results?search_query=rice',
    });
    expect(
      await within(await findCommunity()).findByRole('link', { name: 'Perfect rice' }),
    ).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/^From the community/);
    expect(asked[0]?.get('query')).toBe('rice');
    expect(asked[0]?.get('sort')).toBe('relevance');
    await user.click(within(community()).getByRole('button', { name: 'Load More' }));
    expect(
      await within(await findCommunity()).findByRole('link', { name: 'Rice, second page' }),
    ).toBeVisible();
    expect(asked.map((p) => p.get('page'))).toEqual(['1', '2']);
  });

  it('reads the filters from the URL and changes them there', async () => {
    const { user, router } = renderWithProviders(<ResultsPage />, {
      route: '/results?search_query=rice&upload_date=week&sort=views',
    });
    await within(await findCommunity()).findByRole('link', { name: 'Perfect rice' });
    expect(asked[0]?.get('uploadDate')).toBe('week');
    expect(asked[0]?.get('sort')).toBe('views');
    expect(screen.getByRole('combobox', { name: 'Upload date' })).toHaveValue('week');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Upload date');
    expect(router.state.location.search).toBe('?search_query=rice&upload_date=week&sort=date');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Channels');
    expect(await within(await findCommunity()).findByText('@ricefan')).toBeVisible();
    expect(asked.at(-1)?.get('type')).toBe('channels');
    // Public results have no channels: only the community answers.
    expect(screen.queryByRole('heading', { name: 'From YouTube' })).not.toBeInTheDocument();
  });

  it('treats unknown filter values in a link as the defaults', async () => {
    renderWithProviders(<ResultsPage />, {
      route: '/results?search_query=rice&sort=loudest&type=playlists',
    });
    await within(await findCommunity()).findByRole('link', { name: 'Perfect rice' });
    expect(asked[0]?.get('sort')).toBe('relevance');
    expect(asked[0]?.get('type')).toBe('videos');
  });

  it('says where a video found by its captions says the words, and opens it there', async () => {
    const said = makeVideo({ _id: 'v'.repeat(24), title: 'Saturday workshop' });
    server.use(
      mock.get(apiUrl('/search'), () =>
        ok(
          page([
            {
              kind: 'video',
              video: said,
              spoken: { startSeconds: 83.5, text: 'on a marble slab', language: 'en' },
            },
          ]),
        ),
      ),
    );
    renderWithProviders(<ResultsPage />, { route: '/results?search_query=marble+slab' });
    const link = await within(await findCommunity()).findByRole('link', {
      name: 'Saturday workshop',
    });
    expect(link).toHaveAttribute('href', `/watch/${said._id}?t=83`);
    expect(within(community()).getByText('Said at 1:23:')).toBeVisible();
    const quote = within(community()).getByText('on a marble slab');
    expect(quote.tagName).toBe('Q');
    expect(quote).toHaveAttribute('lang', 'en');
  });
});
