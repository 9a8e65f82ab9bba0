import {
  apiUrl,
  makePublicUser,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { CreatorDashboardPage } from './creator-dashboard-page';
import type { ChannelCommentSettings, HeldItem } from '@kinora/shared';

const server = setupApiServer();
const me = makeUser({ username: 'maker' });

function heldItem(overrides: Partial<HeldItem> = {}): HeldItem {
  return {
    kind: 'comment',
    _id: 'c'.repeat(24),
    content: 'Buy followers at spam dot com',
    author: makePublicUser({ username: 'bob', fullName: 'Bob Brown' }),
    createdAt: '2026-11-20T10:00:00.000Z',
    cause: 'channel_word',
    matchedWord: 'spam',
    videoId: 'v'.repeat(24),
    videoTitle: 'Cooking pasta',
    parentId: null,
    ...overrides,
  };
}

const settings: ChannelCommentSettings = { commentPolicy: 'on', blockedWords: ['spam'] };

function answer(held: HeldItem[], queries: string[] = []) {
  server.use(
    http.get(apiUrl('/dashboard/held'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(page(held));
    }),
    http.get(apiUrl('/dashboard/comment-settings'), () => ok(settings)),
  );
}

const renderTab = () =>
  renderWithProviders(<CreatorDashboardPage />, {
    route: '/creator/dashboard?tab=comments',
    path: '/creator/dashboard',
    session: me,
  });

describe('The Comments tab of the dashboard', () => {
  it('lists what is held, with where it was posted and why', async () => {
    const reply = heldItem({
      kind: 'post',
      _id: 'p'.repeat(24),
      content: 'Held reply',
      author: makePublicUser({ username: 'cal', fullName: '' }),
      cause: 'policy',
      matchedWord: null,
      videoId: null,
      videoTitle: null,
      parentId: 'a'.repeat(24),
    });
    const queries: string[] = [];
    answer([heldItem(), reply], queries);
    const { user } = renderTab();
    expect(screen.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Held comments and replies' });
    const comment = within(list).getByRole('article', { name: 'Bob Brown' });
    expect(comment).toHaveTextContent('Buy followers at spam dot com');
    expect(comment).toHaveTextContent('Contains “spam”');
    expect(within(comment).getByRole('link', { name: 'Cooking pasta' })).toHaveAttribute(
      'href',
      `/watch/${'v'.repeat(24)}`,
    );
    const held = within(list).getByRole('article', { name: 'cal' });
    expect(held).toHaveTextContent('Held by your settings');
    expect(within(held).getByRole('link', { name: 'Reply to your post' })).toHaveAttribute(
      'href',
      `/post/${'a'.repeat(24)}`,
    );

    await user.click(screen.getByRole('radio', { name: 'Post replies' }));
    await waitFor(() => expect(queries.at(-1)).toContain('kind=post'));
    expect(queries[0]).not.toContain('kind=');
  });

  it('approves and removes, each leaving the list', async () => {
    const other = heldItem({ _id: 'd'.repeat(24), author: makePublicUser({ username: 'dan' }) });
    const calls: string[] = [];
    answer([heldItem(), other]);
    server.use(
      http.post(apiUrl('/held/:itemKind/:itemId/:decision'), ({ params }) => {
        calls.push(
          `${String(params.decision)} ${String(params.itemKind)} ${String(params.itemId)}`,
        );
        return ok({
          kind: params.itemKind,
          _id: params.itemId,
          outcome: params.decision === 'approve' ? 'approved' : 'removed',
        });
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Approve the comment by @bob' }));
    expect(await screen.findByText('Comment approved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bob Brown' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove the comment by @dan' }));
    expect(await screen.findByText('Comment removed')).toBeInTheDocument();
    expect(calls).toEqual([
      `approve comment ${'c'.repeat(24)}`,
      `remove comment ${'d'.repeat(24)}`,
    ]);
    expect(await screen.findByText('No comments are waiting for review.')).toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    answer([]);
    renderTab();
    expect(await screen.findByText('No comments are waiting for review.')).toBeInTheDocument();
  });

  it('saves the policy and the blocked words, one per line, deduplicated', async () => {
    answer([]);
    const sent: unknown[] = [];
    server.use(
      http.put(apiUrl('/dashboard/comment-settings'), async ({ request }) => {
        const body = (await request.json()) as ChannelCommentSettings;
        sent.push(body);
        return ok(body);
      }),
    );
    const { user } = renderTab();
    const settingsSection = await screen.findByRole('region', { name: 'Comment settings' });
    const form = within(settingsSection);
    expect(await form.findByRole('radio', { name: 'Anyone can comment' })).toBeChecked();
    const words = form.getByRole('textbox', { name: 'Blocked words, one per line' });
    expect(words).toHaveValue('spam');
    expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(form.getByRole('radio', { name: 'Hold all comments for review' }));
    await user.type(words, '\n free money \nSPAM');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment settings saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ commentPolicy: 'held', blockedWords: ['spam', 'free money'] }]);
    expect(words).toHaveValue('spam\nfree money');
  });
});
