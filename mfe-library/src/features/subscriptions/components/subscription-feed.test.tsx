import {
  apiUrl,
  makePublicUser,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { FEED_EMPTY } from './subscription-feed';
import { SUBSCRIPTIONS_EMPTY, SubscriptionsPage } from './subscriptions-page';

const me = makeUser({ username: 'viewer' });
const server = setupApiServer();
const channelsUrl = apiUrl(`/subscriptions/u/${me._id}`);
const feedUrl = apiUrl('/subscriptions/videos');
const ann = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });

const renderPage = () =>
  renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions', session: me });

describe('SubscriptionsPage: the feed', () => {
  it('shows the channel strip, then the newest videos with Load more', async () => {
    const newest = makeVideo({ title: 'Newest upload', owner: ann });
    const older = makeVideo({ title: 'Older upload', owner: ann });
    const asked: string[] = [];
    server.use(
      http.get(channelsUrl, () => ok(page([ann]))),
      http.get(feedUrl, ({ request }) => {
        const pageNumber = new URL(request.url).searchParams.get('page') ?? '1';
        asked.push(pageNumber);
        return pageNumber === '1'
          ? ok(page([newest], { limit: 1, totalDocs: 2 }))
          : ok(page([older], { limit: 1, page: 2, totalDocs: 2 }));
      }),
    );
    const { user } = renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeInTheDocument();
    const strip = await screen.findByRole('list', { name: 'Channels you follow' });
    expect(within(strip).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/channel/ann',
    );
    const feed = screen.getByRole('region', { name: 'Latest videos' });
    expect(await within(feed).findByRole('link', { name: 'Newest upload' })).toHaveAttribute(
      'href',
      `/watch/${newest._id}`,
    );
    expect(within(feed).getAllByRole('link', { name: 'Ann Lee' })[0]).toHaveAttribute(
      'href',
      '/channel/ann',
    );
    await user.click(within(feed).getByRole('button', { name: 'Load More' }));
    expect(await within(feed).findByRole('link', { name: 'Older upload' })).toBeInTheDocument();
    expect(asked).toEqual(['1', '2']);
    await waitFor(() =>
      expect(within(feed).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument(),
    );
  });

  it('says so when the followed channels have no videos yet', async () => {
    server.use(
      http.get(channelsUrl, () => ok(page([ann]))),
      http.get(feedUrl, () => ok(page([]))),
    );
    renderPage();
    expect(await screen.findByText(FEED_EMPTY)).toBeInTheDocument();
  });

  it('asks for the feed beside the channels, not once they have answered', async () => {
    const asked: string[] = [];
    let answerChannels = () => {};
    const channelsAnswered = new Promise<void>((resolve) => {
      answerChannels = resolve;
    });
    server.use(
      http.get(channelsUrl, async () => {
        asked.push('channels');
        await channelsAnswered;
        return ok(page([ann]));
      }),
      http.get(feedUrl, () => {
        asked.push('feed');
        return ok(page([makeVideo({ title: 'Newest upload', owner: ann })]));
      }),
    );
    renderPage();
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['channels', 'feed'])));
    answerChannels();
    expect(await screen.findByRole('link', { name: 'Newest upload' })).toBeInTheDocument();
  });

  it('keeps the empty message, and shows no feed, without subscriptions', async () => {
    server.use(
      http.get(channelsUrl, () => ok(page([]))),
      http.get(feedUrl, () => ok(page([]))),
    );
    renderPage();
    expect(await screen.findByText(SUBSCRIPTIONS_EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Latest videos' })).not.toBeInTheDocument();
  });
});
