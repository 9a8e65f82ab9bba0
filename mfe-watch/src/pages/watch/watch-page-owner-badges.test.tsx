import {
  makeUser,
  makeVideo,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const owner = makeUser();
const server = setupApiServer();

const renderWatch = (id: string, session: ReturnType<typeof makeUser> | null) =>
  renderWithProviders(<WatchPage />, { route: `/watch/${id}`, path: '/watch/:videoId', session });

const badges = () =>
  screen.queryByRole('list', { name: 'Video status' })?.textContent?.split(/(?=[A-Z])/) ?? [];

describe('the owner badges on the watch page', () => {
  it.each([
    ['private', 'ready', ['Private']],
    ['unlisted', 'ready', ['Unlisted']],
    ['unlisted', 'processing', ['Unlisted', 'Processing']],
    ['public', 'processing', ['Processing']],
    ['public', 'ready', []],
  ] as const)('a %s, %s video shows %j to its owner', async (visibility, status, expected) => {
    const video = makeVideo({
      owner: { _id: owner._id, username: owner.username, fullName: owner.fullName, avatar: '' },
      visibility,
      isPublished: visibility === 'public',
      status,
      ...(status === 'processing' ? { processing: { progress: 40, stage: 'transcoding' } } : {}),
    });
    server.use(...ownVideoHandlers(video));
    renderWatch(video._id, owner);
    await screen.findByRole('heading', { level: 1, name: video.title });
    expect(badges()).toEqual(expected);
  });

  it('never shows them to anyone else, even on an unlisted video', async () => {
    const video = makeVideo({ visibility: 'unlisted', isPublished: false });
    server.use(...ownVideoHandlers(video));
    renderWatch(video._id, makeUser());
    await screen.findByRole('heading', { level: 1, name: video.title });
    expect(screen.queryByText('Unlisted')).not.toBeInTheDocument();
    expect(badges()).toEqual([]);
  });
});
