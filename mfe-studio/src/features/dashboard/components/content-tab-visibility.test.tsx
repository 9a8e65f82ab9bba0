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
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ContentTab } from './content-tab';

const server = setupApiServer();
const shown = makeVideo({ title: 'Out in the world' });
const byLink = makeVideo({ title: 'For friends', visibility: 'unlisted', isPublished: false });
const hidden = makeVideo({ title: 'Still a secret', isPublished: false });

function renderTab() {
  server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([shown, byLink, hidden]))));
  return renderWithProviders(<ContentTab />, { route: '/creator/dashboard', session: makeUser() });
}

describe('ContentTab: visibility', () => {
  it('shows each video as public, unlisted or private', async () => {
    renderTab();
    expect(
      await screen.findByRole('combobox', { name: 'Visibility: Out in the world' }),
    ).toHaveValue('public');
    expect(screen.getByRole('combobox', { name: 'Visibility: For friends' })).toHaveValue(
      'unlisted',
    );
    expect(screen.getByRole('combobox', { name: 'Visibility: Still a secret' })).toHaveValue(
      'private',
    );
  });

  it('saves a new visibility with PATCH, updates the row and toasts', async () => {
    let body: unknown = null;
    server.use(
      http.patch(apiUrl('/videos/:videoId'), async ({ request, params }) => {
        expect(params.videoId).toBe(shown._id);
        body = await request.json();
        return ok({ ...shown, visibility: 'unlisted', isPublished: false });
      }),
    );
    const { user } = renderTab();
    const select = await screen.findByRole('combobox', { name: 'Visibility: Out in the world' });
    await user.selectOptions(select, 'Unlisted');
    expect(await screen.findByText('Video is now unlisted.')).toBeInTheDocument();
    expect(body).toEqual({ visibility: 'unlisted' });
    expect(select).toHaveValue('unlisted');
    await waitFor(() => expect(select).toBeEnabled());
  });

  it('keeps the old visibility and says why when the change fails', async () => {
    server.use(
      http.patch(apiUrl('/videos/:videoId'), () => fail(400, 'visibility must be one of them')),
    );
    const { user } = renderTab();
    const select = await screen.findByRole('combobox', { name: 'Visibility: Still a secret' });
    await user.selectOptions(select, 'Public');
    expect(await screen.findByText('visibility must be one of them')).toBeInTheDocument();
    expect(select).toHaveValue('private');
  });
});
