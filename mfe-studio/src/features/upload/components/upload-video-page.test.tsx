import { useUploads, type UploadItem } from '@kinora/shared';
import {
  apiUrl,
  fail,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { makeFile } from '../../../test/make-file';
import { UploadVideoPage } from './upload-video-page';

const server = setupApiServer();

const videoFile = () => makeFile('holiday.mp4', 300 * 1024, 'video/mp4');
const imageFile = () => makeFile('cover.png', 2048, 'image/png');

/*
 * The transfer itself (tus) belongs to the upload manager and is tested there. Here the manager
 * starts nothing on the network: its `startUploads` records the files as uploads, and each test
 * plays what the transfer would report (the draft's id, progress, done).
 */
const picked: File[] = [];
const realStart = useUploads.getState().startUploads;
beforeEach(() => {
  picked.length = 0;
  useUploads.setState({
    uploads: [],
    startUploads: (files) => {
      picked.push(...files);
      const started = files.map((file, index): UploadItem => ({
        id: `u${picked.length - files.length + index}`,
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

function report(id: string, change: Partial<UploadItem>) {
  act(() => {
    useUploads.setState((state) => ({
      uploads: state.uploads.map((upload) =>
        upload.id === id ? { ...upload, ...change } : upload,
      ),
    }));
  });
}

function renderPage(route = '/upload-video') {
  return renderWithProviders(<UploadVideoPage />, { route, session: makeUser() });
}

describe('UploadVideoPage', () => {
  it("offers the spec's fields with the right file types; the thumbnail is optional", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Video' })).toBeInTheDocument();
    expect(screen.getByLabelText('Video Title')).toBeRequired();
    expect(screen.getByLabelText('Description')).toBeRequired();
    expect(screen.getByLabelText('Video File')).toHaveAttribute('accept', 'video/*');
    expect(screen.getByLabelText('Thumbnail Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Thumbnail Image')).not.toBeRequired();
    expect(screen.getByText('or drop video files here')).toBeInTheDocument();
    expect(document.title).toBe('Upload Video · Kinora');
  });

  it('starts uploading the picked file at once, names the draft after it and shows the progress', async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Video File'), videoFile());
    expect(picked.map((file) => file.name)).toEqual(['holiday.mp4']);
    expect(screen.getByLabelText('Video Title')).toHaveValue('holiday');
    report('u0', { bytesSent: 150 * 1024 });
    expect(screen.getByRole('status')).toHaveTextContent('Uploading: 50%');
  });

  it('says all fields are required and publishes nothing when one is missing', async () => {
    let published = false;
    server.use(
      http.post(apiUrl('/videos/:videoId/publish'), () => {
        published = true;
        return ok(makeVideo());
      }),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Video Title'), 'Only a title');
    await user.upload(screen.getByLabelText('Video File'), videoFile());
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
    expect(published).toBe(false);
  });

  it('saves the details with the thumbnail, waits for the upload, publishes and opens the video', async () => {
    const draft = makeVideo({ title: 'My holiday', status: 'uploading', draft: true });
    let saved: FormData | null = null;
    let publishedId = '';
    server.use(
      http.get(apiUrl(`/videos/${draft._id}`), () => ok(draft)),
      http.patch(apiUrl(`/videos/${draft._id}`), async ({ request }) => {
        saved = await request.formData();
        return ok(draft);
      }),
      http.post(apiUrl(`/videos/${draft._id}/publish`), () => {
        publishedId = draft._id;
        return ok({ ...draft, draft: false, status: 'processing' });
      }),
    );
    const view = renderPage();
    const { user } = view;
    await user.upload(screen.getByLabelText('Video File'), videoFile());
    await user.clear(screen.getByLabelText('Video Title'));
    await user.type(screen.getByLabelText('Video Title'), '  My holiday  ');
    await user.type(screen.getByLabelText('Description'), 'Sun and sea');
    await user.upload(screen.getByLabelText('Thumbnail Image'), imageFile());
    await user.selectOptions(screen.getByLabelText('Visibility'), 'unlisted');
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();

    // The server names the draft: the details go to it, and publishing waits for the last byte.
    report('u0', { videoId: draft._id });
    await waitFor(() => expect(saved).not.toBeNull());
    const form = saved as FormData | null;
    expect(form?.get('title')).toBe('My holiday');
    expect(form?.get('description')).toBe('Sun and sea');
    expect(form?.get('visibility')).toBe('unlisted');
    expect(form?.get('thumbnail')).toHaveProperty('name', 'cover.png');
    expect(publishedId).toBe('');

    report('u0', { state: 'done', bytesSent: 300 * 1024 });
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect(publishedId).toBe(draft._id);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/watch/${draft._id}`));
  });

  it("shows the server's message when the upload is refused", async () => {
    const { user } = renderPage();
    await user.upload(screen.getByLabelText('Video File'), videoFile());
    report('u0', { state: 'error', error: 'That file is not a video.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That file is not a video.');
  });

  it('opens a draft from its link with its details, offers its frames and saves the one picked', async () => {
    const draft = makeVideo({
      title: 'Trip',
      description: 'Mountains',
      visibility: 'private',
      status: 'ready',
      draft: true,
      thumbnail: '',
      thumbnailChoices: ['/f0.jpg', '/f1.jpg', '/f2.jpg'],
    });
    let body: unknown = null;
    server.use(
      http.get(apiUrl(`/videos/${draft._id}`), () => ok(draft)),
      http.patch(apiUrl(`/videos/${draft._id}`), async ({ request }) => {
        body = await request.json();
        return ok(draft);
      }),
    );
    const { user } = renderPage(`/upload-video?draft=${draft._id}`);
    await waitFor(() => expect(screen.getByLabelText('Video Title')).toHaveValue('Trip'));
    expect(screen.getByLabelText('Description')).toHaveValue('Mountains');
    await user.click(screen.getByRole('radio', { name: 'Frame 2' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Details saved.')).toBeInTheDocument();
    expect(body).toEqual({
      title: 'Trip',
      description: 'Mountains',
      visibility: 'private',
      thumbnailChoice: 1,
    });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('keeps the page when saving the details fails, with the server message', async () => {
    const draft = makeVideo({ title: 'Trip', description: 'Mountains', draft: true });
    server.use(
      http.get(apiUrl(`/videos/${draft._id}`), () => ok(draft)),
      http.patch(apiUrl(`/videos/${draft._id}`), () =>
        fail(400, 'The thumbnail must be an image.'),
      ),
    );
    const { user } = renderPage(`/upload-video?draft=${draft._id}`);
    await waitFor(() => expect(screen.getByLabelText('Video Title')).toHaveValue('Trip'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The thumbnail must be an image.');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
