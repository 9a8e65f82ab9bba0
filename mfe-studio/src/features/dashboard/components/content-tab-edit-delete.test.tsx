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
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { makeFile } from '../../../test/make-file';
import { ContentTab } from './content-tab';

const server = setupApiServer();
const video = makeVideo({ title: 'Old title', description: 'Old words' });
const other = makeVideo({ title: 'Another one' });

function renderTab() {
  server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([video, other]))));
  return renderWithProviders(<ContentTab />, { route: '/creator/dashboard', session: makeUser() });
}

describe('ContentTab: edit', () => {
  it('saves a new title and description as JSON, updates the row and toasts', async () => {
    let body: unknown = null;
    let contentType = '';
    server.use(
      http.patch(apiUrl('/videos/:videoId'), async ({ request, params }) => {
        contentType = request.headers.get('content-type') ?? '';
        body = await request.json();
        expect(params.videoId).toBe(video._id);
        return ok({ ...video, title: 'New title', description: 'New words' });
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const title = within(dialog).getByLabelText('Video Title');
    expect(title).toHaveValue('Old title');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Old words');
    await user.clear(title);
    await user.type(title, ' New title ');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.type(within(dialog).getByLabelText('Description'), 'New words');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New title' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old title' })).not.toBeInTheDocument();
    expect(contentType).toContain('application/json');
    expect(body).toEqual({ title: 'New title', description: 'New words' });
  });

  it('changes the visibility with the rest, as the upload form sets it', async () => {
    let body: unknown = null;
    server.use(
      http.patch(apiUrl('/videos/:videoId'), async ({ request }) => {
        body = await request.json();
        return ok({ ...video, visibility: 'unlisted' });
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const visibility = within(dialog).getByRole('combobox', { name: 'Visibility' });
    expect(visibility).toHaveValue('public');
    await user.selectOptions(visibility, 'unlisted');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(body).toEqual({ title: 'Old title', description: 'Old words', visibility: 'unlisted' });
    expect(screen.getByRole('combobox', { name: 'Visibility: Old title' })).toHaveValue('unlisted');
  });

  it('sends multipart when a new thumbnail is chosen and previews it first', async () => {
    let received: FormData | null = null;
    server.use(
      http.patch(apiUrl('/videos/:videoId'), async ({ request }) => {
        received = await request.formData();
        return ok({ ...video, thumbnail: '/media/thumbnails/new.jpg' });
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    expect(within(dialog).getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      video.thumbnail,
    );
    await user.upload(
      within(dialog).getByLabelText('Thumbnail Image'),
      makeFile('new.png', 1000, 'image/png'),
    );
    expect(within(dialog).getByRole('img', { name: 'Preview of new.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    const form = received as FormData | null;
    expect(form?.get('title')).toBe('Old title');
    expect(form?.get('description')).toBe('Old words');
    expect(form?.has('visibility')).toBe(false);
    expect(form?.get('thumbnail')).toHaveProperty('name', 'new.png');
    const row = screen.getByRole('row', { name: /Old title/ });
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/thumbnails/new.jpg');
  });

  it('refuses an empty title without calling the server', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    await user.clear(within(dialog).getByLabelText('Video Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Title and description are required.',
    );
  });

  it('keeps the dialog open with the reason when saving fails', async () => {
    server.use(
      http.patch(apiUrl('/videos/:videoId'), () =>
        fail(400, 'title must be at most 200 characters'),
      ),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'title must be at most 200 characters',
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Old title' })).toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Old title' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ContentTab: delete', () => {
  it('asks first, then deletes, removes the row and toasts', async () => {
    let deleted = '';
    server.use(
      http.delete(apiUrl('/videos/:videoId'), ({ params }) => {
        deleted = String(params.videoId);
        return ok({ videoId: params.videoId });
      }),
    );
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Old title' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Video' });
    expect(confirm).toHaveTextContent('Are you sure you want to permanently delete "Old title"?');
    expect(deleted).toBe('');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Video deleted successfully!')).toBeInTheDocument();
    expect(deleted).toBe(video._id);
    expect(screen.queryByRole('link', { name: 'Old title' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Another one' })).toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Old title' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Old title' })).toBeInTheDocument();
  });

  it('keeps the row and toasts the failure', async () => {
    server.use(http.delete(apiUrl('/videos/:videoId'), () => fail(500, '')));
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete Old title' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete video.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Old title' })).toBeInTheDocument();
  });
});
