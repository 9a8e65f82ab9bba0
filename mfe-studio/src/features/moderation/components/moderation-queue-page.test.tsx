import {
  apiUrl,
  fail,
  makeComment,
  makePublicUser,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { makeReport, makeReportedItem, reportedPost, reportedVideo } from './moderation-fixtures';
import { ModerationQueuePage, QUEUE_EMPTY_OPEN } from './moderation-queue-page';
import type { ModerationActionRequest, ReportedItem, User } from '@kinora/shared';

const server = setupApiServer();
const moderator = makeUser({ username: 'mo', role: 'moderator' });

const bob = makePublicUser({ username: 'bob' });
const video = reportedVideo({
  reports: [
    makeReport({ reporter: bob, reason: 'harassment', startAt: 83, text: 'Insults at 1:23' }),
    makeReport({ reason: 'spam' }),
    makeReport({ reason: 'spam' }),
  ],
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'harassment', count: 1 },
  ],
});
const commentOwner = makePublicUser({ username: 'dee' });
const comment = makeComment({ content: 'You are all idiots', owner: commentOwner });
const reportedComment = makeReportedItem({
  kind: 'comment',
  _id: comment._id,
  owner: commentOwner,
  comment: { ...comment, videoId: 'abcdefghijk' },
});
const post = reportedPost();
const channelOwner = makePublicUser({ username: 'eve', fullName: 'Eve Spam' });
const channel = makeReportedItem({
  kind: 'channel',
  _id: channelOwner._id,
  owner: channelOwner,
  channel: channelOwner,
});

/** Serves the queue and keeps each query it was asked. */
function serveQueue(items: ReportedItem[] = [video, reportedComment, post, channel]) {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/moderation/reports'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(page(items));
    }),
  );
  return queries;
}

/** Answers an action with `answer(body)` and keeps the bodies sent. */
function acceptActions(answer: (body: ModerationActionRequest) => ReportedItem) {
  const sent: { reportId: string; body: ModerationActionRequest }[] = [];
  server.use(
    http.post(apiUrl('/moderation/reports/:reportId/actions'), async ({ request, params }) => {
      const body = (await request.json()) as ModerationActionRequest;
      sent.push({ reportId: String(params.reportId), body });
      return ok(answer(body));
    }),
  );
  return sent;
}

function renderQueue(session: User = moderator, route = '/moderation') {
  return renderWithProviders(<ModerationQueuePage />, { route, path: '/moderation', session });
}

const cardOf = (name: RegExp) => screen.getByRole('article', { name });

