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
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ContentTab, PROCESSING_POLL_MS } from './content-tab';
import type { Video } from '@kinora/shared';

const server = setupApiServer();
const ready = makeVideo({ title: 'Ready one' });
const processing = makeVideo({
  title: 'Fresh upload',
  status: 'processing',
  processing: { progress: 45, stage: 'transcoding' },
});
const failed = makeVideo({
  title: 'Broken upload',
  status: 'failed',
  failureReason: 'This video could not be processed: no video stream',
});

function renderTab(videos: Video[]) {
  server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page(videos))));
  return renderWithProviders(<ContentTab />, { route: '/creator/dashboard', session: makeUser() });
}

const rowOf = (title: string) => {
  const row = screen.getByRole('link', { name: title }).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return within(row);
};

afterEach(() => jest.useRealTimers());

describe('ContentTab: processing', () => {
  it('shows Processing N% and follows it every 3 s until the video is ready', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let answer: Video = processing;
    let asked = 0;
    server.use(
      http.get(apiUrl(`/videos/${processing._id}`), () => {
        asked += 1;
        return ok(answer);
      }),
    );
    renderTab([processing, ready]);
    await screen.findByRole('link', { name: 'Fresh upload' });
    expect(rowOf('Fresh upload').getByText('Processing 45%')).toBeInTheDocument();
    expect(rowOf('Ready one').queryByText(/Processing/)).not.toBeInTheDocument();

    answer = { ...processing, processing: { progress: 90, stage: 'packaging' } };
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(await screen.findByText('Processing 90%')).toBeInTheDocument();

    answer = { ...processing, status: 'ready', processing: undefined };
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByText(/Processing \d+%/)).not.toBeInTheDocument();

    const before = asked;
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 3));
    expect(asked).toBe(before);
  });

  it('does not poll when nothing is processing', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let asked = 0;
    server.use(
      http.get(apiUrl('/videos/:videoId'), () => {
        asked += 1;
        return ok(ready);
      }),
    );
    renderTab([ready]);
    await screen.findByRole('link', { name: 'Ready one' });
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS * 2));
    expect(asked).toBe(0);
  });
});

