import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
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
import { useSession, type Notification, type NotificationPage } from '@kinora/shared';
import { NotificationBell } from './notification-bell';

/**
 * jsdom has no EventSource: this stands in for the browser's, so the test can play the server's
 * events. Every other call goes through msw at the network edge.
 */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
  fail() {
    act(() => this.onerror?.());
  }
}

const server = setupApiServer();
const ann = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
const bob = makePublicUser({ username: 'bob', fullName: 'Bob Stone' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: makeId(),
    kind: 'new_subscriber',
    actor: ann,
    video: null,
    comment: null,
    post: null,
    read: false,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

const videoId = makeId();
const commentId = makeId();
const postId = makeId();
const subscribed = makeNotification({ createdAt: minutesAgo(2) });
const commented = makeNotification({
  kind: 'video_comment',
  actor: bob,
  video: { _id: videoId, title: 'Kites over the bay' },
  comment: { _id: commentId, excerpt: 'Lovely light', threadId: commentId },
  createdAt: minutesAgo(60),
});
const liked = makeNotification({
  kind: 'post_liked',
  post: { _id: postId, excerpt: 'Hello community', threadId: postId },
  read: true,
  createdAt: minutesAgo(60 * 24),
});

interface Calls {
  /** What the server answers now; a test may change it. */
  pages: NotificationPage[];
  lists: number[];
  read: string[];
  readAll: number;
  tickets: number;
}

function serve(pages: NotificationPage[]): Calls {
  const calls: Calls = { pages, lists: [], read: [], readAll: 0, tickets: 0 };
  server.use(
    http.get(apiUrl('/notifications'), ({ request }) => {
      const number = Number(new URL(request.url).searchParams.get('page') ?? '1');
      calls.lists.push(number);
      return ok(calls.pages[number - 1] ?? calls.pages[0]);
    }),
    http.patch(apiUrl('/notifications/:id/read'), ({ params }) => {
      calls.read.push(String(params.id));
      return ok({ unreadCount: 1 });
    }),
    http.patch(apiUrl('/notifications/read-all'), () => {
      calls.readAll += 1;
      return ok({ unreadCount: 0 });
    }),
    http.post(apiUrl('/notifications/stream-ticket'), () => {
      calls.tickets += 1;
      return ok({ ticket: `ticket-${calls.tickets}`, expiresIn: 60 });
    }),
  );
  return calls;
}

const firstPage = (docs: Notification[], unreadCount: number, more = {}): NotificationPage => ({
  ...page(docs, more),
  unreadCount,
});

function renderBell(props: Parameters<typeof NotificationBell>[0] = {}) {
  return renderWithProviders(<NotificationBell {...props} />, { session: makeUser() });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource');
});

test('shows nothing to visitors', () => {
  renderWithProviders(<NotificationBell />);
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
});

test('the bell says how many are unread; its panel lists them newest first', async () => {
  serve([firstPage([subscribed, commented, liked], 2)]);
  const { user } = renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(bell).toHaveTextContent('2');
  await user.click(bell);
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  const items = within(panel).getAllByRole('link', { name: /Ann Lee|Bob Stone/ });
  expect(items.map((link) => link.textContent)).toEqual([
    expect.stringContaining('Ann Lee subscribed to your channel2 minutes ago'),
    expect.stringContaining('Bob Stone commented on your video “Kites over the bay”“Lovely light”'),
    expect.stringContaining('Ann Lee liked your post“Hello community”1 day ago'),
  ]);
  expect(items[0]).toHaveAccessibleName(/^Unread: Ann Lee subscribed/);
  expect(items[2]).not.toHaveAccessibleName(/Unread/);
  expect(items[0]).toHaveAttribute('href', '/channel/ann');
  expect(items[1]).toHaveAttribute('href', `/watch/${videoId}#comment-${commentId}`);
  expect(items[2]).toHaveAttribute('href', `/post/${postId}`);
  expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
    'href',
    '/settings/notifications',
  );
});

test('opening an item marks it read and goes to its target', async () => {
  const calls = serve([firstPage([commented], 1)]);
  const { user, router } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await user.click(screen.getByRole('link', { name: /Bob Stone commented/ }));
  await waitFor(() => expect(calls.read).toEqual([commented._id]));
  expect(router.state.location.pathname).toBe(`/watch/${videoId}`);
  expect(router.state.location.hash).toBe(`#comment-${commentId}`);
});

test('"Mark all read" clears the badge and the unread markers', async () => {
  const calls = serve([firstPage([subscribed, commented], 2)]);
  const { user } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  await user.click(screen.getByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(calls.readAll).toBe(1));
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Unread/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
});

