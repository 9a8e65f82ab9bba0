import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import errorHandlerPlugin from '../src/plugins/error-handler';
import { web } from '../src/plugins/web';
import { pageChunkOf, routeOwnerOf } from '../src/plugins/web-preload';

let dir: string;
let shellDir: string;
let watchDir: string;
let studioDir: string;

const manifest = (sync: string[], async: string[]) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './routes', assets: { js: { sync, async } } }],
  });

beforeAll(async () => {
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
      studio: 'https://cdn.example.org/studio/mf-manifest.json',
    }),
  );
  await fs.writeFile(
    path.join(watchDir, 'mf-manifest.json'),
    manifest(
      ['__federation_expose_routes.1234abcd.js'],
      ['page-home.11111111.js', 'page-watch.22222222.js', 'page-channel-about.33333333.js'],
    ),
  );
  await fs.writeFile(path.join(studioDir, 'mf-manifest.json'), manifest([], []));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function webApp() {
  const config = loadConfig({
    DATA_DIR: dir,
    WEB_SHELL_DIR: shellDir,
    WEB_REMOTES: `watch=${watchDir},studio=${studioDir}`,
  });
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(web, { web: config.web });
  await app.ready();
  return app;
}

/** The `<link rel=preload>` tags of the shell page at `url`, as `as href [crossorigin]`. */
async function hintsOf(url: string): Promise<string[]> {
  const app = await webApp();
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

describe('the route table decides which remote a URL needs', () => {
  it('names the owning remote and route, parameters included', () => {
    expect(routeOwnerOf('/')).toEqual({ remote: 'watch', route: 'home' });
    expect(routeOwnerOf('/watch/abc123')).toEqual({ remote: 'watch', route: 'watch' });
    expect(routeOwnerOf('/channel/ann/about')).toEqual({ remote: 'watch', route: 'channelAbout' });
    expect(routeOwnerOf('/channel/ann/playlists')).toEqual({
      remote: 'library',
      route: 'channelPlaylists',
    });
    expect(routeOwnerOf('/settings/profile')).toEqual({
      remote: 'studio',
      route: 'settingsProfile',
    });
    expect(routeOwnerOf('/login')).toBeNull();
    expect(routeOwnerOf('/watch')).toBeNull();
  });

  it('names a route’s page chunk the way the remotes name it', () => {
    expect(pageChunkOf('home')).toBe('page-home.');
    expect(pageChunkOf('channelAbout')).toBe('page-channel-about.');
  });
});

describe('the shell page hints what the URL will load', () => {
  it('asks for the shell’s start-up chunks, the deployment file, the remote and the page’s chunk at once', async () => {
    expect(await hintsOf('/watch/abc123')).toEqual([
      'script /923.aaaa1111.js',
      'script /bootstrap.0123abcd.js',
      'fetch /remotes.json cors',
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

  it('hints only the manifest of a remote deployed on another origin', async () => {
    const hints = await hintsOf('/settings/profile');
    expect(hints).toContain('fetch https://cdn.example.org/studio/mf-manifest.json cors');
    expect(hints.filter((hint) => hint.includes('cdn.example.org'))).toHaveLength(1);
  });

  it('hints no remote for the shell’s own pages', async () => {
    expect(await hintsOf('/login')).toEqual([
      'script /923.aaaa1111.js',
      'script /bootstrap.0123abcd.js',
      'fetch /remotes.json cors',
    ]);
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
