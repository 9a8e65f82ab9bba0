import {
  apiUrl,
  makeUser,
  makeVideo,
  ok,
  page,
  renderWithProviders,
  setupApiServer,
} from '@kinora/shared/test-utils';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { ContentTab } from './content-tab';

const server = setupApiServer();

describe('ContentTab: a video a moderator removed', () => {
  it('tells its owner it was removed, and why', async () => {
    const removed = makeVideo({
      title: 'Taken down',
      removal: { reason: 'Copyright infringement', removedAt: '2026-11-25T10:00:00.000Z' },
    });
    const fine = makeVideo({ title: 'Still up' });
    server.use(http.get(apiUrl('/dashboard/videos'), () => ok(page([removed, fine]))));
    renderWithProviders(<ContentTab />, { route: '/creator/dashboard', session: makeUser() });

    const removedRow = (await screen.findByRole('link', { name: 'Taken down' })).closest('tr');
    expect(removedRow).toHaveTextContent('Removed by a moderator: Copyright infringement');
    const fineRow = screen.getByRole('link', { name: 'Still up' }).closest('tr');
    expect(fineRow).not.toHaveTextContent('Removed by a moderator');
  });
});
