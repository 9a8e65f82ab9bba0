import {
  apiUrl,
  fail,
  makeChannel,
  makePublicUser,
  makePost,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ChannelCommunityPage } from './channel-community-page';
import type { ChannelProfile, User } from '@kinora/shared';

const owner = makeUser({ username: 'ann', fullName: 'Ann Lee' });
const channel: ChannelProfile = makeChannel({
  ...makePublicUser(owner),
  subscribersCount: 1234,
  videosCount: 3,
  createdAt: owner.createdAt,
});
const server = setupApiServer();

function channelHandler() {
  return http.get(apiUrl('/users/c/:username'), ({ params }) =>
    params.username === 'ann' ? ok(channel) : fail(404, 'Channel not found'),
  );
}

function renderPage(username = 'ann', session: User | null = null) {
  return renderWithProviders(<ChannelCommunityPage />, {
    route: `/channel/${username}/community`,
    path: '/channel/:username/community',
    session,
  });
}

describe('/channel/:username/community', () => {
  it('shows the channel header, a way back to its videos and its posts newest first', async () => {
    const requested: string[] = [];
    server.use(
      channelHandler(),
      http.get(apiUrl('/tweets/user/:userId'), ({ params }) => {
        requested.push(String(params.userId));
        return ok(
          page([
            makePost({ owner: channel, content: 'Newer post' }),
            makePost({ owner: channel, content: 'Older post' }),
          ]),
        );
      }),
    );
    renderPage();

    expect(screen.getByText('Loading channel...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('@ann')).toBeInTheDocument();
    expect(screen.getByText('1.2K subscribers')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Channel sections' });
    expect(within(sections).getByRole('link', { name: 'Videos' })).toHaveAttribute(
      'href',
      '/channel/ann',
    );
    expect(within(sections).getByRole('link', { name: 'Community' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const list = await screen.findByRole('list', { name: 'Posts by Ann Lee' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByText(/post$/).textContent)).toEqual([
      'Newer post',
      'Older post',
    ]);
    expect(requested).toEqual([owner._id]);
    expect(document.title).toBe('Ann Lee - Community · Kinora');
    // A visitor neither adds nor edits here.
    expect(screen.queryByRole('link', { name: 'Add Post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit post' })).not.toBeInTheDocument();
  });

  it('says “Channel not found.” for an unknown channel', async () => {
    server.use(channelHandler());
    renderPage('nobody');

    expect(await screen.findByText('Channel not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search channels instead' })).toHaveAttribute(
      'href',
      '/search-channels?query=nobody',
    );
    expect(document.title).toBe('Channel not found. · Kinora');
  });

  it('offers a retry when the channel fails to load', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/users/c/:username'), () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Boom') : ok(channel);
      }),
      http.get(apiUrl('/tweets/user/:userId'), () => ok(page([]))),
    );
    const { user } = renderPage();

    // Said twice: a toast, and in place of the page with its Retry.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load channel data.')).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('tells a visitor the channel has not posted yet', async () => {
    server.use(
      channelHandler(),
      http.get(apiUrl('/tweets/user/:userId'), () => ok(page([]))),
    );
    renderPage();

    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getByText("Ann Lee hasn't posted anything yet.")).toBeInTheDocument();
  });

  it('invites the owner to post, and lets them edit their posts here', async () => {
    const post = makePost({ owner: channel, content: 'My post' });
    server.use(
      channelHandler(),
      http.get(apiUrl('/tweets/user/:userId'), () => ok(page([post]))),
      http.patch(apiUrl(`/tweets/${post._id}`), () => ok({ ...post, content: 'My edited post' })),
    );
    const { user } = renderPage('ann', owner);

    expect(await screen.findByRole('link', { name: 'Add Post' })).toHaveAttribute(
      'href',
      '/add-tweet',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit post' }));
    const editor = screen.getByRole('textbox', { name: 'Edit post' });
    await user.clear(editor);
    await user.type(editor, 'My edited post');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(screen.getByText('My edited post')).toBeInTheDocument();
  });

  it('offers a signed-in visitor Subscribe here too, with the live count', async () => {
    server.use(
      channelHandler(),
      http.get(apiUrl('/tweets/user/:userId'), () => ok(page([]))),
      http.post(apiUrl(`/subscriptions/c/${owner._id}`), () =>
        ok({ isSubscribed: true, subscribersCount: 1235 }),
      ),
    );
    const { user } = renderPage('ann', makeUser({ username: 'bob' }));

    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribed' })).toBeInTheDocument();
    expect(screen.getByText('1.2K subscribers')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Post' })).not.toBeInTheDocument();
  });

  it('shows the owner an empty state that leads to a new post', async () => {
    server.use(
      channelHandler(),
      http.get(apiUrl('/tweets/user/:userId'), () => ok(page([]))),
    );
    renderPage('ann', owner);

    expect(await screen.findByText('No posts yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add Post' })).toHaveLength(2);
  });

  it('says when the posts could not load', async () => {
    server.use(
      channelHandler(),
      http.get(apiUrl('/tweets/user/:userId'), () => fail(500, 'Boom')),
    );
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Could not load this channel's posts. Please try again later.",
    );
  });

  it('says the viewer blocked the channel in place of its posts, and reads none', async () => {
    let postsRead = 0;
    server.use(
      http.get(apiUrl('/users/c/ann'), () => ok({ ...channel, blockScope: 'everywhere' })),
      http.get(apiUrl('/tweets/user/:userId'), () => {
        postsRead += 1;
        return ok(page([makePost({ owner: channel, content: 'Newer post' })]));
      }),
    );
    renderPage('ann', makeUser({ username: 'bob' }));

    expect(await screen.findByText('You blocked this channel.')).toBeInTheDocument();
    expect(
      screen.getByText('Its videos, posts and comments are hidden from you.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByText('Newer post')).not.toBeInTheDocument();
    expect(postsRead).toBe(0);
  });
});
