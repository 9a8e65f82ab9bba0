import { claimOf, routeParams } from './route-match';
import { resolveRouteClaims, ROUTE_RECORD_VERSION, type RouteRecord } from './route-record';

const record = (remote: string, pages: RouteRecord['pages']): RouteRecord => ({
  version: ROUTE_RECORD_VERSION,
  remote,
  pages,
});

describe('claimOf', () => {
  const claims = resolveRouteClaims([
    record('watch', [
      { path: '/channel/:username', page: 'channel' },
      { path: '/channel/:username/about', page: 'channel-about' },
    ]),
    record('library', [
      { path: '/channel/:username/:tab', page: 'channel-tab' },
      { path: '/playlists', page: 'playlists' },
    ]),
  ]);

  it('finds the page of a URL, parameters and a trailing slash included', () => {
    expect(claimOf(claims, '/channel/ann')?.page).toBe('channel');
    expect(claimOf(claims, '/playlists/')?.page).toBe('playlists');
    expect(claimOf(claims, '/login')).toBeNull();
    expect(claimOf(claims, '/channel')).toBeNull();
  });

  it('prefers fixed segments over parameters, as the router does', () => {
    expect(claimOf(claims, '/channel/ann/about')?.remote).toBe('watch');
    expect(claimOf(claims, '/channel/ann/videos')?.remote).toBe('library');
  });
});

describe('routeParams', () => {
  it('gives the parameters of a URL of the route, in order', () => {
    expect(routeParams('/channel/:username', '/channel/ann/')).toEqual(['ann']);
    expect(routeParams('/a/:x/b/:y', '/a/1/b/2')).toEqual(['1', '2']);
    expect(routeParams('/explore', '/explore')).toEqual([]);
    expect(routeParams('/channel/:username', '/channel/ann/about')).toBeNull();
  });
});
