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
import { screen, waitFor, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { CommentsSection } from './comments-section';
import type { Comment } from '@kinora/shared';

const videoId = 'a'.repeat(24);
const me = makeUser({ username: 'ann' });
const mine = makeComment({
  content: 'My own words',
  owner: { _id: me._id, username: 'ann', avatar: '' },
});
const theirs = makeComment({ content: 'Someone else' });
const server = setupApiServer();

const renderOwn = (session: typeof me | null = me) =>
  renderWithProviders(<CommentsSection videoId={videoId} external={false} />, {
    route: `/watch/${videoId}`,
    path: '/watch/:videoId',
    session,
  });

function answerComments(docs: Comment[], overrides = {}) {
  server.use(mock.get(apiUrl(`/comments/${videoId}`), () => ok(page(docs, overrides))));
}

describe('Comments on an own video', () => {
  it('loads a page at a time with Load More', async () => {
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? ok(page([makeComment({ content: 'Older one' })], { page: 2, totalDocs: 2, limit: 1 }))
          : ok(page([theirs], { totalDocs: 2, limit: 1 })),
      ),
    );
    const { user } = renderOwn();
    expect(await screen.findByText('Someone else')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says Could not load more comments. when the next page fails, and tries again on request', async () => {
    let secondPageFails = true;
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), ({ request }) =>
        new URL(request.url).searchParams.get('page') !== '2'
          ? ok(page([theirs], { totalDocs: 2, limit: 1 }))
          : secondPageFails
            ? fail(500, 'Boom')
            : ok(
                page([makeComment({ content: 'Older one' })], { page: 2, totalDocs: 2, limit: 1 }),
              ),
      ),
    );
    const { user } = renderOwn();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Could not load more comments.')).toBeInTheDocument();
    expect(screen.getByText('Someone else')).toBeInTheDocument();
    secondPageFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(screen.queryByText('Could not load more comments.')).not.toBeInTheDocument();
  });

  it('says Could not load comments. when the list fails', async () => {
    server.use(mock.get(apiUrl(`/comments/${videoId}`), () => fail(500, 'Boom')));
    renderOwn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load comments.');
  });

  it('asks anonymous visitors to log in instead of showing the form', async () => {
    answerComments([mine]);
    renderOwn(null);
    expect(await screen.findByRole('link', { name: 'Log in to add a comment.' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('puts a new comment at the top, raises the total and ignores blank input', async () => {
    answerComments([theirs]);
    const posted: unknown[] = [];
    server.use(
      mock.post(apiUrl(`/comments/${videoId}`), async ({ request }) => {
        posted.push(await request.json());
        return ok(
          makeComment({
            content: 'Fresh thought',
            owner: { _id: me._id, username: 'ann', avatar: '' },
          }),
          201,
        );
      }),
    );
    const { user } = renderOwn();
    await screen.findByText('Someone else');
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(posted).toEqual([]);
    await user.clear(box);
    await user.type(box, '  Fresh thought ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Your comment was posted!')).toBeInTheDocument();
    expect(posted).toEqual([{ content: 'Fresh thought', isExternal: false }]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Fresh thought');
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps the text and says Failed to post comment. when posting fails', async () => {
    answerComments([]);
    server.use(mock.post(apiUrl(`/comments/${videoId}`), () => fail(500, 'Boom')));
    const { user } = renderOwn();
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Failed to post comment.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('lets only the author edit, with Save and Cancel', async () => {
    answerComments([mine, theirs]);
    server.use(
      mock.patch(apiUrl(`/comments/c/${mine._id}`), () => ok({ ...mine, content: 'Better words' })),
    );
    const { user } = renderOwn();
    await screen.findByText('My own words');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('My own words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit comment' });
    await user.clear(editor);
    await user.type(editor, 'Better words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(screen.getByText('Better words')).toBeInTheDocument();
  });

  it('says Failed to update comment. and stays in edit mode when saving fails', async () => {
    answerComments([mine]);
    server.use(mock.patch(apiUrl(`/comments/c/${mine._id}`), () => fail(500, 'Boom')));
    const { user } = renderOwn();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit comment' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update comment.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toBeInTheDocument();
  });

  it('deletes after the Delete Comment dialog and lowers the total', async () => {
    answerComments([mine, theirs]);
    server.use(mock.delete(apiUrl(`/comments/c/${mine._id}`), () => ok({ commentId: mine._id })));
    const { user } = renderOwn();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent('Are you sure you want to permanently delete this comment?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('My own words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('My own words')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '1 Comment' })).toBeInTheDocument();
  });

  it('says Failed to delete comment. and keeps the comment when deleting fails', async () => {
    answerComments([mine]);
    server.use(mock.delete(apiUrl(`/comments/c/${mine._id}`), () => fail(500, 'Boom')));
    const { user } = renderOwn();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete comment.')).toBeInTheDocument();
    expect(screen.getByText('My own words')).toBeInTheDocument();
  });
});

describe('Comments on an external video', () => {
  const ytId = 'dQw4w9WgXcQ';
  const youtubeComment = makeComment({
    _id: 'UgxYouTube1',
    content: 'From YouTube',
    isExternal: true,
    owner: { _id: 'UCx', username: 'ytfan', avatar: '' },
  });

  it("shows YouTube's comments read-only with their own paging, beside the site's comments", async () => {
    const siteMine = makeComment({
      content: 'Posted here',
      owner: { _id: me._id, username: 'ann', avatar: '' },
    });
    const tokens: (string | null)[] = [];
    const posted: unknown[] = [];
    server.use(
      mock.get(apiUrl(`/comments/yt/${ytId}`), () => ok(page([siteMine]))),
      mock.get(apiUrl(`/youtube/comments/${ytId}`), ({ request }) => {
        const token = new URL(request.url).searchParams.get('pageToken');
        tokens.push(token);
        return token
          ? ok({
              docs: [{ ...youtubeComment, _id: 'Ugx2', content: 'Second page' }],
              pageInfo: { totalResults: 2 },
              hasNextPage: false,
              nextPageToken: null,
            })
          : ok({
              docs: [youtubeComment],
              pageInfo: { totalResults: 2 },
              hasNextPage: true,
              nextPageToken: 'tok2',
            });
      }),
      mock.post(apiUrl(`/comments/${ytId}`), async ({ request }) => {
        posted.push(await request.json());
        return ok(makeComment({ content: 'About the clip' }), 201);
      }),
    );
    const { user } = renderWithProviders(<CommentsSection videoId={ytId} external />, {
      session: me,
    });
    const youtube = await screen.findByRole('region', { name: '2 Comments on YouTube' });
    expect(await within(youtube).findByText('From YouTube')).toBeInTheDocument();
    expect(within(youtube).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(youtube).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(youtube).getByRole('button', { name: 'Load More' }));
    expect(await within(youtube).findByText('Second page')).toBeInTheDocument();
    expect(tokens).toEqual([null, 'tok2']);

    const site = screen.getByRole('region', { name: '1 Comment on Kinora' });
    expect(within(site).getByText('Posted here')).toBeInTheDocument();
    expect(within(site).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await user.type(within(site).getByRole('textbox', { name: 'Add a comment' }), 'About the clip');
    await user.click(within(site).getByRole('button', { name: 'Comment' }));
    expect(await within(site).findByText('About the clip')).toBeInTheDocument();
    expect(posted).toEqual([{ content: 'About the clip', isExternal: true }]);
  });
});
