import {
  apiUrl,
  fail,
  makeComment,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { CommentsSection } from './comments-section';
import type { BlockRequest, Comment, User } from '@kinora/shared';

const videoId = 'd'.repeat(24);
const ann = makeUser({ username: 'ann' });
const bob = makeUser({ username: 'bob' });
const troll = { _id: 'e'.repeat(24), username: 'troll', avatar: '' };
const server = setupApiServer();

const nice = makeComment({
  content: 'Lovely video',
  owner: { _id: 'c4l', username: 'cal', avatar: '' },
});
const rude = makeComment({ content: 'Rude words', owner: troll });

/** The video's comments, the troll's until the viewer blocks or hides them; keeps the blocks sent. */
function answerComments() {
  const state = { blocks: [] as string[], reads: 0 };
  server.use(
    mock.get(apiUrl(`/comments/${videoId}`), () => {
      state.reads += 1;
      return ok(page(state.blocks.length > 0 ? [nice] : [nice, rude]));
    }),
    mock.post(apiUrl('/users/blocks/:userId'), async ({ params, request }) => {
      const { scope = 'everywhere' } = (await request.json()) as BlockRequest;
      state.blocks.push(`${String(params.userId)} ${scope}`);
      return ok({ user: { ...troll, fullName: '' }, scope, createdAt: '2026-11-20T10:00:00.000Z' });
    }),
  );
  return state;
}

/** The comments of `ann`'s video, as `session` sees them. */
function renderComments(session: User) {
  return renderWithProviders(
    <CommentsSection videoId={videoId} external={false} owner={{ id: ann._id, name: 'ann' }} />,
    { route: `/watch/${videoId}`, path: '/watch/:videoId', session },
  );
}

async function openMenuOf(user: ReturnType<typeof renderComments>['user'], handle: string) {
  await user.click(
    await screen.findByRole('button', { name: `More actions for the comment by ${handle}` }),
  );
  return screen.getByRole('menu');
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());

describe('Blocking from a comment', () => {
  it('offers a viewer Block user on others’ comments', async () => {
    answerComments();
    const { user } = renderComments(bob);
    expect(itemNames(await openMenuOf(user, '@troll'))).toEqual(['Block user', 'Report']);
  });

  it('offers the video’s creator Hide user from channel too', async () => {
    answerComments();
    const { user } = renderComments(ann);
    expect(itemNames(await openMenuOf(user, '@troll'))).toEqual([
      'Remove',
      'Hide user from channel',
      'Block user',
      'Report',
    ]);
  });

  it('reads the comments again after a block: the blocked person’s are gone', async () => {
    const state = answerComments();
    const { user } = renderComments(bob);
    const menu = await openMenuOf(user, '@troll');
    await user.click(within(menu).getByRole('menuitem', { name: 'Block user' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Block @troll?' })).getByRole('button', {
        name: 'Block',
      }),
    );
    expect(await screen.findByText('Blocked @troll')).toBeInTheDocument();
    expect(await screen.findByText('Lovely video')).toBeInTheDocument();
    expect(screen.queryByText('Rude words')).not.toBeInTheDocument();
    expect(state.blocks).toEqual([`${troll._id} everywhere`]);
    expect(state.reads).toBe(2);
  });

  it('hides the person from the creator’s channel, and their comments leave the list', async () => {
    const state = answerComments();
    const { user } = renderComments(ann);
    const menu = await openMenuOf(user, '@troll');
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide user from channel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hide @troll from your channel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide user' }));
    expect(await screen.findByText('Hid @troll from your channel')).toBeInTheDocument();
    expect(await screen.findByText('Lovely video')).toBeInTheDocument();
    expect(screen.queryByText('Rude words')).not.toBeInTheDocument();
    expect(state.blocks).toEqual([`${troll._id} channel`]);
  });
});

describe('A blocked person commenting', () => {
  it('is told why the comment was refused, and keeps the text', async () => {
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([]))),
      mock.post(apiUrl(`/comments/${videoId}`), () =>
        fail(403, "You can't comment on this channel's videos."),
      ),
    );
    const { user } = renderComments(bob);
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(
      await screen.findByText("You can't comment on this channel's videos."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to post comment.')).not.toBeInTheDocument();
    expect(box).toHaveValue('Hello again');
  });

  it('is told why the reply was refused', async () => {
    const byAnn: Comment = makeComment({
      content: 'Thanks all',
      owner: { _id: ann._id, username: 'ann', avatar: '' },
    });
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([byAnn]))),
      mock.post(apiUrl(`/comments/${videoId}`), () => fail(403, "You can't reply to this user.")),
    );
    const { user } = renderComments(bob);
    await screen.findByText('Thanks all');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Add a reply' });
    await user.type(box, 'Hi');
    await user.click(
      within(box.closest('form') as HTMLElement).getByRole('button', { name: 'Reply' }),
    );
    expect(await screen.findByText("You can't reply to this user.")).toBeInTheDocument();
    expect(box).toHaveValue('Hi');
  });
});
