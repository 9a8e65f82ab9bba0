import { useUploads, type UploadItem, type Video } from '@kinora/shared';
import {
  apiUrl,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { makeFile } from '../../../test/make-file';
import { CreatorDashboardPage } from './creator-dashboard-page';

const server = setupApiServer();

/*
 * The transfer (tus) belongs to the upload manager and is tested there: here `startUploads`
 * records the files, and the test plays what the transfer reports (the draft's id).
 */
const realStart = useUploads.getState().startUploads;
beforeEach(() => {
  useUploads.setState({
    uploads: [],
    startUploads: (files) => {
      const started = files.map((file, index): UploadItem => ({
        id: `u${index}`,
        videoId: null,
        fileName: file.name,
        bytesSent: 0,
        bytesTotal: file.size,
        state: 'uploading',
      }));
      useUploads.setState((state) => ({ uploads: [...state.uploads, ...started] }));
      return started.map((upload) => upload.id);
    },
  });
});
afterAll(() => useUploads.setState({ uploads: [], startUploads: realStart }));

describe('CreatorDashboardPage: a file dropped on the page', () => {
  it('shows its draft in the content table as soon as the server named it, without a reload', async () => {
    const older = makeVideo({ title: 'Older one' });
    const draft: Video = makeVideo({
      title: 'holiday',
      visibility: 'private',
      status: 'uploading',
      draft: true,
      upload: { received: 0, total: 2048, expiresAt: '2030-01-01T00:00:00.000Z' },
    });
    let listAsked = 0;
    server.use(
      http.get(apiUrl('/dashboard/videos'), () => {
        listAsked += 1;
        return ok(page([older]));
      }),
      http.get(apiUrl(`/videos/${draft._id}`), () => ok(draft)),
    );
    renderWithProviders(<CreatorDashboardPage />, {
      route: '/creator/dashboard',
      session: makeUser(),
    });
    await screen.findByRole('link', { name: 'Older one' });

    const file = makeFile('holiday.mp4', 2048, 'video/mp4');
    fireEvent.drop(window, { dataTransfer: { types: ['Files'], files: [file] } });
    expect(useUploads.getState().uploads.map((upload) => upload.fileName)).toEqual(['holiday.mp4']);
    // Before the server answers the creation there is no draft to show.
    expect(screen.queryByRole('link', { name: 'holiday' })).not.toBeInTheDocument();

    act(() =>
      useUploads.setState((state) => ({
        uploads: state.uploads.map((upload) => ({ ...upload, videoId: draft._id })),
      })),
    );
    const link = await screen.findByRole('link', { name: 'holiday' });
    const row = link.closest('tr');
    if (!row) throw new Error('No row for the draft');
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Uploading 0%')).toBeInTheDocument();
    // On top (newest first), and the list itself was not asked for again.
    const titles = screen.getAllByRole('row').map((each) => each.textContent ?? '');
    expect(titles.findIndex((text) => text.includes('holiday'))).toBeLessThan(
      titles.findIndex((text) => text.includes('Older one')),
    );
    expect(listAsked).toBe(1);

    // Progress reports of the same upload add no second row.
    act(() =>
      useUploads.setState((state) => ({
        uploads: state.uploads.map((upload) => ({ ...upload, bytesSent: 1024 })),
      })),
    );
    expect(screen.getAllByRole('link', { name: 'holiday' })).toHaveLength(1);
  });
});
