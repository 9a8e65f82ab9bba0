import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import errorHandlerPlugin from '../src/plugins/error-handler';
import { web } from '../src/web/plugin';
import { createBuildFiles, createRouteClaims, recordFileOf } from '../src/web/route-records';
import { pageChunkOf, routeOwnerOf } from '../src/web/preload';
import { serveBuildOrigin, type BuildOrigin } from './helpers/route-records';

let dir: string;
let shellDir: string;
let watchDir: string;
let studioDir: string;
/** Studio's build is on another origin (a CDN). */
let studioOrigin: BuildOrigin;
const studio = () => `${studioOrigin.url}/studio`;

/** The route records the remotes' builds publish (only watch's is on this disk). */
const watchRecord = {
  version: 1,
  remote: 'watch',
  pages: [
    { path: '/', page: 'home', firstScreen: 'home' },
    { path: '/watch/:videoId', page: 'watch', firstScreen: 'watch', share: 'video' },
    { path: '/channel/:username', page: 'channel' },
    { path: '/channel/:username/about', page: 'channel-about' },
  ],
};
const studioRecord = {
  version: 1,
  remote: 'studio',
  pages: [{ path: '/settings/profile', page: 'settings', protected: true }],
};
const libraryRecord = {
  version: 1,
  remote: 'library',
  pages: [
    { path: '/channel/:username/playlists', page: 'channel-playlists' },
    { path: '/channel/:username/about', page: 'library-about' },
  ],
};

const manifest = (sync: string[], async: string[]) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './routes', assets: { js: { sync, async } } }],
  });

beforeAll(async () => {
  studioOrigin = await serveBuildOrigin({
    '/studio/mf-manifest.json': manifest(
      ['__federation_expose_routes.5555eeee.js'],
      ['page-settings.66666666.js', 'page-dashboard.77777777.js'],
    ),
    '/studio/routes.json': studioRecord,
  });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kinora-preload-'));
  shellDir = path.join(dir, 'shell');
  watchDir = path.join(dir, 'watch');
  studioDir = path.join(dir, 'studio');
  for (const folder of [shellDir, watchDir, studioDir]) await fs.mkdir(folder);
  await fs.writeFile(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head><title>Kinora</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>',
  );
  await fs.writeFile(path.join(shellDir, 'bootstrap.0123abcd.js'), '');
  await fs.writeFile(
    path.join(shellDir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ assets: { js: { sync: ['923.aaaa1111.js'] } } }] }),
  );
  await fs.writeFile(
    path.join(shellDir, 'remotes.json'),
    JSON.stringify({
      watch: '/remotes/watch/mf-manifest.json',
      studio: `${studio()}/mf-manifest.json`,
    }),
  );
  await fs.writeFile(
    path.join(watchDir, 'mf-manifest.json'),
    manifest(
      ['__federation_expose_routes.1234abcd.js'],
      ['page-home.11111111.js', 'page-watch.22222222.js', 'page-channel-about.33333333.js'],
    ),
  );
  await fs.writeFile(path.join(watchDir, 'routes.json'), JSON.stringify(watchRecord));
  await fs.writeFile(path.join(studioDir, 'mf-manifest.json'), manifest([], []));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
  await studioOrigin.close();
});

async function webApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: dir,
    WEB_SHELL_DIR: shellDir,
    WEB_REMOTES: `watch=${watchDir},studio=${studioDir}`,
    ...env,
  });
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(web, { web: config.web });
  await app.ready();
  return app;
}

/** The `<link rel=preload>` tags of the shell page at `url`, as `as href [crossorigin]`. */
async function hintsOf(url: string, env: Record<string, string> = {}): Promise<string[]> {
  const app = await webApp(env);
  try {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    return [...head.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin)?/g)].map(
      ([, as, href, cors]) => `${as} ${href}${cors ? ' cors' : ''}`,
    );
  } finally {
    await app.close();
  }
}