describe('ModerationQueuePage', () => {
  it('tells an account that is no moderator the page is not theirs, and asks the API nothing', async () => {
    const queries = serveQueue();
    renderQueue(makeUser({ username: 'ann' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(screen.getByText('For the site’s moderators')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queries).toEqual([]);
  });

  it('lets admins in too', async () => {
    serveQueue([video]);
    renderQueue(makeUser({ username: 'root', isAdmin: true }));
    expect(await screen.findByRole('article', { name: /Video by @ann/ })).toBeInTheDocument();
  });

  it('shows each item in place with its count, reasons and reports', async () => {
    const queries = serveQueue();
    renderQueue();
    const videoCard = await screen.findByRole('article', { name: 'Video by @ann' });
    expect(queries).toEqual(['?page=1&status=open']);

    expect(within(videoCard).getByRole('link', { name: 'Kites at dusk' })).toHaveAttribute(
      'href',
      `/watch/${video.item._id}?t=83`,
    );
    expect(videoCard).toHaveTextContent('3 reports');
    const reasons = within(videoCard).getByRole('list', { name: 'Reasons given' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spam ×2', 'Harassment or bullying']);
    expect(videoCard).toHaveTextContent('@bob');
    expect(videoCard).toHaveTextContent('Insults at 1:23');
    expect(within(videoCard).getByRole('link', { name: 'at 1:23' })).toHaveAttribute(
      'href',
      `/watch/${video.item._id}?t=83`,
    );
    expect(
      within(videoCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Remove', 'Mark sensitive', 'Suspend owner']);

    const commentCard = cardOf(/Comment by @dee/);
    expect(commentCard).toHaveTextContent('You are all idiots');
    expect(
      within(commentCard).getByRole('link', { name: 'See the comment in its thread' }),
    ).toHaveAttribute('href', `/watch/abcdefghijk#comment-${comment._id}`);

    const postCard = cardOf(/Post by @cal/);
    expect(postCard).toHaveTextContent('Buy followers here');
    expect(within(postCard).getByRole('link', { name: 'See the post' })).toHaveAttribute(
      'href',
      `/post/${post.item._id}`,
    );

    const channelCard = cardOf(/Channel by @eve/);
    expect(within(channelCard).getByRole('link', { name: 'Eve Spam' })).toHaveAttribute(
      'href',
      '/channel/eve',
    );
    // A channel is never removed: its owner is suspended. Only videos are marked sensitive.
    expect(
      within(commentCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Remove', 'Suspend owner']);
    expect(
      within(channelCard)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dismiss', 'Suspend owner']);
  });

  it('filters by status, kind and reason, and keeps the filters in the address', async () => {
    const queries = serveQueue();
    const { user, router } = renderQueue();
    await screen.findByRole('article', { name: 'Video by @ann' });
    await user.click(screen.getByRole('radio', { name: 'Resolved' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Comment');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Spam');
    await waitFor(() =>
      expect(queries.at(-1)).toBe('?page=1&status=resolved&kind=comment&reason=spam'),
    );
    expect(router.state.location.search).toBe('?status=resolved&kind=comment&reason=spam');
  });

  it('removes an item with a reason and a note, and takes it out of the open queue', async () => {
    serveQueue([video, post]);
    const sent = acceptActions(() => ({
      ...video,
      status: 'resolved',
      item: { ...video.item, removedAt: new Date().toISOString(), removedReason: 'Harassment' },
    }));
    const { user } = renderQueue();
    const card = await screen.findByRole('article', { name: 'Video by @ann' });
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this video' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason shown to the owner (optional)' }),
      'Harassment',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the moderators (optional)' }),
      'Clear case',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Video removed')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        reportId: video.reports[0]?._id,
        body: { action: 'remove', reason: 'Harassment', note: 'Clear case' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Video by @ann' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Post by @cal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('suspends the owner for a chosen time, with the reason they will read', async () => {
    serveQueue([post]);
    const sent = acceptActions(() => ({
      ...post,
      status: 'resolved',
      item: {
        ...post.item,
        ownerSuspendedUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
    }));
    const { user } = renderQueue();
    const card = await screen.findByRole('article', { name: 'Post by @cal' });
    await user.click(within(card).getByRole('button', { name: 'Suspend owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend @cal' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['1 day', '7 days', '30 days', 'For good']);
    await user.click(within(dialog).getByRole('radio', { name: '30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend owner' }));
    expect(
      await within(dialog).findByText('Say why: the owner reads it when they try to sign in.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason shown to the owner' }),
      'Spam, again',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend owner' }));
    expect(await screen.findByText('@cal suspended')).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([
      { action: 'suspend', duration: '30d', reason: 'Spam, again' },
    ]);
  });

  it('updates a resolved item in place: a removed one can be restored', async () => {
    const removed: ReportedItem = {
      ...video,
      status: 'resolved',
      item: { ...video.item, removedAt: '2026-11-20T10:00:00.000Z', removedReason: 'Harassment' },
    };
    serveQueue([removed]);
    const sent = acceptActions(() => ({
      ...removed,
      item: { ...removed.item, removedAt: null, removedReason: null },
    }));
    const { user } = renderQueue(moderator, '/moderation?status=resolved');
    const card = await screen.findByRole('article', { name: /Video by @ann/ });
    expect(card).toHaveTextContent('Resolved');
    expect(card).toHaveTextContent('Removed on');
    expect(card).toHaveTextContent(': Harassment');
    await user.click(within(card).getByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore this video' });
    expect(within(dialog).queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await screen.findByText('Video restored');
    expect(sent.map((call) => call.body)).toEqual([{ action: 'restore' }]);
    const updated = screen.getByRole('article', { name: /Video by @ann/ });
    expect(within(updated).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(updated).not.toHaveTextContent('Removed on');
  });

  it('marks a video sensitive with a note, then offers to take the mark off', async () => {
    const resolved: ReportedItem = { ...video, status: 'resolved' };
    serveQueue([resolved]);
    const videoOf = (item: ReportedItem) => {
      if (!item.item.video) throw new Error('a reported video comes with its video');
      return item.item.video;
    };
    const sent = acceptActions((body) => ({
      ...resolved,
      item: {
        ...resolved.item,
        video: { ...videoOf(resolved), sensitive: body.action === 'mark-sensitive' },
      },
    }));
    const { user } = renderQueue(moderator, '/moderation?status=resolved');
    const card = await screen.findByRole('article', { name: /Video by @ann/ });
    await user.click(within(card).getByRole('button', { name: 'Mark sensitive' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this video sensitive' });
    expect(dialog).toHaveTextContent('Only a moderator can take this mark off.');
    expect(within(dialog).queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the moderators (optional)' }),
      'Graphic injury',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark sensitive' }));

    expect(await screen.findByText('Video marked sensitive')).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([
      { action: 'mark-sensitive', note: 'Graphic injury' },
    ]);
    const updated = screen.getByRole('article', { name: /Video by @ann/ });
    expect(within(updated).queryByRole('button', { name: 'Mark sensitive' })).toBeNull();
    await user.click(within(updated).getByRole('button', { name: 'Unmark sensitive' }));
    const undo = screen.getByRole('dialog', { name: 'Take the sensitive mark off this video' });
    await user.click(within(undo).getByRole('button', { name: 'Unmark sensitive' }));
    expect(await screen.findByText('Video no longer marked sensitive')).toBeInTheDocument();
    expect(sent.map((call) => call.body.action)).toEqual(['mark-sensitive', 'unmark-sensitive']);
  });

  it('offers to mark a video its owner marked, since only the moderators’ mark holds', async () => {
    const ownerMarked = reportedVideo({}, 'Owner marked', {
      sensitive: true,
      sensitiveByModerator: false,
    });
    const byModerator = reportedVideo({}, 'Moderator marked', {
      sensitive: true,
      sensitiveByModerator: true,
    });
    serveQueue([ownerMarked, byModerator]);
    renderQueue();
    const [first, second] = await screen.findAllByRole('article', { name: 'Video by @ann' });
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Owner marked' }),
    ).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByRole('button', { name: 'Mark sensitive' }),
    ).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Unmark sensitive' }),
    ).toBeInTheDocument();
  });

  it('shows why the server refused an action, and keeps the item', async () => {
    serveQueue([post]);
    server.use(
      http.post(apiUrl('/moderation/reports/:reportId/actions'), () =>
        fail(403, 'A moderator cannot act on an admin.'),
      ),
    );
    const { user } = renderQueue();
    const card = await screen.findByRole('article', { name: 'Post by @cal' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss the reports of this post' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A moderator cannot act on an admin.',
    );
    expect(screen.getByRole('article', { name: 'Post by @cal' })).toBeInTheDocument();
  });

  it('says so when nothing is left to review', async () => {
    serveQueue([]);
    renderQueue();
    expect(await screen.findByText(QUEUE_EMPTY_OPEN)).toBeInTheDocument();
  });
});
