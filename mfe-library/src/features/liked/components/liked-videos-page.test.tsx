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
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { LIKED_EMPTY, LIKED_ERROR, LikedVideosPage } from './liked-videos-page';

const me = makeUser();
const server = setupApiServer();
const likedUrl = apiUrl('/likes/videos');

const renderPage = () =>
  renderWithProviders(<LikedVideosPage />, { route: '/liked-videos', session: me });

describe('LikedVideosPage', () => {
  it('lists the liked videos in the order the server gives (newest like first)', async () => {
    const recent = makeVideo({ title: 'Liked just now' });
    const earlier = makeVideo({ title: 'Liked last week' });
    server.use(http.get(likedUrl, () => ok(page([recent, earlier]))));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Liked videos' })).toBeInTheDocument();
    expect(screen.getByText('Loading liked videos...')).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Liked just now' });
    const second = screen.getByRole('link', { name: 'Liked last week' });
    expect(first).toHaveAttribute('href', `/watch/${recent._id}`);
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('2 videos')).toBeInTheDocument();
    expect(document.title).toBe('Liked videos · Kinora');
  });

  it('has an empty state and a retryable error', async () => {
    server.use(http.get(likedUrl, () => fail(500, 'boom')));
    const { user } = renderPage();
    expect(await screen.findByText(LIKED_ERROR)).toBeInTheDocument();
    server.use(http.get(likedUrl, () => ok(page([]))));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(LIKED_EMPTY)).toBeInTheDocument();
  });
});