test('closes on Escape (focus back on the bell) and on a click outside', async () => {
  serve([firstPage([subscribed], 1)]);
  const { user } = renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await user.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
  await user.click(bell);
  await user.click(document.body);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('loads older notifications with Load More', async () => {
  const older = makeNotification({ actor: bob, createdAt: minutesAgo(600) });
  const calls = serve([
    firstPage([subscribed], 1, { limit: 1, totalDocs: 2 }),
    firstPage([older], 1, { limit: 1, totalDocs: 2, page: 2 }),
  ]);
  const { user } = renderBell();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await user.click(screen.getByRole('button', { name: 'Load More' }));
  expect(await screen.findByRole('link', { name: /Bob Stone subscribed/ })).toBeInTheDocument();
  // Opening the panel asks for the first page again, then Load More for the second.
  expect(calls.lists).toEqual([1, 1, 2]);
});

test('a notification withdrawn since (a like taken back) is gone when the panel opens again, and at once while it is open', async () => {
  const calls = serve([firstPage([subscribed, liked], 1)]);
  const { user } = renderBell();
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await user.click(bell);
  const panel = screen.getByRole('dialog');
  expect(await within(panel).findByRole('link', { name: /liked your post/ })).toBeInTheDocument();
  await user.keyboard('{Escape}');

  calls.pages = [firstPage([subscribed], 1)];
  await user.click(bell);
  await waitFor(() =>
    expect(
      within(screen.getByRole('dialog')).queryByRole('link', { name: /liked your post/ }),
    ).not.toBeInTheDocument(),
  );
  expect(
    within(screen.getByRole('dialog')).getByRole('link', { name: /subscribed to your channel/ }),
  ).toBeInTheDocument();

  // An unread one withdrawn while the panel is open: the stream's new count brings the list.
  const unreadLike = makeNotification({ ...liked, _id: makeId(), read: false });
  calls.pages = [firstPage([unreadLike, subscribed], 2)];
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0] as FakeEventSource;
  stream.emit('ready', { unreadCount: 2 });
  stream.emit('notification', { notification: unreadLike, unreadCount: 2 });
  expect(
    await within(screen.getByRole('dialog')).findByRole('link', { name: /liked your post/ }),
  ).toBeInTheDocument();
  calls.pages = [firstPage([subscribed], 1)];
  stream.emit('unread', { unreadCount: 1 });
  await waitFor(() =>
    expect(
      within(screen.getByRole('dialog')).queryByRole('link', { name: /liked your post/ }),
    ).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
});

test('a notification arriving on the live stream appears at the top and in the badge', async () => {
  const calls = serve([firstPage([commented], 1)]);
  const { user } = renderBell();
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0] as FakeEventSource;
  expect(stream.url).toBe('/api/v1/notifications/stream?ticket=ticket-1');
  expect(calls.tickets).toBe(1);
  stream.emit('ready', { unreadCount: 1 });
  const fresh = makeNotification({ actor: bob, createdAt: new Date().toISOString() });
  // The server has it from now on, as the panel's own look at the first page will find.
  calls.pages = [firstPage([fresh, commented], 2)];
  stream.emit('notification', { notification: fresh, unreadCount: 2 });
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  await user.click(bell);
  const links = within(screen.getByRole('dialog')).getAllByRole('link', { name: /Bob Stone/ });
  expect(links[0]).toHaveAccessibleName(/Bob Stone subscribed to your channel/);
  // Read in another tab: the badge follows.
  stream.emit('unread', { unreadCount: 0 });
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
});

test('when the stream drops it polls, and reconnects with a new ticket', async () => {
  const calls = serve([firstPage([commented], 1)]);
  renderBell({ pollIntervalMs: 30, reconnectDelayMs: 150 });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const first = FakeEventSource.opened[0] as FakeEventSource;
  first.emit('ready', { unreadCount: 1 });
  const listedWhileLive = calls.lists.length;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(calls.lists).toHaveLength(listedWhileLive);

  calls.pages = [firstPage([subscribed, commented], 2)];
  first.fail();
  expect(first.closed).toBe(true);
  // Polling meanwhile brings what arrived.
  expect(
    await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
  ).toBeInTheDocument();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
  expect(FakeEventSource.opened[1]?.url).toBe('/api/v1/notifications/stream?ticket=ticket-2');
  // Open again: polling stops.
  FakeEventSource.opened[1]?.emit('ready', { unreadCount: 2 });
  const listedAgain = calls.lists.length;
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(calls.lists.length).toBeLessThanOrEqual(listedAgain + 1);
});

test('a hidden page whose stream was taken by a newer tab waits to be looked at before it reconnects', async () => {
  const calls = serve([firstPage([commented], 1)]);
  renderBell({ pollIntervalMs: 30, reconnectDelayMs: 20 });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const first = FakeEventSource.opened[0] as FakeEventSource;
  first.emit('ready', { unreadCount: 1 });
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  try {
    first.emit('superseded', {});
    first.fail();
    // Several reconnect delays go by: no new stream (polling keeps the badge meanwhile).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(calls.lists.length).toBeGreaterThan(1);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
  } finally {
    visibility.mockRestore();
  }
});

test('a session ended on another device signs this page out at once, saying so, and the stream stays closed', async () => {
  const calls = serve([firstPage([commented], 1)]);
  renderBell({ reconnectDelayMs: 20 });
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0] as FakeEventSource;
  stream.emit('ready', { unreadCount: 1 });
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });

  stream.emit('session-ended', { reason: 'signed-out' });
  stream.fail();
  expect(await screen.findByText('You were signed out on another device')).toBeInTheDocument();
  expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  // Several reconnect delays later: no ticket asked for, no stream opened.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(calls.tickets).toBe(1);
  expect(FakeEventSource.opened).toHaveLength(1);
});

test('a suspension is told as a sign-in would be refused', async () => {
  serve([firstPage([commented], 1)]);
  renderBell();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0] as FakeEventSource;
  stream.emit('session-ended', { reason: 'suspended', message: 'Your account is suspended: spam' });
  expect(await screen.findByText('Your account is suspended: spam')).toBeInTheDocument();
  expect(useSession.getState().status).toBe('anonymous');
});

test('its own Sign out (from another tab of this browser) signs the page out without a word', async () => {
  serve([firstPage([commented], 1)]);
  renderBell();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0] as FakeEventSource;
  stream.emit('session-ended', { reason: 'logged-out' });
  await waitFor(() => expect(useSession.getState().status).toBe('anonymous'));
  expect(screen.queryByText('You were signed out on another device')).not.toBeInTheDocument();
});
