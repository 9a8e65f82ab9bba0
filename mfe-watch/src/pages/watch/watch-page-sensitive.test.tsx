import {
  apiUrl,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { http as mock } from 'msw';
import { ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';
import type { SensitiveContentMode, SiteInfo, User, Video } from '@kinora/shared';

const server = setupApiServer();

/** The site's answer to `GET /site`: what visitors get of sensitive videos. */
function serveSite(sensitiveContent: SensitiveContentMode) {
  server.use(
    mock.get(apiUrl('/site'), () =>
      ok<SiteInfo>({
        name: 'Kinora',
        description: '',
        rules: '',
        registration: 'open',
        requireEmailVerification: false,
        sensitiveContent,
      }),
    ),
  );
}

function renderWatch(video: Video, session: User | null = null) {
  server.use(...ownVideoHandlers(video));
  return renderWithProviders(<WatchPage />, {
    route: `/watch/${video._id}`,
    path: '/watch/:videoId',
    session,
  });
}

const player = (video: Video) => screen.queryByLabelText(`Video player: ${video.title}`);
const warning = () => screen.queryByRole('region', { name: 'Sensitive content' });

describe('WatchPage: a sensitive video', () => {
  beforeEach(() => sessionStorage.clear());

  it('warns a visitor in the player’s place, and plays nothing until asked', async () => {
    serveSite('blur');
    const video = makeVideo({ title: 'Field surgery', sensitive: true });
    const { user } = renderWatch(video);
    await screen.findByRole('heading', { level: 1, name: 'Field surgery' });
    const region = warning();
    expect(region).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Sensitive content' })).toBeVisible();
    expect(region).toHaveTextContent(
      'The creator or a moderator marked this video as sensitive. It may not suit everyone.',
    );
    // No <video>: nothing loads or plays behind the warning, autoplay included.
    expect(document.querySelector('video')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show video' }));
    expect(warning()).toBeNull();
    expect(player(video)).toHaveFocus();
  });

  it('keeps the choice for that video for the visit', async () => {
    const viewer = makeUser({ sensitiveContent: 'blur' });
    const video = makeVideo({ title: 'Field surgery', sensitive: true });
    const first = renderWatch(video, viewer);
    await first.user.click(await screen.findByRole('button', { name: 'Show video' }));
    first.unmount();

    const again = renderWatch(video, viewer);
    await screen.findByRole('heading', { level: 1, name: 'Field surgery' });
    expect(warning()).toBeNull();
    expect(player(video)).toBeInTheDocument();
    expect(player(video)).not.toHaveFocus();
    again.unmount();

    const other = makeVideo({ title: 'Another one', sensitive: true });
    renderWatch(other, viewer);
    expect(await screen.findByRole('button', { name: 'Show video' })).toBeInTheDocument();
  });

  it('warns a signed-in viewer who hides such videos too', async () => {
    const video = makeVideo({ title: 'Field surgery', sensitive: true });
    renderWatch(video, makeUser({ sensitiveContent: 'hide' }));
    expect(await screen.findByRole('button', { name: 'Show video' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('plays at once for a viewer who chose to show them', async () => {
    const video = makeVideo({ title: 'Field surgery', sensitive: true });
    renderWatch(video, makeUser({ sensitiveContent: 'show' }));
    await screen.findByRole('heading', { level: 1, name: 'Field surgery' });
    expect(player(video)).toBeInTheDocument();
    expect(warning()).toBeNull();
  });

  it('plays at once where the site shows them to visitors', async () => {
    serveSite('show');
    const video = makeVideo({ title: 'Field surgery', sensitive: true });
    renderWatch(video);
    expect(await screen.findByLabelText('Video player: Field surgery')).toBeInTheDocument();
    expect(warning()).toBeNull();
  });

  it('never warns the owner of their own video, and tells them it is marked', async () => {
    const owner = makeUser({ sensitiveContent: 'blur' });
    const video = makeVideo({
      title: 'My surgery vlog',
      sensitive: true,
      owner: { _id: owner._id, username: owner.username, fullName: owner.fullName, avatar: '' },
    });
    renderWatch(video, owner);
    await screen.findByRole('heading', { level: 1, name: 'My surgery vlog' });
    expect(warning()).toBeNull();
    expect(player(video)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Video status' })).toHaveTextContent('Sensitive');
  });

  it('does not warn of a video nobody marked', async () => {
    const video = makeVideo({ title: 'Kites', sensitive: false });
    renderWatch(video, makeUser({ sensitiveContent: 'blur' }));
    await screen.findByRole('heading', { level: 1, name: 'Kites' });
    expect(warning()).toBeNull();
    expect(player(video)).toBeInTheDocument();
  });
});
