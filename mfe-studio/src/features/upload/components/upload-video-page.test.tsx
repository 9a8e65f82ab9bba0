import {
  apiUrl,
  fail,
  makeUser,
  makeVideo,
  ok,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { makeFile } from '../../../test/make-file';
import { UploadVideoPage } from './upload-video-page';

const server = setupApiServer();

const videoFile = () => makeFile('holiday.mp4', 300 * 1024, 'video/mp4');
const imageFile = () => makeFile('cover.png', 2048, 'image/png');

function renderPage() {
  return renderWithProviders(<UploadVideoPage />, { route: '/upload-video', session: makeUser() });
}

async function fillAll(view: ReturnType<typeof renderPage>) {
  const { user } = view;
  await user.type(screen.getByLabelText('Video Title'), '  My holiday  ');
  await user.type(screen.getByLabelText('Description'), 'Sun and sea');
  await user.upload(screen.getByLabelText('Video File'), videoFile());
  await user.upload(screen.getByLabelText('Thumbnail Image'), imageFile());
}

describe('UploadVideoPage', () => {
  it('offers the four required fields with the right file types', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Upload Video' })).toBeInTheDocument();
    expect(screen.getByLabelText('Video Title')).toBeRequired();
    expect(screen.getByLabelText('Description')).toBeRequired();
    expect(screen.getByLabelText('Video File')).toHaveAttribute('accept', 'video/*');
    expect(screen.getByLabelText('Thumbnail Image')).toHaveAttribute('accept', 'image/*');
    expect(document.title).toBe('Upload Video · Kinora');
  });

  it('says all fields are required and sends nothing when one is missing', async () => {
    let sent = false;
    server.use(
      http.post(apiUrl('/videos'), () => {
        sent = true;
        return ok(makeVideo(), 201);
      }),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Video Title'), 'Only a title');
    await user.upload(screen.getByLabelText('Video File'), videoFile());
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
    expect(sent).toBe(false);
  });

  it('treats a whitespace-only title as missing', async () => {
    const view = renderPage();
    await fillAll(view);
    await view.user.clear(screen.getByLabelText('Video Title'));
    await view.user.type(screen.getByLabelText('Video Title'), '   ');
    await view.user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
  });

  it('shows the chosen files, name and size, and a thumbnail preview before sending', async () => {
    const view = renderPage();
    await fillAll(view);
    expect(screen.getByText('holiday.mp4')).toBeInTheDocument();
    expect(screen.getByText('300 KB')).toBeInTheDocument();
    expect(screen.getByText('cover.png')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of cover.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });

  it('sends the multipart form, disables submit while sending, then toasts and opens the video', async () => {
    const created = makeVideo({ title: 'My holiday' });
    let received: FormData | null = null;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiUrl('/videos'), async ({ request }) => {
        received = await request.formData();
        await answered;
        return ok(created, 201);
      }),
    );
    const view = renderPage();
    await fillAll(view);
    await view.user.click(screen.getByRole('button', { name: 'Upload Video' }));

    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByText(/^Uploading: \d+%$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Video Title')).toBeDisabled();

    answer();
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/watch/${created._id}`));
    const form = received as FormData | null;
    expect(form?.get('title')).toBe('My holiday');
    expect(form?.get('description')).toBe('Sun and sea');
    expect(form?.get('videoFile')).toHaveProperty('name', 'holiday.mp4');
    expect(form?.get('thumbnail')).toHaveProperty('name', 'cover.png');
    expect(form?.get('visibility')).toBe('public');
  });

  it('is public by default and sends the visibility chosen, explaining each one', async () => {
    let received: FormData | null = null;
    server.use(
      http.post(apiUrl('/videos'), async ({ request }) => {
        received = await request.formData();
        return ok(makeVideo({ visibility: 'unlisted', isPublished: false }), 201);
      }),
    );
    const view = renderPage();
    const select = screen.getByLabelText('Visibility');
    expect(select).toHaveValue('public');
    expect(select).toHaveAccessibleDescription('Everyone can find and watch it.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Public',
      'Unlisted',
      'Private',
    ]);
    await view.user.selectOptions(select, 'Unlisted');
    expect(select).toHaveAccessibleDescription(
      'Anyone with the link can watch it; it is never listed, searched or recommended.',
    );
    await fillAll(view);
    await view.user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    expect((received as FormData | null)?.get('visibility')).toBe('unlisted');
  });

  it("shows the server's message when the upload is refused, and can be sent again", async () => {
    server.use(http.post(apiUrl('/videos'), () => fail(415, 'The thumbnail must be an image.')));
    const view = renderPage();
    await fillAll(view);
    await view.user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The thumbnail must be an image.');
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
    expect(view.router.state.location.pathname).toBe('/upload-video');
  });

  it('falls back to a generic message when the server gives none', async () => {
    server.use(http.post(apiUrl('/videos'), () => fail(500, '')));
    const view = renderPage();
    await fillAll(view);
    await view.user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
  });

  it('asks before the page is left while a chosen video would be lost, not after Cancel', async () => {
    server.use(http.post(apiUrl('/videos'), () => new Promise<never>(() => undefined)));
    const view = renderPage();
    expect(unloadIsAsked()).toBe(false);
    await fillAll(view);
    expect(unloadIsAsked()).toBe(true);

    await view.user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(unloadIsAsked()).toBe(true);

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Upload Video' })).toBeEnabled();
    expect(unloadIsAsked()).toBe(false);

    // Another video chosen is work to lose again.
    await view.user.upload(screen.getByLabelText('Video File'), videoFile());
    expect(unloadIsAsked()).toBe(true);
  });
});

/** Whether a reload or closing the tab would be asked about now. */
function unloadIsAsked(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
