import {
  makeExternalVideo,
  makeVideo,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { externalVideoHandlers, ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const server = setupApiServer();

const renderWatch = (id: string) =>
  renderWithProviders(<WatchPage />, { route: `/watch/${id}`, path: '/watch/:videoId' });

const CHAPTERS = 'Knots, step by step.\n\n0:00 Intro\n0:30 Tying the knot\n1:15 Testing it';

describe('WatchPage: chapters', () => {
  // jsdom lays nothing out, has no scrollIntoView and plays nothing.
  let play: jest.SpyInstance;
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value: () => undefined,
    });
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    play.mockRestore();
  });

  it('lists the chapters of the description, plays from one pressed and follows playback', async () => {
    const video = makeVideo({ title: 'Knots', duration: 120, description: CHAPTERS });
    server.use(...ownVideoHandlers(video));
    const { user } = renderWatch(video._id);
    const player = await screen.findByLabelText<HTMLVideoElement>('Video player: Knots');
    Object.defineProperty(player, 'duration', { configurable: true, value: 120 });
    fireEvent.durationChange(player);

    const list = screen.getByRole('region', { name: 'Chapters' });
    const entries = within(list).getAllByRole('button', { name: /\d:\d\d/ });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '0:00Intro',
      '0:30Tying the knot',
      '1:15Testing it',
    ]);
    expect(entries[0]).toHaveAttribute('aria-current', 'true');
    // The seek bar is cut at each chapter; the controls name the one playing.
    expect(screen.getAllByTestId('chapter-segment')).toHaveLength(3);
    expect(screen.getByTestId('current-chapter')).toHaveTextContent('Intro');

    await user.click(within(list).getByRole('button', { name: /Tying the knot/ }));
    expect(player.currentTime).toBe(30);
    expect(play).toHaveBeenCalled();
    fireEvent.timeUpdate(player);
    expect(entries[1]).toHaveAttribute('aria-current', 'true');
    expect(entries[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('current-chapter')).toHaveTextContent('Tying the knot');

    // The title in the controls opens the list, folded or not, on the chapter playing.
    await user.click(within(list).getByRole('button', { name: 'Chapters' }));
    expect(within(list).queryByRole('button', { name: /Intro/ })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Chapter: Tying the knot. Show chapters' }),
    );
    expect(within(list).getByRole('button', { name: /Tying the knot/ })).toHaveFocus();
  });

  it('has none when the description does not follow the rule', async () => {
    const video = makeVideo({
      title: 'Knots',
      duration: 120,
      description: '0:05 Intro\n0:30 Tying the knot\n1:15 Testing it',
    });
    server.use(...ownVideoHandlers(video));
    renderWatch(video._id);
    await screen.findByLabelText('Video player: Knots');
    expect(screen.queryByRole('region', { name: 'Chapters' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('chapter-segment')).not.toBeInTheDocument();
    expect(screen.queryByTestId('current-chapter')).not.toBeInTheDocument();
  });

  it('lists none for a YouTube video: its embed takes no commands from the page', async () => {
    const external = {
      ...makeExternalVideo({
        videoId: 'dQw4w9WgXcQ',
        title: 'A YouTube video',
        description: CHAPTERS,
      }),
      likes: 1,
    };
    server.use(...externalVideoHandlers(external));
    renderWatch(external.videoId);
    expect(await screen.findByText(/Knots, step by step/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chapters' })).not.toBeInTheDocument();
  });
});
