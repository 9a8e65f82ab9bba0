import { screen, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import {
  apiUrl,
  fail,
  makeChannel,
  makePublicUser,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { ChannelFrame } from './channel-frame';
import type { ChannelProfile, User } from '@kinora/shared';
import type { ReactNode } from 'react';

const owner = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
const channel: ChannelProfile = makeChannel({
  ...owner,
  subscribersCount: 1234,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const server = setupApiServer();

function renderFrame({
  username = 'ann',
  section,
  session = null,
  blocked,
}: {
  username?: string;
  section?: string;
  session?: User | null;
  blocked?: (profile: ChannelProfile) => ReactNode;
} = {}) {
  return renderWithProviders(
    <ChannelFrame
      section={section}
      ownerActions={<button type="button">Add Post</button>}
      {...(blocked ? { blocked } : {})}
    >
      {(profile) => <p>Content of {profile.username}</p>}
    </ChannelFrame>,
    { route: `/channel/${username}/community`, path: '/channel/:username/community', session },
  );
}

describe('ChannelFrame', () => {
  it('says Loading channel..., then shows the header above the tab’s content', async () => {
    let asked = '';
    server.use(
      mock.get(apiUrl('/users/c/:username'), ({ params }) => {
        asked = String(params.username);
        return ok(channel);
      }),
    );
    renderFrame({ section: 'Community' });
    expect(screen.getByText('Loading channel...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('1.2K subscribers')).toBeInTheDocument();
    expect(screen.getByText('Content of ann')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toBe('ann');
    expect(document.title).toBe('Ann Lee - Community · Kinora');
  });

  it('names the channel alone in the title on its main tab', async () => {
    server.use(mock.get(apiUrl('/users/c/ann'), () => ok(channel)));
    renderFrame();
    await screen.findByText('Content of ann');
    expect(document.title).toBe('Ann Lee · Kinora');
  });

  it('passes the owner actions to the header for the owner only', async () => {
    server.use(mock.get(apiUrl('/users/c/ann'), () => ok(channel)));
    renderFrame({ session: makeUser({ _id: owner._id, username: 'ann' }) });
    expect(await screen.findByRole('button', { name: 'Add Post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('offers Subscribe to a signed-in visitor and an anonymous one, Add Post to neither', async () => {
    server.use(mock.get(apiUrl('/users/c/ann'), () => ok(channel)));
    const { unmount } = renderFrame({ session: makeUser({ username: 'bob' }) });
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Post' })).not.toBeInTheDocument();
    unmount();

    renderFrame();
    await screen.findByText('Content of ann');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Post' })).not.toBeInTheDocument();
  });

  it('shows what the tab gives for a channel the viewer blocked, in place of its content', async () => {
    server.use(
      mock.get(apiUrl('/users/c/ann'), () => ok({ ...channel, blockScope: 'everywhere' })),
    );
    renderFrame({
      session: makeUser({ username: 'bob' }),
      blocked: (profile) => <p>Blocked {profile.username}</p>,
    });
    expect(await screen.findByText('Blocked ann')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.queryByText('Content of ann')).not.toBeInTheDocument();
  });

  it('keeps the content of a tab with nothing to show instead, and of a channel hidden from the viewer’s own only', async () => {
    server.use(
      mock.get(apiUrl('/users/c/ann'), () => ok({ ...channel, blockScope: 'everywhere' })),
    );
    const { unmount } = renderFrame({ session: makeUser({ username: 'bob' }) });
    expect(await screen.findByText('Content of ann')).toBeInTheDocument();
    unmount();

    server.use(mock.get(apiUrl('/users/c/ann'), () => ok({ ...channel, blockScope: 'channel' })));
    renderFrame({
      session: makeUser({ username: 'bob' }),
      blocked: (profile) => <p>Blocked {profile.username}</p>,
    });
    expect(await screen.findByText('Content of ann')).toBeInTheDocument();
    expect(screen.queryByText('Blocked ann')).not.toBeInTheDocument();
  });

  it.each([404, 400])(
    'says Channel not found. (answer %i) and offers a channel search',
    async (status) => {
      server.use(mock.get(apiUrl('/users/c/:username'), () => fail(status, 'No such channel')));
      renderFrame({ username: 'nobody' });
      expect(await screen.findByText('Channel not found.')).toBeInTheDocument();
      expect(screen.getByText('There is no channel called @nobody.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Search channels instead' })).toHaveAttribute(
        'href',
        '/search-channels?query=nobody',
      );
      expect(screen.queryByText(/Content of/)).not.toBeInTheDocument();
      expect(document.title).toBe('Channel not found. · Kinora');
    },
  );

  it('toasts Failed to load channel data. on other failures and retries', async () => {
    let calls = 0;
    server.use(
      mock.get(apiUrl('/users/c/ann'), () => {
        calls += 1;
        return calls === 1 ? fail(500, 'Boom') : ok(channel);
      }),
    );
    const { user } = renderFrame();
    // Said twice: a toast, and in place of the page with its Retry.
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load channel data.')).toHaveLength(2),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Content of ann')).toBeInTheDocument();
  });
});
