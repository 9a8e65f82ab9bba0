import {
  makeComment,
  makeExternalVideo,
  makeVideo,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { externalVideoHandlers, ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const server = setupApiServer();

const renderWatch = (id: string) =>
  renderWithProviders(<WatchPage />, { route: `/watch/${id}`, path: '/watch/:videoId' });

describe('WatchPage: links and timestamps', () => {
  // jsdom lays nothing out, has no scrollIntoView and plays nothing.
  const scrolled: Element[] = [];
  let play: jest.SpyInstance;
  beforeEach(() => {
    scrolled.length = 0;
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    play.mockRestore();
  });

  it('plays from a timestamp of a comment or the description, and brings the player into view', async () => {
    const video = makeVideo({
      title: 'Knots',
      duration: 125,
      description: 'Intro 0:00, the knot at 1:00, not 9:00. Rope: https://example.com/rope',
    });
    const comment = makeComment({ content: 'see 0:03 and https://example.com/x' });
    server.use(...ownVideoHandlers(video, { comments: [comment] }));
    const { user } = renderWatch(video._id);
    const player = await screen.findByLabelText<HTMLVideoElement>('Video player: Knots');

    const entry = (await screen.findByText(/see/)).closest('article') as HTMLElement;
    expect(within(entry).getByRole('link', { name: 'https://example.com/x' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener noreferrer',
    );
    await user.click(within(entry).getByRole('button', { name: '0:03' }));
    expect(player.currentTime).toBe(3);
    expect(play).toHaveBeenCalled();
    expect(scrolled).toEqual([player.parentElement]);

    await user.click(screen.getByRole('button', { name: '1:00' }));
    expect(player.currentTime).toBe(60);
    // Past the video's end: text.
    expect(screen.queryByRole('button', { name: '9:00' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.com/rope' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("leaves a YouTube video's timestamps as text: its embed takes no commands", async () => {
    const external = {
      ...makeExternalVideo({
        videoId: 'dQw4w9WgXcQ',
        title: 'A YouTube video',
        description: 'Best part 0:03 https://example.com/y',
      }),
      likes: 1,
    };
    server.use(...externalVideoHandlers(external));
    renderWatch(external.videoId);
    expect(await screen.findByRole('link', { name: 'https://example.com/y' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '0:03' })).not.toBeInTheDocument();
  });
});
