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
import { makeFile } from '../../../test/make-file';
import { ContentTab } from './content-tab';
import type { Video } from '@kinora/shared';

const server = setupApiServer();

function renderTab(video: Video, sent: unknown[], answer: Video = video) {
  server.use(
    http.get(apiUrl('/dashboard/videos'), () => ok(page([video]))),
    http.patch(apiUrl('/videos/:videoId'), async ({ request }) => {
      sent.push(await request.json());
      return ok(answer);
    }),
  );
  return renderWithProviders(<ContentTab />, { route: '/creator/dashboard', session: makeUser() });
}

async function openEdit(user: ReturnType<typeof renderTab>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return screen.getByRole('dialog', { name: 'Edit Video' });
}

describe('Edit Video: sensitive content', () => {
  it('marks the video sensitive, and the table then tags it', async () => {
    const video = makeVideo({ title: 'Clip' });
    const sent: unknown[] = [];
    const { user } = renderTab(video, sent, { ...video, sensitive: true });
    expect(await screen.findByRole('link', { name: 'Clip' })).toBeInTheDocument();
    expect(screen.queryByText('Sensitive')).not.toBeInTheDocument();
    const dialog = await openEdit(user, 'Clip');
    const box = within(dialog).getByRole('checkbox', { name: 'Sensitive content' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Viewers are warned before it plays.');

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Clip', description: video.description, sensitive: true }]);
    expect(screen.getByText('Sensitive')).toBeInTheDocument();
  });

  it('takes the owner’s own mark off', async () => {
    const video = makeVideo({ title: 'Clip', sensitive: true, sensitiveByModerator: false });
    const sent: unknown[] = [];
    const { user } = renderTab(video, sent, { ...video, sensitive: false });
    const dialog = await openEdit(user, 'Clip');
    const box = within(dialog).getByRole('checkbox', { name: 'Sensitive content' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Clip', description: video.description, sensitive: false }]);
  });

  it('shows a moderator’s mark checked and fixed, and never sends it', async () => {
    const video = makeVideo({ title: 'Clip', sensitive: true, sensitiveByModerator: true });
    const sent: unknown[] = [];
    const { user } = renderTab(video, sent);
    const dialog = await openEdit(user, 'Clip');
    const box = within(dialog).getByRole('checkbox', { name: 'Sensitive content' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('A moderator marked this video sensitive.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ title: 'Clip', description: video.description }]);
  });

  it('sends the mark with a new thumbnail as a form field', async () => {
    const video = makeVideo({ title: 'Clip' });
    const fields: [string, string][] = [];
    server.use(
      http.get(apiUrl('/dashboard/videos'), () => ok(page([video]))),
      http.patch(apiUrl('/videos/:videoId'), async ({ request }) => {
        const form = await request.formData();
        form.forEach((value, name) => {
          fields.push([name, typeof value === 'string' ? value : 'file']);
        });
        return ok({ ...video, sensitive: true });
      }),
    );
    const { user } = renderWithProviders(<ContentTab />, {
      route: '/creator/dashboard',
      session: makeUser(),
    });
    const dialog = await openEdit(user, 'Clip');
    await user.upload(
      within(dialog).getByLabelText('Thumbnail Image'),
      makeFile('new.jpg', 64, 'image/jpeg'),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sensitive content' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(fields).toEqual([
      ['title', 'Clip'],
      ['description', video.description],
      ['sensitive', 'true'],
      ['thumbnail', 'file'],
    ]);
  });
});