describe('the published route records decide which remote a URL needs', () => {
  const libraryDir = () => path.join(dir, 'library');
  const sources = () =>
    createBuildFiles({ remotes: { watch: watchDir, library: libraryDir() }, deployDir: null });

  it('names the owning remote and page, parameters included, first named first', async () => {
    await fs.mkdir(libraryDir(), { recursive: true });
    await fs.writeFile(path.join(libraryDir(), 'routes.json'), JSON.stringify(libraryRecord));
    const warnings: string[] = [];
    const claims = createRouteClaims(
      () => ({
        watch: '/remotes/watch/mf-manifest.json',
        library: '/remotes/library/mf-manifest.json',
        studio: 'https://cdn.example.org/studio/mf-manifest.json',
      }),
      sources(),
      (message) => warnings.push(message),
    );
    expect(routeOwnerOf(claims(), '/')).toMatchObject({ remote: 'watch', page: 'home' });
    expect(routeOwnerOf(claims(), '/watch/abc123')).toMatchObject({ remote: 'watch' });
    expect(routeOwnerOf(claims(), '/channel/ann/playlists')).toMatchObject({
      remote: 'library',
      page: 'channel-playlists',
    });
    // Claimed by both: the deployment file names watch first.
    expect(routeOwnerOf(claims(), '/channel/ann/about')).toMatchObject({
      remote: 'watch',
      page: 'channel-about',
    });
    expect(warnings).toEqual([expect.stringContaining('"watch" keeps it')]);
    // Reported once, not on every page.
    claims();
    expect(warnings).toHaveLength(1);
    expect(routeOwnerOf(claims(), '/login')).toBeNull();
    expect(routeOwnerOf(claims(), '/watch')).toBeNull();
    // Studio's build is on another origin and nothing was fetched from it.
    expect(routeOwnerOf(claims(), '/settings/profile')).toBeNull();
  });

  it('reads a canary’s stable side', () => {
    const claims = createRouteClaims(
      () => ({
        watch: {
          stable: '/remotes/watch/mf-manifest.json',
          canary: '/remotes/watch/2/mf-manifest.json',
          percent: 10,
        },
      }),
      sources(),
      () => undefined,
    );
    expect(routeOwnerOf(claims(), '/watch/abc')).toMatchObject({ remote: 'watch', page: 'watch' });
  });

  it('reads a record beside a manifest on this disk only', () => {
    const deployDir = path.join(dir, 'deploy');
    const where = { remotes: { watch: watchDir }, deployDir };
    expect(recordFileOf('watch', '/remotes/watch/mf-manifest.json', where)).toBe(
      path.join(watchDir, 'routes.json'),
    );
    expect(recordFileOf('watch', '/remotes/watch/1.2.0-abc/mf-manifest.json', where)).toBe(
      path.join(deployDir, 'remotes', 'watch', '1.2.0-abc', 'routes.json'),
    );
    expect(recordFileOf('watch', 'https://cdn.example.org/mf-manifest.json', where)).toBeNull();
    expect(recordFileOf('watch', '/remotes/../../etc/mf-manifest.json', where)).toBeNull();
    expect(
      recordFileOf('studio', '/remotes/studio/mf-manifest.json', { ...where, deployDir: null }),
    ).toBeNull();
  });

  it('names a page’s chunk the way the remotes name it', () => {
    expect(pageChunkOf('home')).toBe('page-home.');
    expect(pageChunkOf('channel-about')).toBe('page-channel-about.');
  });
});

