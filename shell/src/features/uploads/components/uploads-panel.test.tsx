import { useUploads, type UploadItem } from '@kinora/shared';
import { apiUrl, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { UploadsPanelHost } from './uploads-panel-host';

const server = setupApiServer();

const upload = (change: Partial<UploadItem>): UploadItem => ({
  id: 'u1',
  videoId: 'v1',
  fileName: 'holiday.mp4',
  bytesSent: 450,
  bytesTotal: 1000,
  state: 'uploading',
  ...change,
});

const seed = (...uploads: UploadItem[]) => act(() => useUploads.setState({ uploads }));

afterEach(() => act(() => useUploads.setState({ uploads: [] })));

describe('UploadsPanel', () => {
  it('is not there (nor loaded) without uploads', () => {
    renderWithProviders(<UploadsPanelHost />);
    expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('shows each upload with its progress, Pause, then Resume', async () => {
    seed(upload({}));
    const { user } = renderWithProviders(<UploadsPanelHost />);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(panel).getByText('holiday.mp4')).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: 'Upload progress of holiday.mp4' }),
    ).toHaveAttribute('value', '45');
    expect(within(panel).getByText('45%')).toBeInTheDocument();
    expect(
      within(panel).getByRole('heading', { name: 'Uploading 1 file · 45%' }),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(await within(panel).findByText('Paused at 45%')).toBeInTheDocument();
    expect(useUploads.getState().uploads[0]?.state).toBe('paused');
    expect(within(panel).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('folds to its one-line summary and opens again', async () => {
    seed(upload({}), upload({ id: 'u2', fileName: 'trip.mp4', bytesSent: 0, videoId: null }));
    const { user } = renderWithProviders(<UploadsPanelHost />);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(
      within(panel).getByRole('heading', { name: 'Uploading 2 files · 22%' }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Hide' }));
    expect(within(panel).getByText('trip.mp4')).not.toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Show' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(within(panel).getByRole('button', { name: 'Show' }));
    expect(within(panel).getByText('trip.mp4')).toBeVisible();
  });

  it('says Processing… once sent, with a link to edit the video', async () => {
    seed(upload({ state: 'done', bytesSent: 1000 }));
    const { user } = renderWithProviders(<UploadsPanelHost />);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(panel).getByText('Processing…')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Edit video' })).toHaveAttribute(
      'href',
      '/upload-video?draft=v1',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a refused file, and Cancel deletes the draft", async () => {
    let deleted = '';
    server.use(
      http.delete(apiUrl('/videos/:videoId'), ({ params }) => {
        deleted = String(params.videoId);
        return ok({ videoId: deleted });
      }),
    );
    seed(upload({ state: 'error', error: 'This file is too large.' }));
    const { user } = renderWithProviders(<UploadsPanelHost />);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(within(panel).getByText('This file is too large.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel upload of holiday.mp4' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument(),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(deleted).toBe('v1');
  });

  it('asks for the same file again to resume an upload found after a reload', async () => {
    seed(upload({ state: 'paused', needsFile: true }));
    renderWithProviders(<UploadsPanelHost />);
    const panel = await screen.findByRole('region', { name: 'Uploads' });
    expect(
      within(panel).getByText('Paused at 45%. Pick the same file to go on.'),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('Resume')).toHaveAttribute('type', 'file');
  });
});
