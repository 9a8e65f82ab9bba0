import {
  apiUrl,
  fail,
  makePublicUser,
  makePost,
  makeUser,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { hrefs, type User } from '@kinora/shared';
import { PostPage } from './post-page';

const me = makeUser({ username: 'bob' });
const author = makePublicUser({ username: 'ann', fullName: 'Ann Lee' });
const post = makePost({ content: 'What should I film next?', owner: author, replyCount: 1 });
const server = setupApiServer();

const renderPage = (session: User | null = me, postId = post._id) =>
  renderWithProviders(<PostPage />, { route: `/post/${postId}`, path: '/post/:postId', session });

function answerThread(replies = [makePost({ content: 'A cooking show', parentId: post._id })]) {
  server.use(
    http.get(apiUrl(`/tweets/${post._id}`), () => ok(post)),
    http.get(apiUrl(`/tweets/${post._id}/replies`), () => ok(page(replies))),
  );
}

describe('Post page', () => {
  it('shows the post, its like button and its replies', async () => {
    answerThread();
    renderPage();
    expect(await screen.findByText('What should I film next?')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Like post (0 likes)' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '1 Reply' })).toBeInTheDocument();
    const replies = await screen.findByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('A cooking show')).toBeInTheDocument();
  });

  it('posts a reply below the others and says Post cannot be empty. for a blank one', async () => {
    answerThread();
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/tweets'), async ({ request }) => {
        sent.push(await request.json());
        return ok(makePost({ content: 'A travel vlog', parentId: post._id, owner: me }), 201);
      }),
    );
    const { user } = renderPage();
    const box = await screen.findByRole('textbox', { name: 'Reply to this post' });
    const submit = within(box.closest('form') as HTMLElement).getByRole('button', {
      name: 'Reply',
    });
    await user.click(submit);
    expect(screen.getByText('Post cannot be empty.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(box, 'A travel vlog');
    await user.click(submit);
    expect(await screen.findByText('Post published successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ content: 'A travel vlog', parentId: post._id }]);
    const items = within(screen.getByRole('list', { name: 'Replies' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('A travel vlog');
    expect(screen.getByRole('heading', { name: '2 Replies' })).toBeInTheDocument();
  });

  it('likes the post optimistically and puts it back when the call fails', async () => {
    answerThread([]);
    server.use(http.post(apiUrl(`/likes/toggle/t/${post._id}`), () => fail(500, 'Boom')));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Like post (0 likes)' }));
    expect(await screen.findByText('Failed to update like.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like post (0 likes)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('No replies yet.')).toBeInTheDocument();
  });

  it('asks anonymous visitors to log in to reply, and says Post not found. for a missing post', async () => {
    answerThread([]);
    renderPage(null);
    expect(await screen.findByRole('link', { name: 'Log in to reply.' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const missing = 'f'.repeat(24);
    server.use(http.get(apiUrl(`/tweets/${missing}`), () => fail(404, 'Post not found.')));
    renderPage(null, missing);
    expect(await screen.findByText('Post not found.')).toBeInTheDocument();
  });

  it('shows a held reply to its author, labelled, and counts it for them', async () => {
    answerThread();
    server.use(
      http.post(apiUrl('/tweets'), () =>
        ok(makePost({ content: 'Buy followers', parentId: post._id, owner: me, held: true }), 201),
      ),
    );
    const { user } = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Reply to this post' }),
      'Buy followers',
    );
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Your post was sent for review.')).toBeInTheDocument();
    const replies = screen.getByRole('list', { name: 'Replies' });
    const held = within(replies).getByText('Buy followers').closest('article') as HTMLElement;
    expect(within(held).getByText('Your post is awaiting review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Replies' })).toBeInTheDocument();
  });
});

describe('A linked reply (#reply-<id>, as notifications of a reply link)', () => {
  // jsdom lays nothing out and has no scrollIntoView: a recorder stands in for this block.
  const scrolled: Element[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('is scrolled to and marked; the others are not', async () => {
    const other = makePost({ content: 'A cooking show', parentId: post._id });
    const linked = makePost({ content: 'A travel vlog', parentId: post._id });
    answerThread([other, linked]);
    renderWithProviders(<PostPage />, {
      route: hrefs.post(post._id, linked._id),
      path: '/post/:postId',
      session: me,
    });
    const replies = await screen.findByRole('list', { name: 'Replies' });
    const item = within(replies).getByText('A travel vlog').closest('article');
    expect(item).toHaveAttribute('id', `reply-${linked._id}`);
    expect(item).toHaveAttribute('data-highlighted', 'true');
    expect(scrolled).toEqual([item]);
    expect(within(replies).getByText('A cooking show').closest('article')).not.toHaveAttribute(
      'data-highlighted',
    );
  });
});
