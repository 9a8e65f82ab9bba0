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
import type { Comment, CreateReportRequest, User } from '@kinora/shared';

const videoId = 'c'.repeat(24);
const me = makeUser({ username: 'ann' });
const server = setupApiServer();

/** What the server answers for a comment a moderator removed: a placeholder, its text gone. */
const removed = (comment: Comment): Comment =>
  ({ ...comment, content: '', removed: true }) as Comment;

function renderComments(session: User | null = me, external = false, id = videoId) {
  return renderWithProviders(<CommentsSection videoId={id} external={external} />, {
    route: `/watch/${id}`,
    path: '/watch/:videoId',
    session,
  });
}

describe('Comments a moderator removed', () => {
  it('stand in their thread as a placeholder, with nothing to do, and keep their replies', async () => {
    const top = removed(
      makeComment({ replyCount: 2, owner: { _id: 'x', username: 'troll', avatar: '' } }),
    );
    const reply = makeComment({ content: 'Do not feed it', parentId: top._id });
    const removedReply = removed(makeComment({ parentId: top._id }));
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([top]))),
      mock.get(apiUrl(`/comments/replies/${top._id}`), () => ok(page([reply, removedReply]))),
    );
    const { user } = renderComments();
    const placeholder = await screen.findByRole('article', {
      name: 'This comment was removed by a moderator',
    });
    expect(placeholder).toHaveTextContent('This comment was removed by a moderator');
    expect(within(placeholder).queryByText('@troll')).not.toBeInTheDocument();
    expect(within(placeholder).queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(
      within(placeholder).queryByRole('button', { name: /More actions/ }),
    ).not.toBeInTheDocument();

    await user.click(within(placeholder).getByRole('button', { name: '2 replies' }));
    const replies = await screen.findByRole('list', { name: 'Replies to @troll' });
    expect(await within(replies).findByText('Do not feed it')).toBeInTheDocument();
    expect(
      within(replies).getByRole('article', { name: 'This comment was removed by a moderator' }),
    ).toBeInTheDocument();
  });
});

describe('Reporting a comment', () => {
  it('is offered on others’ comments and replies, never on one’s own', async () => {
    const mine = makeComment({
      content: 'My own words',
      owner: { _id: me._id, username: 'ann', avatar: '' },
    });
    const theirs = makeComment({
      content: 'Rude words',
      replyCount: 1,
      owner: { _id: 'b0b', username: 'bob', avatar: '' },
    });
    const reply = makeComment({
      content: 'Ruder reply',
      parentId: theirs._id,
      owner: { _id: 'c4l', username: 'cal', avatar: '' },
    });
    const sent: CreateReportRequest[] = [];
    server.use(
      mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([mine, theirs]))),
      mock.get(apiUrl(`/comments/replies/${theirs._id}`), () => ok(page([reply]))),
      mock.post(apiUrl('/reports'), async ({ request }) => {
        sent.push((await request.json()) as CreateReportRequest);
        return ok({ reportId: 'r1' }, 201);
      }),
    );
    const { user } = renderComments();
    await screen.findByText('Rude words');
    expect(
      screen.queryByRole('button', { name: 'More actions for the comment by @ann' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1 reply' }));
    await user.click(
      await screen.findByRole('button', { name: 'More actions for the reply by @cal' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report comment' });
    await user.click(within(dialog).getByRole('radio', { name: 'Hateful content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Thanks for reporting')).toBeInTheDocument();
    expect(sent).toEqual([{ itemKind: 'comment', itemId: reply._id, reason: 'hate' }]);

    expect(
      screen.getByRole('button', { name: 'More actions for the comment by @bob' }),
    ).toBeInTheDocument();
  });

  it('asks visitors to sign in first', async () => {
    const theirs = makeComment({ owner: { _id: 'b0b', username: 'bob', avatar: '' } });
    server.use(mock.get(apiUrl(`/comments/${videoId}`), () => ok(page([theirs]))));
    const { user } = renderComments(null);
    await user.click(
      await screen.findByRole('button', { name: 'More actions for the comment by @bob' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Sign in to report' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('is offered on the site’s comments of a YouTube video, not on YouTube’s own', async () => {
    const ytId = 'dQw4w9WgXcQ';
    const siteComment = makeComment({
      content: 'Posted here',
      owner: { _id: 'b0b', username: 'bob', avatar: '' },
    });
    const youtubeComment = makeComment({
      _id: 'UgxYouTube1',
      content: 'From YouTube',
      isExternal: true,
      owner: { _id: 'UCx', username: '@ytfan', avatar: '' },
    });
    server.use(
      mock.get(apiUrl(`/comments/yt/${ytId}`), () => ok(page([siteComment]))),
      mock.get(apiUrl(`/youtube/comments/${ytId}`), () =>
        ok({
          docs: [youtubeComment],
          pageInfo: { totalResults: 1 },
          hasNextPage: false,
          nextPageToken: null,
        }),
      ),
    );
    renderComments(me, true, ytId);
    const onSite = await screen.findByRole('region', { name: '1 Comment on Kinora' });
    expect(
      await within(onSite).findByRole('button', { name: 'More actions for the comment by @bob' }),
    ).toBeInTheDocument();
    const youtube = await screen.findByRole('region', { name: '1 Comment on YouTube' });
    await within(youtube).findByText('From YouTube');
    expect(within(youtube).queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });
});
