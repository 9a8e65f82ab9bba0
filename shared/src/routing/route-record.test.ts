import {
  resolveRouteClaims,
  ROUTE_RECORD_VERSION,
  validateRouteRecord,
  type RouteRecord,
} from './route-record';

const record = (remote: string, pages: RouteRecord['pages']): RouteRecord => ({
  version: ROUTE_RECORD_VERSION,
  remote,
  pages,
});

describe('validateRouteRecord', () => {
  it('keeps a well-formed record, in its normal form', () => {
    const published = {
      version: 1,
      remote: 'studio',
      pages: [
        { path: '/creator/dashboard', page: 'dashboard', protected: true, note: 'ignored' },
        { path: '/channel/:username', page: 'channel', firstScreen: 'channel', share: 'channel' },
        { path: '/', page: 'home', protected: false },
      ],
    };
    expect(validateRouteRecord(published, 'studio')).toEqual({
      version: 1,
      remote: 'studio',
      pages: [
        { path: '/creator/dashboard', page: 'dashboard', protected: true },
        { path: '/channel/:username', page: 'channel', firstScreen: 'channel', share: 'channel' },
        { path: '/', page: 'home' },
      ],
    });
  });

  it.each([
    ['not an object', [], /must be a JSON object/],
    ['another version', { version: 2, remote: 'studio', pages: [] }, /version 2, not 1/],
    ['no remote', { version: 1, pages: [] }, /must name its remote/],
    ['another remote', { version: 1, remote: 'watch', pages: [] }, /record of "watch"/],
    ['no pages', { version: 1, remote: 'studio' }, /must list its pages/],
    [
      'a path that is no pattern',
      { version: 1, remote: 'studio', pages: [{ path: 'upload', page: 'upload' }] },
      /pages\[0\]\.path must be a route pattern/,
    ],
    [
      'a page name that is no module name',
      { version: 1, remote: 'studio', pages: [{ path: '/upload', page: '../upload' }] },
      /pages\[0\]\.page must be a kebab-case name/,
    ],
    [
      'protected that is not a boolean',
      { version: 1, remote: 'studio', pages: [{ path: '/upload', page: 'up', protected: 'yes' }] },
      /protected must be true or false/,
    ],
    [
      'an unknown first screen',
      { version: 1, remote: 'studio', pages: [{ path: '/up', page: 'up', firstScreen: 'up' }] },
      /firstScreen must be one of channel, explore, home, results, watch/,
    ],
    [
      'an unknown share kind',
      { version: 1, remote: 'studio', pages: [{ path: '/up', page: 'up', share: 'post' }] },
      /share must be one of channel, video/,
    ],
    [
      'one route twice',
      {
        version: 1,
        remote: 'studio',
        pages: [
          { path: '/post/:postId', page: 'post' },
          { path: '/post/:id', page: 'other-post' },
        ],
      },
      /lists \/post\/:id twice/,
    ],
  ])('refuses %s', (_case, value, message) => {
    expect(() => validateRouteRecord(value, 'studio')).toThrow(message);
  });
});

describe('resolveRouteClaims', () => {
  it('gives every page its remote, in the deployment file’s order', () => {
    const claims = resolveRouteClaims([
      record('watch', [{ path: '/', page: 'home' }]),
      record('studio', [{ path: '/upload-video', page: 'upload-video', protected: true }]),
    ]);
    expect(claims).toEqual([
      { path: '/', page: 'home', remote: 'watch' },
      { path: '/upload-video', page: 'upload-video', protected: true, remote: 'studio' },
    ]);
  });

  it('leaves a path two remotes claim to the one named first, with a warning', () => {
    const warn = jest.fn<undefined, [string]>();
    const claims = resolveRouteClaims(
      [
        record('watch', [{ path: '/channel/:username', page: 'channel' }]),
        record('library', [
          { path: '/channel/:name', page: 'channel' },
          { path: '/history', page: 'history' },
        ]),
      ],
      warn,
    );
    expect(claims.map((claim) => `${claim.remote} ${claim.path}`)).toEqual([
      'watch /channel/:username',
      'library /history',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /\/channel\/:name is claimed by "watch" and "library": "watch" keeps it/,
    );
  });
});
