import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@kinora/shared/test-utils';
import { RemoteLoadError } from '../remote-load-error';
import { forgetRemote } from '../remote-routes-cache';
import { RemoteBoundary } from './remote-boundary';
import { RemoteRoute } from './remote-route';
import type { RemoteRoutesModule } from '@kinora/shared';

// The federation runtime is the network edge of a remote: the test decides what it answers.
const loadRemote = jest.fn<Promise<RemoteRoutesModule | null>, [string]>();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: () => ({}),
}));

function Explore() {
  return <h1>Explore All Videos</h1>;
}

const exploreModule: RemoteRoutesModule = { pages: { explore: Explore } };

/** React only retries a component suspended by `use` on first mount when the mount is in act. */
async function renderExplore() {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <RemoteBoundary remote="watch">
        <RemoteRoute remote="watch" page="explore" />
      </RemoteBoundary>,
      { route: '/explore' },
    );
    await Promise.resolve();
  });
  if (!result) throw new Error('render did not happen');
  return result;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  forgetRemote('watch');
});

test("renders the remote's component for the route", async () => {
  loadRemote.mockResolvedValue(exploreModule);
  await renderExplore();
  expect(await screen.findByRole('heading', { name: 'Explore All Videos' })).toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledWith('watch/routes');
});

test('a remote that cannot be reached shows Retry in its area, and Retry loads it again', async () => {
  loadRemote.mockRejectedValueOnce(
    new RemoteLoadError('watch', 'unavailable', new TypeError('Failed to fetch')),
  );
  const { user } = await renderExplore();
  expect(
    await screen.findByRole('heading', { name: 'This section is unavailable right now' }),
  ).toBeInTheDocument();
  expect(screen.getByText('"watch" could not be reached.')).toBeInTheDocument();

  loadRemote.mockResolvedValue(exploreModule);
  await act(async () => {
    await user.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findByRole('heading', { name: 'Explore All Videos' })).toBeInTheDocument();
});

test('a remote without the page its record names is reported as broken', async () => {
  loadRemote.mockResolvedValue({ pages: {} });
  await renderExplore();
  expect(
    await screen.findByRole('heading', { name: 'This section stopped working' }),
  ).toBeInTheDocument();
});
