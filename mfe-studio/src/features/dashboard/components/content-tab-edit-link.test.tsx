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
import { ContentTab, EDIT_OPEN_FAILED } from './content-tab';

const server = setupApiServer();
const me = makeUser();
const first = makeVideo({
  title: 'On the first page',
  owner: { ...makeVideo().owner, _id: me._id },
});
const stranger = makeVideo({ title: 'Not mine' });
// Further down the list than the first page: the link asks for it by id.
const later = makeVideo({ title: 'An older one', owner: { ...first.owner } });

function renderAt(route: string) {
  server.use(
    http.get(apiUrl('/dashboard/videos'), () => ok(page([first]))),
    http.get(apiUrl('/videos/:videoId'), ({ params }) =>
      params.videoId === later._id
        ? ok(later)
        : params.videoId === stranger._id
          ? ok(stranger)
          : fail(404, 'Video not found.'),
    ),
  );
  return renderWithProviders(<ContentTab />, { route, session: me });
}

describe('ContentTab: the Edit video link (?edit=)', () => {
  it("opens the named video's dialog, and closing it leaves the address without the parameter", async () => {
    const { user, router } = renderAt(`/creator/dashboard?edit=${later._id}`);
    await screen.findByRole('dialog', { name: 'Edit Video' });
    expect(screen.getByLabelText('Video Title')).toHaveValue('An older one');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says so when the video cannot be opened, and opens no dialog', async () => {
    renderAt('/creator/dashboard?edit=0123456789abcdef01234567');
    expect(await screen.findByText('Video not found.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does not open someone else's video", async () => {
    renderAt(`/creator/dashboard?edit=${stranger._id}`);
    expect(await screen.findByText(EDIT_OPEN_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
