import {
  apiUrl,
  fail,
  makePublicUser,
  makePost,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { CommunityPage } from './community-page';

const ann = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const server = setupApiServer();

function renderFeed(session: ReturnType<typeof makeUser> | null = null, route = '/community') {
  return renderWithProviders(<CommunityPage />, { route, path: '/community', session });
}

/** Whom the signed-in viewer follows: `count` channels (the page asks for one at most). */
const following = (count: number) =>
  http.get(apiUrl('/subscriptions/u/:userId'), () =>
    ok(page(count > 0 ? [ann] : [], { limit: 1, totalDocs: count })),
  );

describe('/community signed out', () => {
  it('shows everybody’s posts under “Community” with no Add Post link', async () => {
    server.use(
      http.get(apiUrl('/tweets'), () =>
        ok(page([makePost({ owner: ann, content: 'First post', createdAt: minutesAgo(5) })])),
      ),
    );
    renderFeed();

    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    const post = await screen.findByRole('article', { name: 'Ann Lee' });
    expect(within(post).getByText('First post')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/channel/ann',
    );
    expect(within(post).getByRole('link', { name: '@ann' })).toHaveAttribute(
      'href',
      '/channel/ann',
    );
    expect(within(post).getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Post' })).not.toBeInTheDocument();
    expect(within(post).queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(document.title).toBe('Community · Kinora');
  });

  it('shows the signed-out empty state with a way to log in', async () => {
    server.use(http.get(apiUrl('/tweets'), () => ok(page([]))));
    renderFeed();

    expect(await screen.findByText('The feed is quiet')).toBeInTheDocument();
    expect(
      screen.getByText('There are no posts yet. Login to see a personalized feed!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('keeps text as typed: line breaks stay and markup is never HTML', async () => {
    const content = '<img src=x onerror=alert(1)><b>bold</b>\nsecond line';
    server.use(http.get(apiUrl('/tweets'), () => ok(page([makePost({ owner: ann, content })]))));
    renderFeed();

    const post = await screen.findByRole('article', { name: 'Ann Lee' });
    const text = within(post).getByText(/second line/);
    expect(text.textContent).toBe(content);
    expect(post.querySelector('b')).toBeNull();
    expect(post.querySelectorAll('img')).toHaveLength(1); // the avatar only
  });
});

describe('/community signed in', () => {
  const me = makeUser({ username: 'me', fullName: 'Me Myself' });
  beforeEach(() => server.use(following(1)));

  it('shows “Your Feed” from /tweets/feed, under Following, with an Add Post link', async () => {
    server.use(
      http.get(apiUrl('/tweets/feed'), () => ok(page([makePost({ owner: ann, content: 'Hi' })]))),
    );
    renderFeed(me);

    expect(screen.getByRole('heading', { level: 1, name: 'Your Feed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Post' })).toHaveAttribute('href', '/add-tweet');
    expect(await screen.findByText('Hi')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Your Feed · Kinora');
  });

  it('shows the signed-in empty state, with a way to everybody’s posts', async () => {
    server.use(
      http.get(apiUrl('/tweets/feed'), () => ok(page([]))),
      http.get(apiUrl('/tweets'), () => ok(page([makePost({ owner: ann, content: 'Hello all' })]))),
    );
    const { user, router } = renderFeed(me);

    expect(await screen.findByText('The feed is quiet')).toBeInTheDocument();
    expect(
      screen.getByText('Posts from channels you subscribe to will appear here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore videos' })).toHaveAttribute(
      'href',
      '/explore',
    );
    await user.click(screen.getByRole('button', { name: 'See all posts' }));
    expect(await screen.findByText('Hello all')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?feed=all');
  });

  it('offers Edit and Delete on the viewer’s own posts only', async () => {
    server.use(
      http.get(apiUrl('/tweets/feed'), () =>
        ok(
          page([
            makePost({ owner: ann, content: 'Not mine' }),
            makePost({ owner: makePublicUser(me), content: 'Mine' }),
          ]),
        ),
      ),
    );
    renderFeed(me);

    const mine = await screen.findByRole('article', { name: 'Me Myself' });
    expect(within(mine).getByRole('button', { name: 'Edit post' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
    const theirs = screen.getByRole('article', { name: 'Ann Lee' });
    // Everyone can like a post; only its owner edits or deletes it, and others may report it.
    expect(
      within(theirs)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Like post (0 likes)', 'More actions for the post by @ann']);
    expect(within(theirs).getByRole('link', { name: 'Reply' }).getAttribute('href')).toMatch(
      /^\/post\/[0-9a-f]{24}$/,
    );
  });

  it('deletes an own post from the feed after confirmation', async () => {
    const post = makePost({ owner: makePublicUser(me), content: 'Going away' });
    server.use(
      http.get(apiUrl('/tweets/feed'), () => ok(page([post]))),
      http.delete(apiUrl(`/tweets/${post._id}`), () => ok({ tweetId: post._id })),
    );
    const { user } = renderFeed(me);

    await user.click(await screen.findByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Post' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to permanently delete this post?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(screen.queryByText('Going away')).not.toBeInTheDocument();
  });
});

describe('/community: All and Following', () => {
  const newcomer = makeUser({ username: 'newbie', fullName: 'New Person' });

  it('shows a new account, who follows nobody, everybody’s posts under All', async () => {
    let feedAsked = false;
    server.use(
      following(0),
      http.get(apiUrl('/tweets'), () => ok(page([makePost({ owner: ann, content: 'Welcome!' })]))),
      http.get(apiUrl('/tweets/feed'), () => {
        feedAsked = true;
        return ok(page([]));
      }),
    );
    const { router } = renderFeed(newcomer);

    expect(screen.getByRole('heading', { level: 1, name: 'Your Feed' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Posts to show' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Following']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('The feed is quiet')).not.toBeInTheDocument();
    expect(feedAsked).toBe(false);
    // The default is not written into the address: following someone later changes it.
    expect(router.state.location.search).toBe('');
  });

  it('switches to Following and back, remembering the choice in the address', async () => {
    server.use(
      following(0),
      http.get(apiUrl('/tweets'), () => ok(page([makePost({ owner: ann, content: 'For all' })]))),
      http.get(apiUrl('/tweets/feed'), () =>
        ok(page([makePost({ owner: ann, content: 'From my channels' })])),
      ),
    );
    const { user, router } = renderFeed(newcomer);
    await screen.findByText('For all');

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('From my channels')).toBeInTheDocument();
    expect(screen.queryByText('For all')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?feed=following');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('For all')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?feed=all');
  });

  it('opens the list the address names, without asking whom the viewer follows', async () => {
    let asked = false;
    server.use(
      http.get(apiUrl('/subscriptions/u/:userId'), () => {
        asked = true;
        return ok(page([ann], { totalDocs: 1 }));
      }),
      http.get(apiUrl('/tweets'), () => ok(page([makePost({ owner: ann, content: 'For all' })]))),
    );
    renderFeed(newcomer, '/community?feed=all');

    expect(await screen.findByText('For all')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(asked).toBe(false);
  });

  it('says the community is quiet under All when nobody has posted', async () => {
    server.use(
      following(0),
      http.get(apiUrl('/tweets'), () => ok(page([]))),
    );
    renderFeed(newcomer);

    expect(await screen.findByText('The feed is quiet')).toBeInTheDocument();
    expect(
      screen.getByText('There are no posts yet. Be the first to share something!'),
    ).toBeInTheDocument();
  });

  it('falls back to All when whom the viewer follows cannot be read', async () => {
    server.use(
      http.get(apiUrl('/subscriptions/u/:userId'), () => fail(500, 'Boom')),
      http.get(apiUrl('/tweets'), () => ok(page([makePost({ owner: ann, content: 'For all' })]))),
    );
    renderFeed(newcomer);

    expect(await screen.findByText('For all')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a visitor everybody’s posts, without tabs, whatever the address asks', async () => {
    server.use(
      http.get(apiUrl('/tweets'), () => ok(page([makePost({ owner: ann, content: 'For all' })]))),
    );
    renderFeed(null, '/community?feed=following');

    expect(await screen.findByText('For all')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('/community and blocks', () => {
  const me = makeUser({ username: 'me', fullName: 'Me Myself' });
  beforeEach(() => server.use(following(1)));

  it('reads the feed again once the viewer blocks someone from a post’s menu: their posts are gone', async () => {
    const troll = makePublicUser({ username: 'troll', fullName: 'Troll' });
    let blocked = '';
    server.use(
      http.get(apiUrl('/tweets/feed'), () =>
        ok(
          page(
            blocked
              ? [makePost({ owner: ann, content: 'Kind words' })]
              : [
                  makePost({ owner: ann, content: 'Kind words' }),
                  makePost({ owner: troll, content: 'Rude words' }),
                ],
          ),
        ),
      ),
      http.post(apiUrl('/users/blocks/:userId'), ({ params }) => {
        blocked = String(params.userId);
        return ok({ user: troll, scope: 'everywhere', createdAt: minutesAgo(0) });
      }),
    );
    const { user } = renderFeed(me);

    await user.click(
      await screen.findByRole('button', { name: 'More actions for the post by @troll' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Block user' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block @troll?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Blocked @troll')).toBeInTheDocument();
    expect(await screen.findByText('Kind words')).toBeInTheDocument();
    expect(screen.queryByText('Rude words')).not.toBeInTheDocument();
    expect(blocked).toBe(troll._id);
  });
});

describe('/community failures and paging', () => {
  it('says the feed could not load and retries', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/tweets'), () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Boom') : ok(page([makePost({ content: 'Back again' })]));
      }),
    );
    const { user } = renderFeed();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the feed. Please try again later.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('loads the next page with Load More until there is none', async () => {
    const requested: string[] = [];
    server.use(
      http.get(apiUrl('/tweets'), ({ request }) => {
        const pageNumber = new URL(request.url).searchParams.get('page') ?? '';
        requested.push(pageNumber);
        return pageNumber === '1'
          ? ok(page([makePost({ content: 'Newest' })], { hasNextPage: true, nextPage: 2 }))
          : ok(page([makePost({ content: 'Older' })], { page: 2, hasNextPage: false }));
      }),
    );
    const { user } = renderFeed();

    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(screen.getByText('Newest')).toBeInTheDocument();
    expect(requested).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('tells when more posts could not load and lets the person try again', async () => {
    let failMore = true;
    server.use(
      http.get(apiUrl('/tweets'), ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '1') {
          return ok(page([makePost({ content: 'Newest' })], { hasNextPage: true, nextPage: 2 }));
        }
        if (failMore) return fail(500, 'Boom');
        return ok(page([makePost({ content: 'Older' })], { page: 2, hasNextPage: false }));
      }),
    );
    const { user } = renderFeed();

    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Could not load more posts.')).toBeInTheDocument();
    failMore = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
  });
});

describe('/community infinite scroll', () => {
  let reach: (() => void) | null = null;

  beforeEach(() => {
    reach = null;
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        reach = () =>
          this.callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      disconnect() {
        reach = null;
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeObserver,
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('fetches the next page when the end of the list comes into view', async () => {
    server.use(
      http.get(apiUrl('/tweets'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1'
          ? ok(page([makePost({ content: 'Newest' })], { hasNextPage: true, nextPage: 2 }))
          : ok(page([makePost({ content: 'Scrolled into' })], { page: 2, hasNextPage: false })),
      ),
    );
    renderFeed();

    await screen.findByText('Newest');
    await waitFor(() => expect(reach).not.toBeNull());
    act(() => reach?.());
    expect(await screen.findByText('Scrolled into')).toBeInTheDocument();
  });
});