describe('ContentTab: failed', () => {
  it('shows Failed with the reason; Retry queues it again and the row shows Processing', async () => {
    let retried = '';
    server.use(
      http.post(apiUrl('/videos/:videoId/retry'), ({ params }) => {
        retried = String(params.videoId);
        return ok({
          ...failed,
          status: 'processing',
          failureReason: undefined,
          processing: { progress: 0, stage: 'queued' },
        });
      }),
      http.get(apiUrl(`/videos/${failed._id}`), () => ok(failed)),
    );
    const { user } = renderTab([failed, ready]);
    await screen.findByRole('link', { name: 'Broken upload' });
    const row = rowOf('Broken upload');
    expect(row.getByText('Failed')).toBeInTheDocument();
    expect(row.getByText('This video could not be processed: no video stream')).toBeInTheDocument();
    expect(rowOf('Ready one').queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Retry processing Broken upload' }));
    expect(await row.findByText('Processing 0%')).toBeInTheDocument();
    expect(row.queryByText('Failed')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(retried).toBe(failed._id);
  });

  it('keeps the row failed and says so when Retry fails', async () => {
    server.use(
      http.post(apiUrl('/videos/:videoId/retry'), () => fail(409, 'The video is not failed')),
    );
    const { user } = renderTab([failed]);
    await screen.findByRole('link', { name: 'Broken upload' });
    await user.click(screen.getByRole('button', { name: 'Retry processing Broken upload' }));
    expect(await screen.findByText('The video is not failed')).toBeInTheDocument();
    expect(rowOf('Broken upload').getByText('Failed')).toBeInTheDocument();
  });
});

describe('ContentTab: drafts', () => {
  const uploadingDraft = makeVideo({
    title: 'Half sent',
    status: 'uploading',
    draft: true,
    thumbnail: '',
    upload: { received: 450, total: 1000, expiresAt: '2030-01-01T00:00:00.000Z' },
  });
  const processingDraft = makeVideo({
    title: 'Being cut',
    status: 'processing',
    draft: true,
    processing: { progress: 60, stage: 'transcoding' },
  });

  it('labels drafts with how far they are, shows a neutral thumbnail and follows the upload', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let answer: Video = uploadingDraft;
    server.use(
      http.get(apiUrl(`/videos/${uploadingDraft._id}`), () => ok(answer)),
      http.get(apiUrl(`/videos/${processingDraft._id}`), () => ok(processingDraft)),
    );
    renderTab([uploadingDraft, processingDraft, ready]);
    await screen.findByRole('link', { name: 'Half sent' });
    const row = rowOf('Half sent');
    expect(row.getByText('Draft')).toBeInTheDocument();
    expect(row.getByText('Uploading 45%')).toBeInTheDocument();
    expect(rowOf('Being cut').getByText('Draft')).toBeInTheDocument();
    expect(rowOf('Being cut').getByText('Processing 60%')).toBeInTheDocument();
    expect(rowOf('Ready one').queryByText('Draft')).not.toBeInTheDocument();
    // A draft is stored private: its Visibility says Draft, never the Private it is stored as.
    expect(row.queryByRole('combobox')).not.toBeInTheDocument();
    expect(row.queryByText('Private')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Visibility: Ready one' })).toBeInTheDocument();
    const thumbnail = screen
      .getByRole('link', { name: 'Half sent' })
      .closest('tr')
      ?.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    for (const name of ['Publish Half sent', 'Edit Half sent', 'Delete Half sent']) {
      expect(row.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(rowOf('Ready one').queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();

    answer = {
      ...uploadingDraft,
      upload: { received: 900, total: 1000, expiresAt: '2030-01-01T00:00:00.000Z' },
    };
    await act(() => jest.advanceTimersByTimeAsync(PROCESSING_POLL_MS));
    expect(await row.findByText('Uploading 90%')).toBeInTheDocument();
  });

  it('publishes a draft from its row', async () => {
    let published = '';
    server.use(
      http.get(apiUrl(`/videos/${processingDraft._id}`), () => ok(processingDraft)),
      http.post(apiUrl('/videos/:videoId/publish'), ({ params }) => {
        published = String(params.videoId);
        return ok({ ...processingDraft, draft: false });
      }),
    );
    const { user } = renderTab([processingDraft]);
    await screen.findByRole('link', { name: 'Being cut' });
    await user.click(rowOf('Being cut').getByRole('button', { name: 'Publish Being cut' }));
    expect(await screen.findByText('Video published.')).toBeInTheDocument();
    expect(published).toBe(processingDraft._id);
    expect(rowOf('Being cut').queryByText('Draft')).not.toBeInTheDocument();
    expect(rowOf('Being cut').queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    expect(rowOf('Being cut').getByRole('combobox', { name: 'Visibility: Being cut' })).toHaveValue(
      'public',
    );
  });

  it('deletes a draft from its row', async () => {
    let deleted = '';
    server.use(
      http.get(apiUrl(`/videos/${uploadingDraft._id}`), () => ok(uploadingDraft)),
      http.delete(apiUrl('/videos/:videoId'), ({ params }) => {
        deleted = String(params.videoId);
        return new Response(null, { status: 204 });
      }),
    );
    const { user } = renderTab([uploadingDraft, ready]);
    await screen.findByRole('link', { name: 'Half sent' });
    await user.click(rowOf('Half sent').getByRole('button', { name: 'Delete Half sent' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Video' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Half sent' })).not.toBeInTheDocument(),
    );
    expect(deleted).toBe(uploadingDraft._id);
    expect(screen.getByRole('link', { name: 'Ready one' })).toBeInTheDocument();
  });
});
