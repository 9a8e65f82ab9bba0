import {
  apiUrl,
  makeId,
  makePublicUser,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { LOG_EMPTY, ModerationLogPage } from './moderation-log-page';
import type { ModerationLogEntry, User } from '@kinora/shared';

const server = setupApiServer();
const mo = makePublicUser({ username: 'mo' });
const max = makePublicUser({ username: 'max' });
const ann = makePublicUser({ username: 'ann' });
const videoId = makeId();

function makeEntry(overrides: Partial<ModerationLogEntry> = {}): ModerationLogEntry {
  return {
    _id: makeId(),
    action: 'dismiss',
    moderator: mo,
    itemKind: 'video',
    itemId: videoId,
    owner: ann,
    note: '',
    reason: '',
    suspendedUntil: null,
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    ...overrides,
  };
}

const removal = makeEntry({
  action: 'remove',
  reason: 'Harassment',
  note: 'Clear case',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});
const suspension = makeEntry({
  action: 'suspend',
  moderator: max,
  itemKind: 'comment',
  itemId: makeId(),
  reason: 'Spam, again',
  suspendedUntil: '9999-12-31T00:00:00.000Z',
});
const gone = makeEntry({ moderator: null, itemKind: 'post', itemId: makeId() });

/** Serves the log, the second page on `page=2`, and keeps each query asked. */
function serveLog() {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/moderation/log'), ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      if (url.searchParams.get('page') === '2') {
        return ok(page([gone], { page: 2, limit: 2, totalDocs: 3 }));
      }
      return ok(page([removal, suspension], { limit: 2, totalDocs: 3 }));
    }),
  );
  return queries;
}

function renderLog(session: User = makeUser({ role: 'moderator' }), route = '/moderation/log') {
  return renderWithProviders(<ModerationLogPage />, { route, path: '/moderation/log', session });
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Moderation log' }))
    .getAllByRole('row')
    .slice(1);

describe('ModerationLogPage', () => {
  it('is for moderators only', async () => {
    const queries = serveLog();
    renderLog(makeUser());
    expect(screen.getByText('For the site’s moderators')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queries).toEqual([]);
  });

  it('tells who did what to which item, when and why, a page at a time', async () => {
    const queries = serveLog();
    const { user } = renderLog();
    await screen.findByRole('region', { name: 'Moderation log' });
    expect(queries).toEqual(['?page=1']);
    const [first, second] = rows();
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveTextContent('@mo');
    expect(first).toHaveTextContent('Removed');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Video' })).toHaveAttribute(
      'href',
      `/watch/${videoId}`,
    );
    expect(first).toHaveTextContent('@ann');
    expect(first).toHaveTextContent('Harassment');
    expect(first).toHaveTextContent('Clear case');
    expect(second).toHaveTextContent('@max');
    expect(second).toHaveTextContent('Suspended the owner');
    expect(second).toHaveTextContent('for good');
    expect(second).toHaveTextContent('Spam, again');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('A former moderator');
  });

  it('tells sensitive marks in words', async () => {
    server.use(
      http.get(apiUrl('/moderation/log'), () =>
        ok(
          page([
            makeEntry({ action: 'mark-sensitive', note: 'Graphic injury' }),
            makeEntry({ action: 'unmark-sensitive', moderator: max }),
          ]),
        ),
      ),
    );
    renderLog();
    await screen.findByRole('region', { name: 'Moderation log' });
    const [marked, unmarked] = rows();
    expect(marked).toHaveTextContent('Marked sensitive');
    expect(marked).toHaveTextContent('Graphic injury');
    expect(unmarked).toHaveTextContent('@max');
    expect(unmarked).toHaveTextContent('Took off the sensitive mark');
  });

  it('filters by moderator and by kind of item', async () => {
    const queries = serveLog();
    const { user, router } = renderLog();
    await screen.findByRole('region', { name: 'Moderation log' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Moderator' }), '@max');
    await waitFor(() => expect(queries.at(-1)).toBe(`?page=1&moderatorId=${max._id}`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Comment');
    await waitFor(() =>
      expect(queries.at(-1)).toBe(`?page=1&moderatorId=${max._id}&itemKind=comment`),
    );
    expect(router.state.location.search).toBe(`?moderator=${max._id}&kind=comment`);
  });

  it('narrows the log to one item’s history, and back', async () => {
    const queries = serveLog();
    const { user } = renderLog();
    await screen.findByRole('region', { name: 'Moderation log' });
    await user.click(
      within(rows()[0] as HTMLElement).getByRole('button', { name: 'Only this video’s history' }),
    );
    await waitFor(() => expect(queries.at(-1)).toBe(`?page=1&itemKind=video&itemId=${videoId}`));
    await user.click(await screen.findByRole('button', { name: 'Show all items' }));
    await waitFor(() => expect(queries.at(-1)).toBe('?page=1&itemKind=video'));
  });

  it('opens on the item the queue links to', async () => {
    const queries = serveLog();
    renderLog(makeUser({ isAdmin: true }), `/moderation/log?kind=video&item=${videoId}`);
    await screen.findByRole('region', { name: 'Moderation log' });
    expect(queries).toEqual([`?page=1&itemKind=video&itemId=${videoId}`]);
  });

  it('says so when nothing matches', async () => {
    server.use(http.get(apiUrl('/moderation/log'), () => ok(page([]))));
    renderLog();
    expect(await screen.findByText(LOG_EMPTY)).toBeInTheDocument();
  });
});