describe('the shell page hints what the URL will load', () => {
  it('asks for the shell’s start-up chunks, the deployment file, the remote and the page’s chunk at once', async () => {
    expect(await hintsOf('/watch/abc123')).toEqual([
      'script /923.aaaa1111.js',
      'script /bootstrap.0123abcd.js',
      'fetch /remotes.json cors',
      'fetch /remotes/watch/routes.json cors',
      `fetch ${studio()}/routes.json cors`,
      'fetch /remotes/watch/mf-manifest.json cors',
      'script /remotes/watch/remoteEntry.js',
      'script /remotes/watch/__federation_expose_routes.1234abcd.js',
      'script /remotes/watch/page-watch.22222222.js',
    ]);
  });

  it('hints only the page of the URL, not its neighbours', async () => {
    const hints = await hintsOf('/');
    expect(hints).toContain('script /remotes/watch/page-home.11111111.js');
    expect(hints.filter((hint) => hint.includes('page-'))).toHaveLength(1);
  });

  it('hints a remote on another origin from its fetched manifest, as the browser will ask', async () => {
    const hints = await hintsOf('/settings/profile');
    expect(hints.filter((hint) => hint.includes(studioOrigin.url))).toEqual([
      `fetch ${studio()}/routes.json cors`,
      `fetch ${studio()}/mf-manifest.json cors`,
      // The federation runtime adds the entry without `crossorigin`; webpack, its chunks with.
      `script ${studio()}/remoteEntry.js`,
      `script ${studio()}/__federation_expose_routes.5555eeee.js cors`,
      `script ${studio()}/page-settings.66666666.js cors`,
    ]);
  });

  it('hints only the route record of a remote whose origin cannot be read', async () => {
    const down = await serveBuildOrigin({});
    await down.close();
    const file = path.join(shellDir, 'remotes.json');
    const before = await fs.readFile(file, 'utf8');
    await fs.writeFile(
      file,
      JSON.stringify({ ...JSON.parse(before), studio: `${down.url}/studio/mf-manifest.json` }),
    );
    try {
      const hints = await hintsOf('/settings/profile');
      expect(hints.filter((hint) => hint.includes(down.url))).toEqual([
        `fetch ${down.url}/studio/routes.json cors`,
      ]);
    } finally {
      await fs.writeFile(file, before);
    }
  });

  it('hints no remote’s build for the shell’s own pages, only the records', async () => {
    expect(await hintsOf('/login')).toEqual([
      'script /923.aaaa1111.js',
      'script /bootstrap.0123abcd.js',
      'fetch /remotes.json cors',
      'fetch /remotes/watch/routes.json cors',
      `fetch ${studio()}/routes.json cors`,
    ]);
  });

  it('hints a version the deploy tool stored from that version’s own build', async () => {
    const deployDir = path.join(dir, 'deploy-root');
    const version = path.join(deployDir, 'remotes', 'watch', '2.0.0-abc');
    await fs.mkdir(version, { recursive: true });
    await fs.writeFile(path.join(version, 'routes.json'), JSON.stringify(watchRecord));
    await fs.writeFile(
      path.join(version, 'mf-manifest.json'),
      manifest(['__federation_expose_routes.8888aaaa.js'], ['page-watch.99990000.js']),
    );
    await fs.writeFile(
      path.join(deployDir, 'remotes.json'),
      JSON.stringify({ watch: '/remotes/watch/2.0.0-abc/mf-manifest.json' }),
    );
    const hints = await hintsOf('/watch/abc123', { WEB_DEPLOY_DIR: deployDir });
    expect(hints.filter((hint) => hint.includes('/remotes/watch/'))).toEqual([
      'fetch /remotes/watch/2.0.0-abc/routes.json cors',
      'fetch /remotes/watch/2.0.0-abc/mf-manifest.json cors',
      'script /remotes/watch/2.0.0-abc/remoteEntry.js',
      'script /remotes/watch/2.0.0-abc/__federation_expose_routes.8888aaaa.js',
      'script /remotes/watch/2.0.0-abc/page-watch.99990000.js',
    ]);
  });

  it('hints a page a remote added, with no change to the server', async () => {
    const app = await webApp();
    try {
      const files = {
        record: path.join(watchDir, 'routes.json'),
        manifest: path.join(watchDir, 'mf-manifest.json'),
      };
      const before = await fs.readFile(files.manifest, 'utf8');
      expect(await hintsOf('/shorts/abc')).not.toContain(
        'fetch /remotes/watch/mf-manifest.json cors',
      );
      await fs.writeFile(
        files.record,
        JSON.stringify({
          ...watchRecord,
          pages: [...watchRecord.pages, { path: '/shorts/:id', page: 'shorts' }],
        }),
      );
      await fs.writeFile(files.manifest, manifest([], ['page-shorts.44444444.js']));
      // New modification times, whatever the file system's resolution.
      const later = new Date(Date.now() + 10_000);
      await fs.utimes(files.record, later, later);
      await fs.utimes(files.manifest, later, later);
      const res = await app.inject({
        method: 'GET',
        url: '/shorts/abc',
        headers: { accept: 'text/html' },
      });
      expect(res.body).toContain(
        '<link rel="preload" as="fetch" href="/remotes/watch/mf-manifest.json"',
      );
      expect(res.body).toContain('/remotes/watch/page-shorts.44444444.js');
      await fs.writeFile(files.record, JSON.stringify(watchRecord));
      await fs.writeFile(files.manifest, before);
    } finally {
      await app.close();
    }
  });

  it('follows a redeployed remote without a restart', async () => {
    const app = await webApp();
    try {
      const file = path.join(watchDir, 'mf-manifest.json');
      await fs.writeFile(file, manifest([], ['page-home.99999999.js']));
      // A new modification time, whatever the file system's resolution.
      const later = new Date(Date.now() + 5000);
      await fs.utimes(file, later, later);
      const res = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(res.body).toContain('/remotes/watch/page-home.99999999.js');
      expect(res.body).not.toContain('page-home.11111111.js');
    } finally {
      await app.close();
    }
  });
});
