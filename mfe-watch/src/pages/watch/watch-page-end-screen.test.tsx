import {
  apiUrl,
  makePlaylist,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http as mock } from 'msw';
import { UP_NEXT_COUNTDOWN_SECONDS } from '../../features/up-next/components/up-next-countdown';
import { ownVideoHandlers, upNextHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const video = makeVideo({ title: 'Building a birdhouse' });
const next = makeVideo({ title: 'Painting the birdhouse' });
const server = setupApiServer();

const renderWatch = (route: string) =>
  renderWithProviders(<WatchPage />, { route, path: '/watch/:videoId' });

const playerOf = (title: string) =>
  screen.getByLabelText<HTMLVideoElement>(`Video player: ${title}`);

/** jsdom's `<video>` cannot play: this records which players were asked to. */
function recordPlays() {
  const played: string[] = [];
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(
    this: HTMLMediaElement,
  ) {
    played.push(this.getAttribute('aria-label') ?? '');
    return Promise.resolve();
  });
  return played;
}

const endScreen = () => screen.queryByRole('region', { name: 'Up next' });

afterEach(() => jest.useRealTimers());

describe('WatchPage: playing a playlist', () => {
  const playlist = makePlaylist({ name: 'Woodwork', videos: [video, next] });

  it('shows the next video at the end, then opens it playing after the countdown', async () => {
    const played = recordPlays();
    server.use(
      ...ownVideoHandlers(video),
      ...ownVideoHandlers(next),
      mock.get(apiUrl(`/playlist/${playlist._id}`), () => ok(playlist)),
    );
    renderWatch(`/watch/${video._id}?list=${playlist._id}`);
    await screen.findByRole('list', { name: 'Videos of Woodwork' });
    // Within a playlist (Play all) the video starts by itself.
    expect(played).toEqual(['Video player: Building a birdhouse']);

    jest.useFakeTimers();
    fireEvent.ended(playerOf('Building a birdhouse'));
    expect(endScreen()).toHaveTextContent('Painting the birdhouse');
    for (let second = 0; second < UP_NEXT_COUNTDOWN_SECONDS; second += 1) {
      act(() => jest.advanceTimersByTime(1000));
    }
    jest.useRealTimers();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Painting the birdhouse' }),
    ).toBeInTheDocument();
    expect(played).toEqual([
      'Video player: Building a birdhouse',
      'Video player: Painting the birdhouse',
    ]);
    expect(endScreen()).not.toBeInTheDocument();
  });

  it('stays on the last video of the playlist when it ends', async () => {
    const played = recordPlays();
    const earlier = makeVideo({ title: 'Cutting the boards' });
    const ending = makePlaylist({ name: 'Woodwork', videos: [earlier, video] });
    server.use(
      ...ownVideoHandlers(video),
      mock.get(apiUrl(`/playlist/${ending._id}`), () => ok(ending)),
    );
    renderWatch(`/watch/${video._id}?list=${ending._id}`);
    await screen.findByText(/2 \/ 2/);
    fireEvent.ended(playerOf('Building a birdhouse'));
    expect(endScreen()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Building a birdhouse' })).toBeVisible();
    expect(played).toEqual(['Video player: Building a birdhouse']);
  });
});

describe('WatchPage: autoplay', () => {
  beforeEach(() => localStorage.clear());

  function answerWithOneRecommendation() {
    server.use(...ownVideoHandlers(video), ...ownVideoHandlers(next));
    // A later `use` takes precedence: Up Next recommends exactly one own video.
    server.use(...upNextHandlers([next]));
  }

  it('stays on the video, paused, with autoplay off (the default)', async () => {
    const played = recordPlays();
    answerWithOneRecommendation();
    renderWatch(`/watch/${video._id}`);
    const toggle = await screen.findByRole('switch', { name: 'Autoplay' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await screen.findByRole('link', { name: 'Painting the birdhouse' });
    fireEvent.ended(playerOf('Building a birdhouse'));
    expect(endScreen()).not.toBeInTheDocument();
    expect(played).toEqual([]);
  });

  it('offers the first recommendation when on: Play now opens it playing', async () => {
    const played = recordPlays();
    answerWithOneRecommendation();
    const { user, unmount } = renderWatch(`/watch/${video._id}`);
    await user.click(await screen.findByRole('switch', { name: 'Autoplay' }));
    unmount();

    // The choice is remembered in this browser.
    renderWatch(`/watch/${video._id}`);
    expect(await screen.findByRole('switch', { name: 'Autoplay' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await screen.findByRole('link', { name: 'Painting the birdhouse' });
    fireEvent.ended(playerOf('Building a birdhouse'));
    const shown = endScreen();
    expect(shown).toHaveTextContent('Painting the birdhouse');
    await user.click(within(shown as HTMLElement).getByRole('button', { name: 'Play now' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Painting the birdhouse' }),
    ).toBeInTheDocument();
    expect(played).toEqual(['Video player: Painting the birdhouse']);
  });

  it('Cancel stays on the video; so does replaying it or turning autoplay off', async () => {
    answerWithOneRecommendation();
    localStorage.setItem('kinora:autoplay', '1');
    const { user } = renderWatch(`/watch/${video._id}`);
    await screen.findByRole('link', { name: 'Painting the birdhouse' });
    const player = playerOf('Building a birdhouse');

    fireEvent.ended(player);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(endScreen()).not.toBeInTheDocument();

    fireEvent.ended(player);
    fireEvent.play(player);
    expect(endScreen()).not.toBeInTheDocument();

    fireEvent.ended(player);
    await user.click(screen.getByRole('switch', { name: 'Autoplay' }));
    expect(endScreen()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Building a birdhouse' })).toBeVisible();
  });
});
