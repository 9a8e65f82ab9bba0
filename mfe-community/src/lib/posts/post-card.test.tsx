import {
  apiUrl,
  fail,
  makePublicUser,
  makePost,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { PostCard } from './post-card';
import type { Post } from '@kinora/shared';

const me = makeUser({ username: 'me', fullName: 'Me Myself' });
const server = setupApiServer();

function renderCard(post: Post, canManage = true) {
  const onUpdated = jest.fn<void, [Post]>();
  const onDeleted = jest.fn<void, [string]>();
  const result = renderWithProviders(
    <PostCard post={post} canManage={canManage} onUpdated={onUpdated} onDeleted={onDeleted} />,
    { route: '/community', session: me },
  );
  return { ...result, onUpdated, onDeleted };
}

describe('PostCard', () => {
  const post = makePost({ owner: makePublicUser(me), content: 'Original text' });

  it('falls back to the username when the full name is blank', () => {
    renderCard(makePost({ owner: makePublicUser({ username: 'zed', fullName: ' ' }) }), false);
    expect(screen.getByRole('article', { name: 'zed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@zed' })).toHaveAttribute('href', '/channel/zed');
  });

  it('marks a post edited after it was created', () => {
    renderCard(
      makePost({ createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T11:00:00.000Z' }),
      false,
    );
    expect(screen.getByText('(edited)')).toBeInTheDocument();
  });

  it('saves an edit inline with the 280 rule and a counter', async () => {
    let body: unknown = null;
    server.use(
      http.patch(apiUrl(`/tweets/${post._id}`), async ({ request }) => {
        body = await request.json();
        return ok({ ...post, content: 'Changed text', updatedAt: '2026-11-21T10:00:00.000Z' });
      }),
    );
    const { user, onUpdated } = renderCard(post);

    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    const editor = screen.getByRole('textbox', { name: 'Edit post' });
    expect(editor).toHaveValue('Original text');
    expect(editor).toHaveAttribute('maxLength', '280');
    expect(editor).toHaveFocus();
    expect(screen.getByText('13 / 280')).toBeInTheDocument();

    await user.clear(editor);
    await user.type(editor, '  Changed text ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post updated')).toBeInTheDocument();
    expect(body).toEqual({ content: 'Changed text' });
    expect(onUpdated).toHaveBeenCalledWith(expect.objectContaining({ content: 'Changed text' }));
    expect(screen.queryByRole('textbox', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit post' })).toHaveFocus();
  });

  it('refuses an empty edit without calling the server', async () => {
    const { user, onUpdated } = renderCard(post);
    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit post' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit post' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Post cannot be empty.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit post' })).toBeInTheDocument();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('keeps the editor open when saving fails', async () => {
    server.use(http.patch(apiUrl(`/tweets/${post._id}`), () => fail(500, 'Boom')));
    const { user, onUpdated } = renderCard(post);
    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit post' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update post.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit post' })).toHaveValue('Original text!');
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('shows Saving... while the edit is sent', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.patch(apiUrl(`/tweets/${post._id}`), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return ok({ ...post, content: 'Original text!' });
      }),
    );
    const { user } = renderCard(post);
    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit post' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Post updated')).toBeInTheDocument();
  });

  it('cancels an edit with Escape, keeping the original text', async () => {
    const { user } = renderCard(post);
    await user.click(screen.getByRole('button', { name: 'Edit post' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit post' }), ' more');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('textbox', { name: 'Edit post' })).not.toBeInTheDocument();
    expect(screen.getByText('Original text')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    let deleted = false;
    server.use(
      http.delete(apiUrl(`/tweets/${post._id}`), () => {
        deleted = true;
        return ok({ tweetId: post._id });
      }),
    );
    const { user, onDeleted } = renderCard(post);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledWith(post._id);
  });

  it('keeps the post when deleting fails', async () => {
    server.use(http.delete(apiUrl(`/tweets/${post._id}`), () => fail(500, 'Boom')));
    const { user, onDeleted } = renderCard(post);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Failed to delete post.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByText('Original text')).toBeInTheDocument();
  });

  it('stands as a placeholder once a moderator removed it, with nothing to do', () => {
    renderCard({ ...makePost({ content: '' }), removed: true }, false);
    const placeholder = screen.getByRole('article', {
      name: 'This post was removed by a moderator',
    });
    expect(placeholder).toHaveTextContent('This post was removed by a moderator');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers others a report of the post, and its author none', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/reports'), async ({ request }) => {
        sent.push(await request.json());
        return ok({ reportId: 'r1' }, 201);
      }),
    );
    const theirs = makePost({ owner: makePublicUser({ username: 'zed' }), content: 'Spam link' });
    const { user, unmount } = renderCard(theirs, false);
    await user.click(screen.getByRole('button', { name: 'More actions for the post by @zed' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report post' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Ads');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thanks for reporting')).toBeInTheDocument();
    expect(sent).toEqual([{ itemKind: 'post', itemId: theirs._id, reason: 'spam', text: 'Ads' }]);
    unmount();

    renderCard(post);
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('labels a post awaiting review for its author, with no like or replies link', () => {
    renderCard(makePost({ owner: makePublicUser(me), content: 'Held words', held: true }));
    const card = screen.getByRole('article', { name: 'Me Myself' });
    expect(within(card).getByText('Your post is awaiting review')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Like post/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
  });
});
