import {
  apiUrl,
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

const videoId = 'b'.repeat(24);
const owner = makeUser({ username: 'creator' });
const fan = makeUser({ username: 'fan' });
const server = setupApiServer();

const renderAs = (session: typeof owner | null) =>
  renderWithProviders(
    <CommentsSection
      videoId={videoId}
      external={false}
      owner={{ id: owner._id, name: 'creator' }}
    />,
    { session },
  );

describe('Comment replies, likes, sort and pin', () => {
  it('expands "N replies" and posts a reply from the inline box', async () => {
    const top = makeComment({ content: 'Great video', replyCount: 1 });
    const posted: unknown[] = [];
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([top]))),
      mock.get(apiUrl(`/comments/replies/${top._id}`), () =>
        ok(page([makeComment({ content: 'Thanks!', parentId: top._id })])),
      ),
      mock.post(apiUrl(`/comments/${videoId}`), async ({ request }) => {
        posted.push(await request.json());
        return ok(makeComment({ content: 'Me too', parentId: top._id }), 201);
      }),
    );
    const { user } = renderAs(fan);
    await user.click(await screen.findByRole('button', { name: '1 reply' }));
    const replies = await screen.findByRole('list', { name: /Replies to/ });
    expect(await within(replies).findByText('Thanks!')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Reply' })[0] as HTMLElement);
    const box = screen.getByRole('textbox', { name: 'Add a reply' });
    const form = within(box.closest('form') as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Comment cannot be empty.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(box, 'Me too');
    await user.click(form.getByRole('button', { name: 'Reply' }));
    expect(await within(replies).findByText('Me too')).toBeInTheDocument();
    expect(posted).toEqual([{ content: 'Me too', isExternal: false, parentId: top._id }]);
    expect(screen.getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  });

  it('likes a comment optimistically and keeps the server count', async () => {
    const top = makeComment({ content: 'Likeable', likesCount: 2 });
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([top]))),
      mock.post(apiUrl(`/likes/toggle/c/${top._id}`), () => ok({ isLiked: true, likesCount: 3 })),
    );
    const { user } = renderAs(fan);
    const button = await screen.findByRole('button', { name: 'Like comment (2 likes)' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Like comment (3 likes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks for the chosen order and shows (edited)', async () => {
    const sorts: (string | null)[] = [];
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), ({ request }) => {
        sorts.push(new URL(request.url).searchParams.get('sort'));
        return ok(page([makeComment({ content: 'Changed', isEdited: true })]));
      }),
    );
    const { user } = renderAs(null);
    expect(await screen.findByText('(edited)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(await screen.findByRole('button', { name: 'Newest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screen.findByText('Changed');
    expect(sorts).toEqual(['top', 'newest']);
  });

  it("lets the video's owner pin a comment, shown first with 'Pinned by'", async () => {
    const first = makeComment({ content: 'First' });
    const second = makeComment({ content: 'Second' });
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([first, second]))),
      mock.post(apiUrl(`/comments/c/${second._id}/pin`), () => ok({ ...second, isPinned: true })),
    );
    const { user } = renderAs(owner);
    await screen.findByText('Second');
    const items = () => within(screen.getByRole('list')).getAllByRole('listitem');
    await user.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'Pin' }));
    expect(await screen.findByText('Pinned by creator')).toBeInTheDocument();
    expect(items()[0]).toHaveTextContent('Second');
    expect(within(items()[0] as HTMLElement).getByRole('button', { name: 'Unpin' })).toBeVisible();
  });

  it('shows no Pin button to viewers who do not own the video', async () => {
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () =>
        ok(page([makeComment({ content: 'Pinned one', isPinned: true })])),
      ),
    );
    renderAs(fan);
    expect(await screen.findByText('Pinned by creator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Pin|Unpin)$/ })).not.toBeInTheDocument();
  });
});

describe('Comment authors and text', () => {
  it('names an author by their display name, the handle beside it, both to their channel', async () => {
    const named = makeComment({
      owner: { _id: fan._id, username: 'fan', fullName: 'Fay Fan', avatar: '' },
    });
    const unnamed = makeComment({
      content: 'No name',
      owner: { _id: 'u2', username: 'quiet', fullName: '', avatar: '' },
    });
    server.use(mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([named, unnamed]))));
    renderAs(null);
    const entry = await screen.findByRole('article', { name: 'Fay Fan' });
    expect(within(entry).getByRole('link', { name: 'Fay Fan' })).toHaveAttribute(
      'href',
      '/channel/fan',
    );
    expect(within(entry).getByRole('link', { name: '@fan' })).toHaveAttribute(
      'href',
      '/channel/fan',
    );
    // No name given: the username alone, not twice.
    const plain = screen.getByRole('article', { name: 'quiet' });
    expect(within(plain).queryByText('@quiet')).not.toBeInTheDocument();
  });

  it('links the addresses in a comment, to a new tab', async () => {
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () =>
        ok(page([makeComment({ content: 'see 0:03 and https://example.com/x' })])),
      ),
    );
    renderAs(null);
    const link = await screen.findByRole('link', { name: 'https://example.com/x' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    // The section alone has no player to seek: the watch page gives one.
    expect(screen.queryByRole('button', { name: '0:03' })).not.toBeInTheDocument();
  });
});

describe('A linked comment (#comment-<id>, as notifications link)', () => {
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

  it('is scrolled to and marked, with its replies open', async () => {
    const other = makeComment({ content: 'Another thought' });
    const linked = makeComment({ content: 'Where do I buy the wood?', replyCount: 1 });
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([other, linked]))),
      mock.get(apiUrl(`/comments/replies/${linked._id}`), () =>
        ok(page([makeComment({ content: 'At the hardware store', parentId: linked._id })])),
      ),
    );
    renderWithProviders(<CommentsSection videoId={videoId} external={false} />, {
      session: fan,
      route: `/watch/${videoId}#comment-${linked._id}`,
      path: '/watch/:videoId',
    });
    const replies = await screen.findByRole('list', { name: /Replies to/ });
    expect(await within(replies).findByText('At the hardware store')).toBeInTheDocument();
    const item = document.getElementById(`comment-${linked._id}`);
    expect(item).toHaveAttribute('data-highlighted', 'true');
    expect(scrolled).toEqual([item]);
    expect(document.getElementById(`comment-${other._id}`)).not.toHaveAttribute('data-highlighted');
  });
});
