import { apiUrl, fail, ok, renderWithProviders, setupApiServer } from '@kinora/shared/test-utils';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { DataExportSection, EXPORT_PREPARING } from './data-export-section';
import type { DataExport } from '@kinora/shared';

const server = setupApiServer();

const none: DataExport = {
  state: 'none',
  requestedAt: null,
  downloadUrl: null,
  sizeBytes: null,
  expiresAt: null,
  failureReason: null,
};
const preparing: DataExport = { ...none, state: 'preparing', requestedAt: '2026-11-28T10:00:00Z' };
const ready: DataExport = {
  ...preparing,
  state: 'ready',
  downloadUrl: '/api/v1/users/data-export/0123456789abcdef01234567/abc',
  sizeBytes: 3 * 1024 * 1024,
  expiresAt: '2026-12-05T10:00:00Z',
};

const section = () => screen.getByRole('region', { name: 'Download your data' });

describe('DataExportSection', () => {
  it('prepares an archive on request and says a link will be mailed', async () => {
    server.use(
      http.get(apiUrl('/users/data-export'), () => ok(none)),
      http.post(apiUrl('/users/data-export'), () => ok(preparing, 201)),
    );
    const { user } = renderWithProviders(<DataExportSection />);
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await within(section()).findByRole('status')).toHaveTextContent(EXPORT_PREPARING);
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a ready archive as a download of the API’s link, with its size and end', async () => {
    server.use(http.get(apiUrl('/users/data-export'), () => ok(ready)));
    renderWithProviders(<DataExportSection />);
    const link = await screen.findByRole('link', { name: 'Download archive' });
    // The API's own base (site-relative here; another origin when the API lives elsewhere).
    expect(link).toHaveAttribute('href', '/api/v1/users/data-export/0123456789abcdef01234567/abc');
    expect(link).toHaveAttribute('download');
    expect(section()).toHaveTextContent('Your archive is ready (3 MB)');
    expect(section()).toHaveTextContent('Dec 5, 2026');
    expect(screen.getByRole('button', { name: 'Prepare a new archive' })).toBeInTheDocument();
  });

  it('says why a request was refused, and why an archive failed', async () => {
    server.use(
      http.get(apiUrl('/users/data-export'), () =>
        ok({ ...none, state: 'failed', failureReason: 'Your data could not be prepared.' }),
      ),
      http.post(apiUrl('/users/data-export'), () => fail(429, 'Too many requests.')),
    );
    const { user } = renderWithProviders(<DataExportSection />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'Your data could not be prepared.',
    );
    await user.click(screen.getByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();
  });
});
