import { parseApiOrigin, parseDeployment } from './runtime';
import { describeLoadFailure, RemoteLoadError } from './remote-load-error';

jest.mock('@module-federation/enhanced/runtime', () => ({}));

describe('parseDeployment', () => {
  const complete = {
    watch: '/remotes/watch/mf-manifest.json',
    community: 'http://cdn.test/community/mf-manifest.json',
    studio: '/remotes/studio/mf-manifest.json',
    library: '/remotes/library/mf-manifest.json',
  };

  test('resolves every remote to an absolute manifest URL', () => {
    expect(parseDeployment(complete)).toEqual({
      watch: 'http://localhost/remotes/watch/mf-manifest.json',
      community: 'http://cdn.test/community/mf-manifest.json',
      studio: 'http://localhost/remotes/studio/mf-manifest.json',
      library: 'http://localhost/remotes/library/mf-manifest.json',
    });
  });

  test('keeps the deployment file’s order, which settles a path two remotes claim', () => {
    const reordered = {
      library: complete.library,
      studio: complete.studio,
      watch: complete.watch,
      community: complete.community,
    };
    expect(Object.keys(parseDeployment(reordered))).toEqual([
      'library',
      'studio',
      'watch',
      'community',
    ]);
  });

  test('takes in a remote the platform has never heard of: its entry is all it needs', () => {
    const withFifth = {
      ...complete,
      clips: { stable: '/remotes/clips/1.json', canary: '/remotes/clips/2.json', percent: 0 },
      api: 'https://api.example.test',
      overrideOrigins: ['https://preview.example.test'],
      overrides: { studio: '/remotes/studio/x/mf-manifest.json' },
      'Not A Name': '/remotes/x/mf-manifest.json',
    };
    expect(parseDeployment(withFifth)).toEqual({
      ...parseDeployment(complete),
      clips: 'http://localhost/remotes/clips/1.json',
    });
  });

  test('sends a browser to the side of a canary split its bucket falls on', () => {
    const split = { ...complete, studio: { stable: '/v1.json', canary: '/v2.json', percent: 10 } };
    expect(parseDeployment(split, () => 3).studio).toBe('http://localhost/v2.json');
    expect(parseDeployment(split, () => 50).studio).toBe('http://localhost/v1.json');
  });

  test('names the remote a deployment file forgot', () => {
    const { studio: _studio, ...withoutStudio } = complete;
    expect(() => parseDeployment(withoutStudio)).toThrow('no manifest URL for "studio"');
    expect(() => parseDeployment(['watch'])).toThrow('no manifest URL for "watch"');
    expect(() => parseDeployment(null)).toThrow('must be a JSON object');
  });
});

describe('parseApiOrigin', () => {
  test('names the API origin when the deployment file has one, and none otherwise', () => {
    expect(parseApiOrigin({ api: 'https://api.example.test' })).toBe('https://api.example.test');
    expect(parseApiOrigin({ api: 'https://api.example.test/' })).toBe('https://api.example.test');
    expect(parseApiOrigin({ watch: '/remotes/watch/mf-manifest.json' })).toBeNull();
  });

  test('refuses an API entry that is not an http(s) URL', () => {
    expect(() => parseApiOrigin({ api: '/api' })).toThrow('http(s) origin in "api"');
    expect(() => parseApiOrigin({ api: 'ftp://api.example.test' })).toThrow('http(s) origin');
    expect(() => parseApiOrigin({ api: 42 })).toThrow('http(s) origin');
  });
});

describe('describeLoadFailure', () => {
  test('a singleton version the remote does not accept is a contract clash', () => {
    const error = new Error(
      'Version 1.0.0 from shell of shared singleton module @kinora/shared does not satisfy the requirement of watch which needs ^2.0.0)',
    );
    expect(describeLoadFailure(error, 'onLoad')).toBe('contract-clash');
    const named = new RemoteLoadError('watch', 'contract-clash', error);
    expect(named.message).toBe(
      'Contract mismatch: "watch" was built for another version of the shared package. The site runs @kinora/shared 1.0.0; it needs ^2.0.0.',
    );
  });

  test('a manifest that cannot be fetched means the remote is unavailable', () => {
    expect(describeLoadFailure(new TypeError('Failed to fetch'), 'afterResolve')).toBe(
      'unavailable',
    );
    expect(new RemoteLoadError('studio', 'unavailable', null).message).toBe(
      '"studio" could not be reached.',
    );
  });

  test('an error thrown while the remote starts is a broken remote', () => {
    expect(describeLoadFailure(new ReferenceError('x is not defined'), 'onLoad')).toBe('broken');
  });
});
