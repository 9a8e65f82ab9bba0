import {
  apiUrl,
  fail,
  makePost,
  makeUser,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { NewPostPage } from './new-post-page';

const me = makeUser({ username: 'ann' });
const server = setupApiServer();

function renderPage() {
  return renderWithProviders(<NewPostPage />, { route: '/add-tweet', session: me });
}

describe('/add-tweet', () => {
  it('shows the form: heading, 5-row textarea with placeholder, limit and live counter', async () => {
    const { user } = renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Create a New Post' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Create a New Post · Kinora');
    const area = screen.getByPlaceholderText("What's happening?");
    expect(area).toHaveAttribute('rows', '5');
    expect(area).toHaveAttribute('maxLength', '280');
    expect(screen.getByText('0 / 280')).toBeInTheDocument();

    await user.type(area, 'Hello');
    expect(screen.getByText('5 / 280')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('refuses an empty or whitespace-only post without calling the server', async () => {
    const { user } = renderPage();
    await user.type(screen.getByPlaceholderText("What's happening?"), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Post cannot be empty.')).toBeInTheDocument();
    // msw fails any unhandled request, so reaching here means nothing was sent.
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
  });

  it('reads Posting... while sending, then goes to the author’s community tab', async () => {
    let body: unknown = null;
    let release: () => void = () => undefined;
    server.use(
      http.post(apiUrl('/tweets'), async ({ request }) => {
        body = await request.json();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return ok(makePost({ content: 'Line one\nLine two' }), 201);
      }),
    );
    const { user, router } = renderPage();

    await user.type(screen.getByPlaceholderText("What's happening?"), ' Line one{Enter}Line two ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Post published successfully!')).toBeInTheDocument();
    expect(body).toEqual({ content: 'Line one\nLine two' });
    expect(router.state.location.pathname).toBe('/channel/ann/community');
  });

  it('says the post failed and returns to idle with the text kept', async () => {
    server.use(http.post(apiUrl('/tweets'), () => fail(500, 'Database down')));
    const { user, router } = renderPage();

    await user.type(screen.getByPlaceholderText("What's happening?"), 'Will fail');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Failed to publish post.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(screen.getByPlaceholderText("What's happening?")).toHaveValue('Will fail');
    expect(router.state.location.pathname).toBe('/add-tweet');
  });

  it('stops typing at 280 characters', async () => {
    const { user } = renderPage();
    const area = screen.getByPlaceholderText("What's happening?");
    await user.click(area);
    await user.paste('x'.repeat(300));
    expect(area).toHaveValue('x'.repeat(280));
    expect(screen.getByText('280 / 280')).toBeInTheDocument();
  });
});
