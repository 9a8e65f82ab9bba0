import {
  apiUrl,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ContentTab } from './content-tab';
import type { Video } from '@kinora/shared';

const server = setupApiServer();

function renderTab(video: Video, sent: unknown[]) {
  server.use(
    http.get(apiUrl('/dashboard/videos'), () => ok(page([video]))),
    http.patch(apiUrl('/videos/:videoId'), async ({ request }) => {
      sent.push(await request.json());
      return ok(video);
    }),
  );
  return renderWithProviders(<ContentTab />, { route: '/creator/dashboard', session: makeUser() });
}

describe('Edit Video: comments', () => {
  it('offers the video’s comment setting and sends it when changed', async () => {
    const video = makeVideo({ title: 'Clip', commentPolicySetting: 'held' });
    const sent: unknown[] = [];
    const { user } = renderTab(video, sent);
    await user.click(await screen.findByRole('button', { name: 'Edit Clip' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    const select = within(dialog).getByRole('combobox', { name: 'Comments' });
    expect(select).toHaveValue('held');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Channel default', 'On', 'Held for review', 'Off']);

    await user.selectOptions(select, 'Off');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Clip', description: video.description, commentPolicy: 'off' }]);
  });

  it('starts at Channel default and leaves the setting out when unchanged', async () => {
    const video = makeVideo({ title: 'Clip' });
    const sent: unknown[] = [];
    const { user } = renderTab(video, sent);
    await user.click(await screen.findByRole('button', { name: 'Edit Clip' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Video' });
    expect(within(dialog).getByRole('combobox', { name: 'Comments' })).toHaveValue('channel');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Clip', description: video.description }]);
  });
});
