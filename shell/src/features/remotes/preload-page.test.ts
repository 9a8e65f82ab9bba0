import { preloadPage } from './preload-page';
import { remoteRoutes } from './remote-routes-cache';
import type { RouteTable } from './route-records';
import type { RemotePages } from '@kinora/shared';

jest.mock('./remote-routes-cache', () => ({ remoteRoutes: jest.fn() }));

const table: RouteTable = {
  claims: [
    { remote: 'studio', path: '/creator/dashboard', page: 'dashboard', protected: true },
    { remote: 'watch', path: '/watch/:videoId', page: 'watch' },
  ],
  unavailable: [],
};

describe('preloadPage', () => {
  it('fetches the code of the page a URL opens, from its remote', async () => {
    const dashboard = Object.assign(() => null, { preload: jest.fn(() => Promise.resolve()) });
    const watch = Object.assign(() => null, { preload: jest.fn(() => Promise.resolve()) });
    const pages: Record<string, RemotePages> = { studio: { dashboard }, watch: { watch } };
    jest
      .mocked(remoteRoutes)
      .mockImplementation((remote) => Promise.resolve({ pages: pages[remote] ?? {} }));
    preloadPage(table, '/creator/dashboard');
    await Promise.resolve();
    await Promise.resolve();
    expect(remoteRoutes).toHaveBeenCalledWith('studio');
    expect(dashboard.preload).toHaveBeenCalledTimes(1);
    expect(watch.preload).not.toHaveBeenCalled();
  });

  it('fetches nothing for a URL no remote claims, and leaves a failed load to the page', async () => {
    jest.mocked(remoteRoutes).mockClear();
    preloadPage(table, '/login');
    expect(remoteRoutes).not.toHaveBeenCalled();
    jest.mocked(remoteRoutes).mockImplementation(() => Promise.reject(new Error('offline')));
    preloadPage(table, '/watch/abc');
    // No unhandled rejection: the page shows the failure when it renders.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(remoteRoutes).toHaveBeenCalledWith('watch');
  });
});
