import {
  apiUrl,
  fail,
  makePublicUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import { SearchChannelsPage } from './search-channels-page';

const server = setupApiServer();

describe('SearchChannelsPage', () => {
  it('without a query shows the hint and requests nothing', () => {
    renderWithProviders(<SearchChannelsPage />, { route: '/search-channels' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search Channels' })).toBeInTheDocument();
    expect(
      screen.getByText('Enter a channel name in the search bar to find channels.'),
    ).toBeInTheDocument();
  });

  it('shows Searching for channels... then a card per channel', async () => {
    let asked = '';
    server.use(
      mock.get(apiUrl('/users/search-channels'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('query') ?? '';
        return ok(page([makePublicUser({ username: 'chef', fullName: 'Chef Ann' })]));
      }),
    );
    renderWithProviders(<SearchChannelsPage />, { route: '/search-channels?query=che' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Channels for "che"' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Searching for channels...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Chef Ann' })).toHaveAttribute(
      'href',
      '/channel/chef',
    );
    expect(screen.getByText('@chef')).toBeInTheDocument();
    expect(asked).toBe('che');
  });

  it('says when no channel matched', async () => {
    server.use(mock.get(apiUrl('/users/search-channels'), () => ok(page([]))));
    renderWithProviders(<SearchChannelsPage />, { route: '/search-channels?query=zzz' });
    expect(await screen.findByText('No channels found for "zzz".')).toBeInTheDocument();
  });

  it('toasts Failed to fetch channels. when the search fails', async () => {
    server.use(mock.get(apiUrl('/users/search-channels'), () => fail(500, 'Boom')));
    renderWithProviders(<SearchChannelsPage />, { route: '/search-channels?query=che' });
    await waitFor(() => expect(screen.getAllByText('Failed to fetch channels.')).toHaveLength(2));
  });

  it('searches again from the page form, ignoring blank input', async () => {
    server.use(mock.get(apiUrl('/users/search-channels'), () => ok(page([]))));
    const { user, router } = renderWithProviders(<SearchChannelsPage />, {
      route: '/search-channels',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Channel name' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByRole('searchbox', { name: 'Channel name' }), 'music');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?query=music');
  });
});
