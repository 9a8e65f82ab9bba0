import { screen } from '@testing-library/react';
import { http as mock } from 'msw';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '../routing/router';
import { RequireAuth } from '../app/require-auth';
import { getVideo } from '../api/videos';
import { notify } from '../stores/notify';
import { useSession } from '../stores/use-session';
import {
  apiUrl,
  fail,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from './index';

const video = makeVideo({ title: 'Sunset timelapse' });
const server = setupApiServer(mock.get(apiUrl('/videos/:videoId'), () => ok(video)));

function WatchProbe() {
  const { videoId = '' } = useParams();
  const [title, setTitle] = useState('Loading...');
  const navigate = useNavigate();
  useEffect(() => {
    getVideo(videoId).then(
      (loaded) => setTitle(loaded.title),
      () => setTitle('Could not fetch video details.'),
    );
  }, [videoId]);
  return (
    <>
      <h1>{title}</h1>
      <button onClick={() => notify.success('Subscribed!')}>Subscribe</button>
      <button onClick={() => void navigate('/channel/ann')}>Channel</button>
      <Link to="/explore">Explore</Link>
    </>
  );
}

describe('renderWithProviders', () => {
  it('mounts a screen on its route pattern with params, msw data and toasts', async () => {
    const { user, router } = renderWithProviders(<WatchProbe />, {
      route: `/watch/${video._id}`,
      path: '/watch/:videoId',
    });
    expect(await screen.findByRole('heading', { name: 'Sunset timelapse' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Channel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/channel/ann');
    expect(router.state.location.pathname).toBe('/channel/ann');
  });

  it('lets one test answer differently', async () => {
    server.use(mock.get(apiUrl('/videos/:videoId'), () => fail(404, 'Video not found')));
    renderWithProviders(<WatchProbe />, { route: '/watch/x', path: '/watch/:videoId' });
    expect(
      await screen.findByRole('heading', { name: 'Could not fetch video details.' }),
    ).toBeInTheDocument();
  });

  it('puts a signed-in user in the session store, or none', () => {
    const ann = makeUser({ username: 'ann' });
    renderWithProviders(
      <RequireAuth>
        <p>Secret</p>
      </RequireAuth>,
      { route: '/history', session: ann },
    );
    expect(screen.getByText('Secret')).toBeInTheDocument();
    expect(useSession.getState().user).toEqual(ann);
  });

  it('redirects anonymous visitors like the shell', () => {
    renderWithProviders(
      <RequireAuth>
        <p>Secret</p>
      </RequireAuth>,
      { route: '/history' },
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('page()', () => {
  it('builds a consistent page and takes overrides', () => {
    expect(page([1, 2])).toMatchObject({
      docs: [1, 2],
      totalDocs: 2,
      hasNextPage: false,
      nextPage: null,
    });
    expect(page([1], { totalDocs: 30, limit: 10 })).toMatchObject({
      totalPages: 3,
      hasNextPage: true,
      nextPage: 2,
    });
  });
});
