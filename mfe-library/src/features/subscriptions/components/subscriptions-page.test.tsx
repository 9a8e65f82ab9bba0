import {
  apiUrl,
  fail,
  makePublicUser,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { SubscriptionsPage } from './subscriptions-page';

const me = makeUser({ username: 'viewer' });
const server = setupApiServer();
const subscriptionsUrl = apiUrl(`/subscriptions/u/${me._id}`);

const renderPage = () =>
  renderWithProviders(<SubscriptionsPage />, { route: '/subscriptions', session: me });

// The feed under the channels has its own tests (subscription-feed.test.tsx): quiet here.
beforeEach(() => {
  server.use(http.get(apiUrl('/subscriptions/videos'), () => ok(page([]))));
});

describe('SubscriptionsPage', () => {
  it('shows skeletons, then a card per channel linking to it', async () => {
    const ann = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
    const bob = makePublicUser({ username: 'bob', fullName: 'Bob Stone' });
    server.use(http.get(subscriptionsUrl, () => ok(page([ann, bob]))));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Subscriptions' })).toBeInTheDocument();
    expect(screen.getAllByTestId('channel-card-skeleton')).toHaveLength(8);

    const annLink = await screen.findByRole('link', { name: 'Ann Lee' });
    expect(annLink).toHaveAttribute('href', '/channel/ann');
    // The strip is named apart from the feed, whose cards name the channels too.
    expect(
      within(screen.getByRole('list', { name: 'Channels you follow' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bob Stone' })).toHaveAttribute('href', '/channel/bob');
    expect(screen.getByText('@ann')).toBeInTheDocument();
    expect(screen.getByText('2 channels')).toBeInTheDocument();
    expect(screen.queryByTestId('channel-card-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('My Subscriptions · Kinora');
  });

  it('says so when the person follows nobody', async () => {
    server.use(http.get(subscriptionsUrl, () => ok(page([]))));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: "You haven't subscribed to any channels yet." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore videos' })).toHaveAttribute(
      'href',
      '/explore',
    );
  });

  it('shows the failure and loads again on Retry', async () => {
    let calls = 0;
    server.use(
      http.get(subscriptionsUrl, () => {
        calls += 1;
        return calls === 1
          ? fail(500, 'Internal Server Error')
          : ok(page([makePublicUser({ username: 'carol', fullName: 'Carol' })]));
      }),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch subscriptions.')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Carol' })).toBeInTheDocument();
  });

  it('loads the next page on demand', async () => {
    const first = makePublicUser({ username: 'first', fullName: 'First' });
    const second = makePublicUser({ username: 'second', fullName: 'Second' });
    server.use(
      http.get(subscriptionsUrl, ({ request }) => {
        const pageNumber = new URL(request.url).searchParams.get('page');
        return pageNumber === '2'
          ? ok(page([second], { page: 2, limit: 1, totalDocs: 2 }))
          : ok(page([first], { page: 1, limit: 1, totalDocs: 2 }));
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});
