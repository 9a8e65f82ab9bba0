import {
  apiUrl,
  makeComment,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { CommentsSection } from './comments-section';
import type { CommentPolicy, User } from '@kinora/shared';

const videoId = 'd'.repeat(24);
const creator = makeUser({ username: 'creator' });
const fan = makeUser({ username: 'fan' });
const server = setupApiServer();

function renderAs(session: User | null, commentPolicy: CommentPolicy = 'on') {
  return renderWithProviders(
    <CommentsSection
      videoId={videoId}
      external={false}
      owner={{ id: creator._id, name: 'creator' }}
      commentPolicy={commentPolicy}
    />,
    { session },
  );
}

describe('Comments held for review', () => {
  it('shows a held comment at the top for its author, labelled, with nothing to like or reply to', async () => {
    const older = makeComment({ content: 'Older one' });
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([older]))),
      mock.post(apiUrl(`/comments/${videoId}`), () =>
        ok(
          makeComment({
            content: 'Buy my stuff',
            held: true,
            owner: { _id: fan._id, username: 'fan', avatar: '' },
          }),
          201,
        ),
      ),
    );
    const { user } = renderAs(fan, 'held');
    await screen.findByText('Older one');
    expect(
      screen.getByText('Comments are reviewed by the creator before they appear.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Buy my stuff');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Your comment was sent for review.')).toBeInTheDocument();

    const [first] = screen.getAllByRole('article');
    const held = within(first as HTMLElement);
    expect(held.getByText('Buy my stuff')).toBeInTheDocument();
    expect(held.getByText('Your comment is awaiting review')).toBeInTheDocument();
    expect(held.queryByRole('button', { name: /Like comment/ })).not.toBeInTheDocument();
    expect(held.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(held.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Its author's count has it, as the server counts it for them, until they delete it.
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();
    server.use(mock.delete(apiUrl('/comments/c/:commentId'), () => ok({})));
    await user.click(held.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Comment' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByText('Buy my stuff')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '1 Comment' })).toBeInTheDocument();
  });

  it('gives no hint where comments appear at once', async () => {
    server.use(mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([]))));
    renderAs(fan);
    await screen.findByText('No comments yet. Start the conversation!');
    expect(screen.queryByText(/reviewed by the creator/)).not.toBeInTheDocument();
  });
});

describe('Comments turned off', () => {
  it('says so in place of the box and the comments, and asks for none', async () => {
    let asked = false;
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => {
        asked = true;
        return ok(page([makeComment({ content: 'Hidden now' })]));
      }),
    );
    renderAs(creator, 'off');
    const section = screen.getByRole('region', { name: 'Comments' });
    expect(section).toHaveTextContent('Comments are turned off.');
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('group', { name: 'Sort comments' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(false);
    expect(screen.queryByText('Hidden now')).not.toBeInTheDocument();
  });
});

describe("The video owner's Remove", () => {
  const fansComment = makeComment({
    content: 'Rude words',
    replyCount: 1,
    owner: { _id: fan._id, username: 'fan', avatar: '' },
  });
  const reply = makeComment({
    content: 'Ruder reply',
    parentId: fansComment._id,
    owner: { _id: 'c4l', username: 'cal', avatar: '' },
  });
  const creatorsComment = makeComment({
    content: 'Thanks for watching',
    owner: { _id: creator._id, username: 'creator', fullName: 'The Creator', avatar: '' },
  });

  function answer(deleted: string[]) {
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([creatorsComment, fansComment]))),
      mock.get(apiUrl(`/comments/replies/${fansComment._id}`), () => ok(page([reply]))),
      mock.delete(apiUrl('/comments/c/:commentId'), ({ params }) => {
        deleted.push(String(params.commentId));
        return ok({});
      }),
    );
  }

  it("removes others' comments and replies after asking, and keeps Edit and Delete on their own", async () => {
    const deleted: string[] = [];
    answer(deleted);
    const { user } = renderAs(creator);
    await screen.findByText('Rude words');
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();

    // Their own comment: Edit and Delete as before, no menu.
    const own = screen.getByRole('article', { name: 'The Creator' });
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    // A reply: Remove, then Cancel keeps it.
    await user.click(screen.getByRole('button', { name: '1 reply' }));
    await user.click(
      await screen.findByRole('button', { name: 'More actions for the reply by @cal' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    expect(screen.getByText('Ruder reply')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions for the reply by @cal' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Ruder reply')).not.toBeInTheDocument());
    expect(deleted).toEqual([reply._id]);

    // The top-level comment goes from the thread, and from its count.
    await user.click(screen.getByRole('button', { name: 'More actions for the comment by @fan' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Rude words')).not.toBeInTheDocument());
    expect(deleted).toEqual([reply._id, fansComment._id]);
    expect(screen.getByRole('heading', { name: '1 Comment' })).toBeInTheDocument();
  });

  it('is not offered to anyone else', async () => {
    answer([]);
    const { user } = renderAs(makeUser({ username: 'visitor' }));
    await user.click(
      await screen.findByRole('button', { name: 'More actions for the comment by @fan' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Report' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Remove' })).not.toBeInTheDocument();
  });
});
