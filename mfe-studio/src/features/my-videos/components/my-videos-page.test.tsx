import {
  apiUrl,
  fail,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { MyVideosPage } from './my-videos-page';

const server = setupApiServer();
const me = makeUser({ username: 'maker' });

function renderPage() {
  return renderWithProviders(<MyVideosPage />, { route: '/my-videos', session: me });
}

describe('MyVideosPage', () => {
  it('shows skeleton cards while loading, then the videos with private and unlisted ones marked', async () => {
    const published = makeVideo({ title: 'Out in the world', isPublished: true });
    const draft = makeVideo({ title: 'Still a secret', isPublished: false });
    const byLink = makeVideo({ title: 'For friends', visibility: 'unlisted', isPublished: false });
    server.use(
      http.get(apiUrl('/dashboard/videos'), async () => {
        await delay(50);
        return ok(page([draft, byLink, published]));
      }),
    );
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your videos...');
    expect(screen.getAllByTestId('video-card-skeleton')).toHaveLength(12);

    const draftCard = (await screen.findByRole('link', { name: 'Still a secret' })).closest(
      'article',
    );
    const liveCard = screen.getByRole('link', { name: 'Out in the world' }).closest('article');
    expect(draftCard).not.toBeNull();
    expect(liveCard).not.toBeNull();
    if (!draftCard || !liveCard) return;
    expect(within(draftCard).getByText('Private')).toBeInTheDocument();
    expect(within(liveCard).queryByText('Private')).not.toBeInTheDocument();
    const linkCard = screen.getByRole('link', { name: 'For friends' }).closest('article');
    expect(linkCard).toHaveTextContent('Unlisted');
    expect(screen.getByRole('link', { name: 'Upload Video' })).toHaveAttribute(
      'href',
      '/upload-video',
    );
    expect(document.title).toBe('My Videos · Kinora');
  });

  it('says Draft, and how far it is, for a draft instead of the Private it is stored as', async () => {
    const uploading = makeVideo({
      title: 'Half sent',
      visibility: 'private',
      status: 'uploading',
      draft: true,
      upload: { received: 45, total: 100, expiresAt: '2030-01-01T00:00:00.000Z' },
    });
    const processing = makeVideo({
      title: 'Being cut',
      visibility: 'private',
      status: 'processing',
      draft: true,
      processing: { progress: 60, stage: 'transcoding' },
    });
    server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([uploading, processing]))));
    renderPage();
    const card = (await screen.findByRole('link', { name: 'Half sent' })).closest('article');
    const other = screen.getByRole('link', { name: 'Being cut' }).closest('article');
    if (!card || !other) throw new Error('No card');
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(within(card).getByText('Uploading 45%')).toBeInTheDocument();
    expect(within(card).queryByText('Private')).not.toBeInTheDocument();
    expect(within(other).getByText('Draft')).toBeInTheDocument();
    expect(within(other).getByText('Processing 60%')).toBeInTheDocument();
  });

  it('tags a sensitive video for its owner without blurring it', async () => {
    const marked = makeVideo({ title: 'Marked', sensitive: true });
    server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([marked]))));
    renderPage();
    const card = (await screen.findByRole('link', { name: 'Marked' })).closest('article');
    expect(card).not.toBeNull();
    if (!card) return;
    // One "Sensitive": the tag under the title, none on the thumbnail.
    expect(within(card).getAllByText('Sensitive')).toHaveLength(1);
    expect(card.querySelector('img')).not.toHaveStyle({ filter: 'blur(16px) brightness(0.8)' });
  });

  it("shows an unpublished video's thumbnail from the signed link the server gave its owner", async () => {
    const signed = '/api/v1/media/thumbnails/draft.webp?exp=1900000000&sig=abc';
    const draft = makeVideo({ title: 'Hidden draft', isPublished: false, thumbnail: signed });
    server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([draft]))));
    renderPage();
    const draftCard = (await screen.findByRole('link', { name: 'Hidden draft' })).closest(
      'article',
    );
    expect(draftCard?.querySelector('img')).toHaveAttribute('src', signed);
  });

  it('says so when nothing was uploaded yet and offers the upload page', async () => {
    server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([]))));
    renderPage();
    expect(await screen.findByText("You haven't uploaded any videos yet.")).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Upload Video' })).toHaveLength(2);
  });

  it('shows the failure with a Retry that loads again', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/dashboard/videos'), () => {
        calls += 1;
        return calls === 1 ? fail(500, 'boom') : ok(page([makeVideo({ title: 'Back again' })]));
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your videos.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('loads the next page on Load More', async () => {
    server.use(
      http.get(apiUrl('/dashboard/videos'), ({ request }) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page'));
        return pageNumber === 1
          ? ok(page([makeVideo({ title: 'First page' })], { totalDocs: 2, limit: 1 }))
          : ok(page([makeVideo({ title: 'Second page' })], { totalDocs: 2, limit: 1, page: 2 }));
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'First page' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('keeps the videos and offers Try again when the next page fails', async () => {
    let secondPageFails = true;
    server.use(
      http.get(apiUrl('/dashboard/videos'), ({ request }) => {
        const pageNumber = Number(new URL(request.url).searchParams.get('page'));
        if (pageNumber === 1) {
          return ok(page([makeVideo({ title: 'First page' })], { totalDocs: 2, limit: 1 }));
        }
        return secondPageFails
          ? fail(500, 'boom')
          : ok(page([makeVideo({ title: 'Second page' })], { totalDocs: 2, limit: 1, page: 2 }));
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'First page' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch your videos.');
    expect(screen.getByRole('link', { name: 'First page' })).toBeInTheDocument();

    secondPageFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a video a moderator removed, with the reason', async () => {
    const removed = makeVideo({
      title: 'Taken down',
      removal: { reason: 'Spam', removedAt: '2026-11-25T10:00:00.000Z' },
    });
    server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([removed]))));
    renderPage();
    const card = (await screen.findByRole('link', { name: 'Taken down' })).closest('article');
    expect(card).toHaveTextContent('Removed by a moderator: Spam');
    expect(card).not.toHaveTextContent('Private');
  });
});
