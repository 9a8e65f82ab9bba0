import {
  apiUrl,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { http as mock } from 'msw';
import { PROCESSING_POLL_MS } from '../../features/video-details/hooks/use-watch-video';
import { ownVideoHandlers } from './watch-test-handlers';
import { WatchPage } from './watch-page';

const server = setupApiServer();

/** Answers the video as `current()` says, and counts the views the page reports. */
function videoServer(current: () => ReturnType<typeof makeVideo>) {
  const reported: string[] = [];
  const video = current();
  server.use(
    mock.get(apiUrl(`/videos/${video._id}`), () => ok(current())),
    mock.post(apiUrl(`/videos/${video._id}/views`), () => {
      reported.push(video._id);
      return ok({ videoId: video._id, views: video.views + 1 });
    }),
    ...ownVideoHandlers(video),
  );
  return reported;
}

const renderWatch = (id: string) =>
  renderWithProviders(<WatchPage />, { route: `/watch/${id}`, path: '/watch/:videoId' });

describe('WatchPage views', () => {
  afterEach(() => jest.useRealTimers());

  it('reports one view of a ready video, and shows the count it answers', async () => {
    const video = makeVideo({ title: 'Ready one', views: 41 });
    const reported = videoServer(() => video);
    renderWatch(video._id);
    expect(await screen.findByText(/42 views/)).toBeInTheDocument();
    expect(reported).toEqual([video._id]);
  });

  it('reports none while the video processes, however often it asks, and one once it is ready', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let status: 'processing' | 'ready' = 'processing';
    const base = makeVideo({ title: 'Fresh upload', views: 0 });
    const reported = videoServer(() => ({
      ...base,
      status,
      ...(status === 'processing' ? { processing: { progress: 10, stage: 'transcoding' } } : {}),
    }));
    renderWatch(base._id);
    expect(await screen.findByText(/This video is processing/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    expect(reported).toEqual([]);
    status = 'ready';
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    await waitFor(() => expect(reported).toEqual([base._id]));
  });
});
