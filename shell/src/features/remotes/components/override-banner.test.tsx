import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { apiUrl, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { noteOverrides } from '../remote-overrides';
import { OverrideBanner } from './override-banner';

const server = setupApiServer();
const URL = 'https://preview.example.org/studio/mf-manifest.json';

test('shows nothing when the deployment file names no override', () => {
  noteOverrides({ studio: '/remotes/studio/mf-manifest.json' });
  renderWithProviders(<OverrideBanner />);
  expect(screen.queryByText(/Remote override active/)).not.toBeInTheDocument();
});

test('names the overridden remote and its URL, and Reset ends the override and reloads', async () => {
  let cleared = false;
  server.use(
    http.delete(apiUrl('/platform/override'), () => {
      cleared = true;
      return ok({});
    }),
  );
  noteOverrides({ studio: URL, overrides: { studio: URL, bogus: 3 } });
  const reload = jest.fn();
  const { user } = renderWithProviders(<OverrideBanner reload={reload} />);
  expect(screen.getByRole('status')).toHaveTextContent(`Remote override active: studio → ${URL}`);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(cleared).toBe(true);
});
