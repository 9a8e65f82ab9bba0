import { act, screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '@kinora/shared/test-utils';
import { resolveRouteClaims, type RemoteRoutesModule } from '@kinora/shared';
import { RecordUnavailable } from './components/record-unavailable';
import { remoteRouteObjects } from './remote-route-objects';
import { forgetRemote } from './remote-routes-cache';

// The federation runtime is the network edge of a remote: the test decides what it answers.
const loadRemote = jest.fn<Promise<RemoteRoutesModule | null>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: () => ({}),
}));

const modules: Record<string, RemoteRoutesModule> = {
  'studio/routes': {
    pages: {
      'upload-video': () => <h1>Upload Video</h1>,
      // A page the shell and this package have never heard of: its record is all it needs.
      'studio-insights': () => <h1>Channel insights</h1>,
    },
  },
};

const claims = resolveRouteClaims([
  {
    version: 1,
    remote: 'studio',
    pages: [
      { path: '/upload-video', page: 'upload-video', protected: true },
      { path: '/studio/insights/:range', page: 'studio-insights' },
    ],
  },
]);

/** React only retries a component suspended by `use` on first mount when the mount is in act. */
async function open(route: string, session: ReturnType<typeof makeUser> | null = null) {
  await act(async () => {
    renderWithProviders(<p>unused</p>, {
      route,
      path: '/__unused',
      session,
      routes: remoteRouteObjects(claims),
    });
    await Promise.resolve();
  });
}

beforeEach(() => {
  loadRemote.mockImplementation((id) => Promise.resolve(modules[id] ?? null));
  forgetRemote('studio');
});

test('a page a remote’s record declares is mounted at its path, from the remote’s module', async () => {
  await open('/studio/insights/28d');
  expect(await screen.findByRole('heading', { name: 'Channel insights' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('studio/routes');
});

test('a page the record marks protected asks a visitor to sign in first', async () => {
  await open('/upload-video');
  expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  expect(screen.queryByRole('heading', { name: 'Upload Video' })).not.toBeInTheDocument();
});

test('a signed-in person gets the protected page', async () => {
  await open('/upload-video', makeUser({ username: 'ann' }));
  expect(await screen.findByRole('heading', { name: 'Upload Video' })).toBeInTheDocument();
});

test('a path no record declares is not mounted', async () => {
  await open('/studio/reports');
  expect(await screen.findByTestId('location')).toHaveTextContent('/studio/reports');
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a remote whose record could not be read is named where its page would be', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<RecordUnavailable remote="studio" error={new TypeError('offline')} />);
  expect(
    screen.getByRole('heading', { name: 'This section is unavailable right now' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
