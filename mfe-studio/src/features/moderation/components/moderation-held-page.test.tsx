import {
  apiUrl,
  makePublicUser,
  makeUser,
  ok,
  page,
  renderWithProviders,
  fail,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MODERATION_HELD_PATH } from '../paths';
import { MODERATION_HELD_EMPTY, ModerationHeldPage } from './moderation-held-page';
import type { HeldItem, User } from '@kinora/shared';

const server = setupApiServer();
const moderator = makeUser({ username: 'mo', role: 'moderator' });

const post: HeldItem = {
  kind: 'post',
  _id: 'p'.repeat(24),
  content: 'Cheap pills here',
  author: makePublicUser({ username: 'spammer', fullName: 'Spam Co' }),
  createdAt: '2026-11-20T10:00:00.000Z',
  cause: 'site_word',
  matchedWord: 'cheap pills',
  videoId: null,
  videoTitle: null,
  parentId: null,
};

function serveHeld(items: HeldItem[]) {
  const queries: string[] = [];
  server.use(
    http.get(apiUrl('/moderation/held'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return ok(page(items));
    }),
  );
  return queries;
}

const renderHeld = (session: User = moderator) =>
  renderWithProviders(<ModerationHeldPage />, {
    route: MODERATION_HELD_PATH,
    path: MODERATION_HELD_PATH,
    session,
  });

describe('ModerationHeldPage', () => {
  it('is for moderators only', async () => {
    const queries = serveHeld([post]);
    renderHeld(makeUser());
    expect(screen.getByText('For the site’s moderators')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queries).toEqual([]);
  });

  it('lists what the site’s words hold, and approves it', async () => {
    const queries = serveHeld([post]);
    let approved = '';
    server.use(
      http.post(apiUrl('/held/:itemKind/:itemId/approve'), ({ params }) => {
        approved = `${String(params.itemKind)} ${String(params.itemId)}`;
        return ok({ kind: 'post', _id: post._id, outcome: 'approved' });
      }),
    );
    const { user } = renderHeld();
    expect(screen.getByRole('heading', { level: 1, name: 'Held for review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Held' })).toHaveAttribute('href', '/moderation/held');
    const card = await screen.findByRole('article', { name: 'Spam Co' });
    expect(card).toHaveTextContent('Cheap pills here');
    expect(card).toHaveTextContent('Contains “cheap pills”');
    expect(card).toHaveTextContent('A community post');
    expect(queries).toEqual(['?page=1']);

    await user.click(within(card).getByRole('button', { name: 'Approve the post by @spammer' }));
    expect(await screen.findByText('Post approved')).toBeInTheDocument();
    expect(approved).toBe(`post ${post._id}`);
    await waitFor(() => expect(screen.getByText(MODERATION_HELD_EMPTY)).toBeInTheDocument());
  });

  it('holds both buttons while a decision is sent, and gives them back when it fails', async () => {
    serveHeld([post]);
    let answerRemoval: () => void = () => undefined;
    server.use(
      http.post(
        apiUrl('/held/:itemKind/:itemId/remove'),
        () =>
          new Promise((resolve) => {
            answerRemoval = () => resolve(fail(503, 'Service unavailable'));
          }),
      ),
    );
    const { user } = renderHeld();
    const card = await screen.findByRole('article', { name: 'Spam Co' });
    const approve = within(card).getByRole('button', { name: 'Approve the post by @spammer' });
    const remove = within(card).getByRole('button', { name: 'Remove the post by @spammer' });

    await user.click(remove);
    expect(remove).toHaveTextContent('Removing...');
    expect(remove).toBeDisabled();
    expect(approve).toBeDisabled();

    answerRemoval();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(remove).toHaveTextContent('Remove');
    expect(remove).toBeEnabled();
    expect(approve).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Spam Co' })).toBeInTheDocument();
  });
});
