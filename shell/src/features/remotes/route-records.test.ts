import { fetchRouteTable, routeRecordUrl } from './route-records';
import type { RemoteLoadError } from './remote-load-error';
import type { Deployment } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

const deployment: Deployment = {
  watch: 'http://localhost/remotes/watch/1.0.0-abc/mf-manifest.json',
  community: 'http://cdn.test/community/mf-manifest.json',
  studio: 'http://localhost/remotes/studio/mf-manifest.json',
  library: 'http://localhost/remotes/library/mf-manifest.json',
};

const recordOf = (remote: string, pages: { path: string; page: string }[]) => ({
  version: 1,
  remote,
  pages,
});

const published: Record<string, unknown> = {
  'http://localhost/remotes/watch/1.0.0-abc/routes.json': recordOf('watch', [
    { path: '/', page: 'home' },
    { path: '/channel/:username', page: 'channel' },
  ]),
  'http://cdn.test/community/routes.json': recordOf('community', [
    { path: '/community', page: 'community' },
  ]),
  'http://localhost/remotes/studio/routes.json': recordOf('studio', [
    { path: '/upload-video', page: 'upload-video' },
  ]),
  'http://localhost/remotes/library/routes.json': recordOf('library', [
    { path: '/history', page: 'history' },
  ]),
};

/** A network that serves `files` by URL and answers 404 for anything else. */
const serving = (files: Record<string, unknown>) =>
  jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>((input) => {
    const url = input instanceof Request ? input.url : input.toString();
    return Promise.resolve(
      Object.hasOwn(files, url)
        ? new Response(JSON.stringify(files[url]), { status: 200 })
        : new Response('{}', { status: 404 }),
    );
  });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

test('a record is read beside the manifest the deployment file names', () => {
  expect(routeRecordUrl('https://cdn.test/studio/1.2.0-abc/mf-manifest.json')).toBe(
    'https://cdn.test/studio/1.2.0-abc/routes.json',
  );
});

test('the site’s pages are those of every deployed remote’s record', async () => {
  const network = serving(published);
  const table = await fetchRouteTable(deployment, { fetchImpl: network });
  expect(table.claims.map((claim) => `${claim.remote} ${claim.path} ${claim.page}`)).toEqual([
    'watch / home',
    'watch /channel/:username channel',
    'community /community community',
    'studio /upload-video upload-video',
    'library /history history',
  ]);
  expect(table.unavailable).toEqual([]);
  expect(network).toHaveBeenCalledTimes(4);
});

test('a page a second remote claims stays with the remote the deployment file names first', async () => {
  const clash = {
    ...published,
    'http://localhost/remotes/library/routes.json': recordOf('library', [
      { path: '/channel/:name', page: 'channel-playlists' },
    ]),
  };
  const table = await fetchRouteTable(deployment, { fetchImpl: serving(clash) });
  expect(table.claims.filter((claim) => claim.path.startsWith('/channel'))).toEqual([
    { path: '/channel/:username', page: 'channel', remote: 'watch' },
  ]);
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('"watch" keeps it'));
});

test('a remote whose record is missing or wrong is listed, and the others are kept', async () => {
  const { 'http://localhost/remotes/studio/routes.json': _studio, ...withoutStudio } = published;
  const broken = {
    ...withoutStudio,
    'http://cdn.test/community/routes.json': recordOf('watch', []),
  };
  const onFailure = jest.fn<undefined, [string, RemoteLoadError, number]>();
  const table = await fetchRouteTable(deployment, { fetchImpl: serving(broken), onFailure });
  expect(table.unavailable.map(({ remote }) => remote)).toEqual(['community', 'studio']);
  // Counted as failed loads of those remotes, where the person can do something about it.
  expect(onFailure.mock.calls.map(([remote, error]) => [remote, error.kind])).toEqual([
    ['community', 'unavailable'],
    ['studio', 'unavailable'],
  ]);
  expect(String(table.unavailable[0]?.error)).toMatch(/is the record of "watch"/);
  expect(String(table.unavailable[1]?.error)).toMatch(/answered 404/);
  expect(table.claims.map((claim) => claim.remote)).toEqual(['watch', 'watch', 'library']);
});
