import {
  makeUser,
  makeVideo,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const server = setupApiServer();

const renderWatch = (id: string) =>
  renderWithProviders(<WatchPage />, {
    route: `/watch/${id}`,
    path: '/watch/:videoId',
    session: makeUser(),
  });

describe('the comment policy on the watch page', () => {
  it('says comments are turned off when the video’s policy is off', async () => {
    const video = makeVideo({ commentPolicy: 'off' });
    server.use(...ownVideoHandlers(video));
    renderWatch(video._id);
    expect(await screen.findByText('Comments are turned off.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
  });

  it('hints at the review when comments are held', async () => {
    const video = makeVideo({ commentPolicy: 'held' });
    server.use(...ownVideoHandlers(video));
    renderWatch(video._id);
    expect(
      await screen.findByText('Comments are reviewed by the creator before they appear.'),
    ).toBeInTheDocument();
  });
});
