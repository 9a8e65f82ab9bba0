import { makeUser, makeVideo, renderWithProviders } from '@kinora/shared/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { FakeXhr } from '../../../test/fake-xhr';
import { makeFile } from '../../../test/make-file';
import { UploadVideoPage } from './upload-video-page';

// Progress comes from the browser's XMLHttpRequest upload events, so this file drives a fake one.
const RealXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  globalThis.XMLHttpRequest = RealXhr;
});

async function startUpload() {
  const view = renderWithProviders(<UploadVideoPage />, {
    route: '/upload-video',
    session: makeUser(),
  });
  await view.user.type(screen.getByLabelText('Video Title'), 'Big file');
  await view.user.type(screen.getByLabelText('Description'), 'Takes a while');
  await view.user.upload(
    screen.getByLabelText('Video File'),
    makeFile('big.mp4', 4096, 'video/mp4'),
  );
  await view.user.upload(
    screen.getByLabelText('Thumbnail Image'),
    makeFile('big.jpg', 512, 'image/jpeg'),
  );
  await view.user.click(screen.getByRole('button', { name: 'Upload Video' }));
  const xhr = await waitFor(() => {
    const sent = FakeXhr.sent[0];
    if (!sent) throw new Error('nothing sent yet');
    return sent;
  });
  return { view, xhr };
}

describe('upload progress', () => {
  it("shows 'Uploading: N%' as the browser sends the body, then opens the new video", async () => {
    const { view, xhr } = await startUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/v1\/videos$/);
    expect(screen.getByText('Uploading: 0%')).toBeInTheDocument();

    act(() => xhr.progress(250, 1000));
    expect(await screen.findByText('Uploading: 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '25',
    );

    act(() => xhr.progress(666, 1000));
    expect(await screen.findByText('Uploading: 67%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();

    const video = makeVideo();
    act(() =>
      xhr.respond(201, {
        statusCode: 201,
        data: video,
        message: 'Video uploaded successfully',
        success: true,
      }),
    );
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/watch/${video._id}`));
  });

  it('cancels a running upload and gives the form back', async () => {
    const { view, xhr } = await startUpload();
    act(() => xhr.progress(100, 1000));
    expect(await screen.findByText('Uploading: 10%')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByText(/^Uploading:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/upload-video');
  });
});
