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
import { SETTINGS_BLOCKED_PATH } from '../paths';
import { BlockedUsersPage } from './blocked-users-page';
import type { Block } from '@kinora/shared';

const troll: Block = {
  user: makePublicUser({ username: 'troll', fullName: 'Tim Roll' }),
  scope: 'everywhere',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const pest: Block = {
  user: makePublicUser({ username: 'pest', fullName: '' }),
  scope: 'channel',
  createdAt: '2026-10-02T10:00:00.000Z',
};

const server = setupApiServer();

function renderPage() {
  return renderWithProviders(<BlockedUsersPage />, {
    route: SETTINGS_BLOCKED_PATH,
    session: makeUser({ username: 'ann' }),
  });
}

const blockedList = () => screen.getByRole('list', { name: 'Blocked users' });

describe('BlockedUsersPage', () => {
  it('lists the blocks as the server orders them (newest first): who, what and since when', async () => {
    server.use(http.get(apiUrl('/users/blocks'), () => ok(page([troll, pest]))));
    renderPage();
    expect(screen.getByText('Loading the people you blocked...')).toBeInTheDocument();
    const rows = await within(
      await screen.findByRole('list', { name: 'Blocked users' }),
    ).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('Tim Roll');
    expect(within(first).getByRole('link', { name: '@troll' })).toHaveAttribute(
      'href',
      '/channel/troll',
    );
    expect(first).toHaveTextContent('Blocked');
    expect(first).toHaveTextContent('Since Nov 20, 2026');
    expect(within(first).getByRole('button', { name: 'Unblock @troll' })).toBeEnabled();
    // No full name: the username stands in for it.
    expect(second).toHaveAccessibleName('pest');
    expect(second).toHaveTextContent('Hidden from your channel');
    expect(second).toHaveTextContent('Since Oct 2, 2026');
    expect(document.title).toBe('Blocked users · Kinora');
  });

  it('is a tab of the settings', async () => {
    server.use(http.get(apiUrl('/users/blocks'), () => ok(page([troll]))));
    renderPage();
    await screen.findByRole('list', { name: 'Blocked users' });
    const tabs = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(tabs).getByRole('link', { name: 'Blocked users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when nobody is blocked, and how to block someone', async () => {
    server.use(http.get(apiUrl('/users/blocks'), () => ok(page([]))));
    renderPage();
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
    expect(screen.getByText(/choose Block user/)).toHaveTextContent(
      'To block someone, open the “…” menu on their channel, one of their comments or one of their posts, and choose Block user.',
    );
    expect(screen.queryByRole('list', { name: 'Blocked users' })).not.toBeInTheDocument();
  });

  it('unblocks at once: the row goes, with a toast', async () => {
    let unblocked = '';
    server.use(
      http.get(apiUrl('/users/blocks'), () => ok(page([troll, pest]))),
      http.delete(apiUrl('/users/blocks/:userId'), ({ params }) => {
        unblocked = String(params.userId);
        return ok({ userId: unblocked, unblocked: true });
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unblock @troll' }));
    expect(await screen.findByText('Unblocked @troll')).toBeInTheDocument();
    expect(unblocked).toBe(troll.user._id);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const rows = within(blockedList()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveAccessibleName('pest');
  });

  it('says the last unblock empties the list', async () => {
    server.use(
      http.get(apiUrl('/users/blocks'), () => ok(page([pest]))),
      http.delete(apiUrl('/users/blocks/:userId'), ({ params }) =>
        ok({ userId: String(params.userId), unblocked: true }),
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unblock @pest' }));
    expect(await screen.findByText("You haven't blocked anyone.")).toBeInTheDocument();
  });

  it('holds the button while the unblock is sent; keeps the row and says why when it fails', async () => {
    let answerUnblock: () => void = () => undefined;
    server.use(
      http.get(apiUrl('/users/blocks'), () => ok(page([troll]))),
      http.delete(
        apiUrl('/users/blocks/:userId'),
        () =>
          new Promise((resolve) => {
            answerUnblock = () => resolve(fail(500, 'Boom'));
          }),
      ),
    );
    const { user } = renderPage();
    const unblock = await screen.findByRole('button', { name: 'Unblock @troll' });
    await user.click(unblock);
    expect(unblock).toHaveTextContent('Unblocking...');
    expect(unblock).toBeDisabled();
    answerUnblock();
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    expect(unblock).toHaveTextContent('Unblock');
    expect(within(blockedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Unblock @troll' })).toBeEnabled();
  });

  it('loads more with Load More', async () => {
    const pages: string[] = [];
    server.use(
      http.get(apiUrl('/users/blocks'), ({ request }) => {
        const asked = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(asked);
        return asked === '2'
          ? ok(page([pest], { page: 2, totalDocs: 2, limit: 1 }))
          : ok(page([troll], { totalDocs: 2, limit: 1 }));
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('button', { name: 'Unblock @troll' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('button', { name: 'Unblock @pest' })).toBeInTheDocument();
    expect(within(blockedList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
  });

  it('says when the blocks cannot be loaded, with Retry', async () => {
    server.use(http.get(apiUrl('/users/blocks'), () => fail(500, 'Down')));
    renderPage();
    expect(await screen.findByText('Could not load the people you blocked.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
