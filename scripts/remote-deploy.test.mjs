// The deploy tool (`pnpm remote`) against a deploy root served over HTTP, as the server serves
// WEB_DEPLOY_DIR: the switch is atomic and recorded, a second deploy of a build changes nothing,
// and a build that fails its preflight leaves everything as it was.
// Run: node --test scripts/remote-deploy.test.mjs
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { deploy, promote, rollback, status } from './remote/commands.mjs';
import { HISTORY_FILE, DEPLOYMENT_FILE } from './remote/deploy-root.mjs';
import { headlessProblems } from './remote/preflight.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'kinora-remote-test-'));
const deployRoot = path.join(work, 'deploy');
let server;
let site;
/** The shell's own manifest the site serves: what it shares. */
/** The deployment file built beside the shell, live until the first deploy. */
const builtDeployment = { watch: '/remotes/watch/mf-manifest.json' };
let shellShared = [{ name: '@kinora/shared', version: '1.2.0' }];

const STUDIO_PAGES = [{ path: '/upload-video', page: 'upload-video', protected: true }];

/** A remote build: a manifest, its route record and an entry that defines a federation container. */
function fakeBuild(
  label,
  {
    needs = '^1.0.0',
    exposes = ['./routes'],
    entry,
    name = 'studio',
    record = { version: 1, remote: name, pages: STUDIO_PAGES },
  } = {},
) {
  const dir = path.join(work, `build-${label}`);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name,
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      globalName: name,
    },
    shared: [{ name: '@kinora/shared', version: '1.2.0', requiredVersion: needs }],
    exposes: exposes.map((p) => ({ name: p.slice(2), path: p })),
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  if (record) writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(record));
  writeFileSync(
    path.join(dir, 'remoteEntry.js'),
    entry ??
      `var ${name} = { label: ${JSON.stringify(label)}, init: async () => {}, get: async (m) => ` +
        `m === './routes' ? () => ({}) : Promise.reject(new Error('no ' + m)) };`,
  );
  return dir;
}

const files = () => ({
  deployment: existsSync(path.join(deployRoot, DEPLOYMENT_FILE))
    ? readFileSync(path.join(deployRoot, DEPLOYMENT_FILE), 'utf8')
    : null,
  history: existsSync(path.join(deployRoot, HISTORY_FILE))
    ? readFileSync(path.join(deployRoot, HISTORY_FILE), 'utf8')
    : null,
  versions: existsSync(path.join(deployRoot, 'remotes', 'studio'))
    ? readdirSync(path.join(deployRoot, 'remotes', 'studio')).sort()
    : [],
});

const live = () => JSON.parse(readFileSync(path.join(deployRoot, DEPLOYMENT_FILE), 'utf8'));
const history = () => JSON.parse(readFileSync(path.join(deployRoot, HISTORY_FILE), 'utf8'));

let browserChecks = 0;
const context = () => ({
  root: deployRoot,
  site,
  remotes: ['watch', 'studio'],
  by: 'tester',
  // The real browser check has its own test below; here it only counts that it ran.
  headless: async () => {
    browserChecks += 1;
    return [];
  },
});

before(async () => {
  server = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    if (pathname === '/remotes.json' && !existsSync(path.join(deployRoot, DEPLOYMENT_FILE))) {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify(builtDeployment));
    }
    // The site's page stands in for the shell's: it starts the federation runtime the remotes use.
    if (pathname === '/__remote-preflight') {
      response.setHeader('content-type', 'text/html');
      return response.end(
        '<!doctype html><title>site</title><script>globalThis._FEDERATION_RUNTIME_CORE = {};</script>',
      );
    }
    if (pathname === '/mf-manifest.json') {
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify({ name: 'shell', shared: shellShared }));
    }
    const file = path.join(deployRoot, pathname);
    if (!file.startsWith(deployRoot) || !existsSync(file)) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader(
      'content-type',
      file.endsWith('.js') ? 'text/javascript' : 'application/json',
    );
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${server.address().port}`;
});

after(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  rmSync(deployRoot, { recursive: true, force: true });
  shellShared = [{ name: '@kinora/shared', version: '1.2.0' }];
});

describe('pnpm remote deploy', () => {
  it('stores the build under its version, switches the deployment file and records it', async () => {
    const v1 = await deploy(context(), 'studio', { dist: fakeBuild('one') });
    assert.equal(v1.changed, true);
    assert.match(v1.version, /^1\.0\.0-[0-9a-f]{12}$/);
    // The other remotes stay where the deployment built beside the shell had them.
    assert.deepEqual(live(), {
      watch: builtDeployment.watch,
      studio: `/remotes/studio/${v1.version}/mf-manifest.json`,
    });
    const [record] = history();
    assert.deepEqual(
      { ...record, at: undefined },
      {
        remote: 'studio',
        action: 'deploy',
        version: v1.version,
        entry: v1.url,
        from: null,
        by: 'tester',
        at: undefined,
      },
    );
    // No temp file is left beside the switched files.
    assert.deepEqual(
      readdirSync(deployRoot).sort(),
      ['remotes', DEPLOYMENT_FILE, HISTORY_FILE].sort(),
    );
  });

  it('keeps the override origins an operator listed in the deployment file', async () => {
    await deploy(context(), 'studio', { dist: fakeBuild('listed-1') });
    const overrideOrigins = ['https://preview.example.org'];
    writeFileSync(
      path.join(deployRoot, DEPLOYMENT_FILE),
      JSON.stringify({ ...live(), overrideOrigins }),
    );
    await deploy(context(), 'studio', { dist: fakeBuild('listed-2') });
    assert.deepEqual(live().overrideOrigins, overrideOrigins);
    await rollback(context(), 'studio');
    assert.deepEqual(live().overrideOrigins, overrideOrigins);
    assert.deepEqual(
      status(context()).map((row) => row.remote),
      ['watch', 'studio'],
    );
  });

  it('changes nothing when the same build is deployed twice', async () => {
    const dist = fakeBuild('same');
    await deploy(context(), 'studio', { dist });
    const before = files();
    const checks = browserChecks;
    const again = await deploy(context(), 'studio', { dist });
    assert.equal(again.changed, false);
    assert.deepEqual(files(), before);
    assert.equal(browserChecks, checks, 'an unchanged deploy runs no preflight');
  });

  it('refuses a remote that needs a newer shared package than the live shell, and says why', async () => {
    const v1 = await deploy(context(), 'studio', { dist: fakeBuild('base') });
    const before = files();
    await assert.rejects(
      deploy(context(), 'studio', { dist: fakeBuild('newer', { needs: '^1.3.0' }) }),
      (error) => {
        assert.match(
          error.message,
          /shared @kinora\/shared: the remote needs \^1\.3\.0, the live shell provides 1\.2\.0/,
        );
        return true;
      },
    );
    assert.deepEqual(files(), before);
    assert.equal(live().studio, v1.url);
  });

  it('refuses a remote that drops an expose the live version has', async () => {
    await deploy(context(), 'studio', {
      dist: fakeBuild('two-exposes', { exposes: ['./routes', './Widget'] }),
    });
    const before = files();
    await assert.rejects(
      deploy(context(), 'studio', { dist: fakeBuild('one-expose') }),
      /\.\/Widget is missing/,
    );
    await assert.rejects(
      deploy(context(), 'studio', { dist: fakeBuild('no-routes', { exposes: ['./Widget'] }) }),
      /\.\/routes is missing/,
    );
    assert.deepEqual(files(), before);
  });

  it('refuses a build without its route record, or claiming a page of another remote', async () => {
    // The live watch remote (built beside the shell) serves the home page.
    const watchDir = path.join(deployRoot, 'remotes', 'watch');
    mkdirSync(watchDir, { recursive: true });
    writeFileSync(
      path.join(watchDir, 'routes.json'),
      JSON.stringify({
        version: 1,
        remote: 'watch',
        pages: [{ path: '/watch/:videoId', page: 'watch' }],
      }),
    );
    try {
      await assert.rejects(
        deploy(context(), 'studio', { dist: fakeBuild('no-record', { record: null }) }),
        /routes: route record http:\/\/[^ ]+\/routes\.json answered 404/,
      );
      await assert.rejects(
        deploy(context(), 'studio', {
          dist: fakeBuild('wrong-record', { record: { version: 1, remote: 'watch', pages: [] } }),
        }),
        /routes\.json is not a route record \(version 1\) of "studio"/,
      );
      const claiming = {
        version: 1,
        remote: 'studio',
        pages: [...STUDIO_PAGES, { path: '/watch/:id', page: 'player' }],
      };
      await assert.rejects(
        deploy(context(), 'studio', { dist: fakeBuild('claiming', { record: claiming }) }),
        /routes: \/watch\/:id is a page of "watch"/,
      );
      assert.deepEqual(files(), { deployment: null, history: null, versions: [] });
    } finally {
      rmSync(watchDir, { recursive: true, force: true });
    }
  });

  it('refuses a build that drops a public route it serves, and takes one that adds pages', async () => {
    await deploy(context(), 'studio', { dist: fakeBuild('with-upload') });
    const before = files();
    // `/upload-video` is ROUTES.uploadVideo of @kinora/shared: the platform's to change.
    await assert.rejects(
      deploy(context(), 'studio', {
        dist: fakeBuild('without-upload', {
          record: { version: 1, remote: 'studio', pages: [{ path: '/studio/new', page: 'new' }] },
        }),
      }),
      /routes: \/upload-video is a public route \(ROUTES\.uploadVideo\) the live "studio" serves/,
    );
    assert.deepEqual(files(), before);
    // Its own pages beside the public ones come and go with the remote alone.
    const more = [...STUDIO_PAGES, { path: '/studio/insights', page: 'insights' }];
    await deploy(context(), 'studio', {
      dist: fakeBuild('more-pages', { record: { version: 1, remote: 'studio', pages: more } }),
    });
    await deploy(context(), 'studio', { dist: fakeBuild('fewer-pages') });
  });

  it('refuses a remote whose browser check fails, and a shell it cannot reach', async () => {
    await assert.rejects(
      deploy({ ...context(), headless: async () => ['entry failed: boom'] }, 'studio', {
        dist: fakeBuild('broken'),
      }),
      /preflight failed for studio[\s\S]*entry failed: boom/,
    );
    assert.deepEqual(files(), { deployment: null, history: null, versions: [] });
    await assert.rejects(
      deploy({ ...context(), site: 'http://127.0.0.1:9' }, 'studio', { dist: fakeBuild('x') }),
      /not reachable/,
    );
    assert.deepEqual(files().versions, []);
  });

  it('refuses a name no remote can have, and a build of another remote', async () => {
    for (const name of ['Nope', 'api', '../studio']) {
      await assert.rejects(
        deploy(context(), name, { dist: fakeBuild('nope') }),
        /cannot name a remote/,
      );
    }
    await assert.rejects(
      deploy(context(), 'events', { dist: fakeBuild('studio-as-events') }),
      /manifest: the build is the remote "studio", not "events"/,
    );
    await assert.rejects(rollback(context(), 'nope'), /"nope" is not a remote/);
  });

  it('lets a fifth remote join with its first deploy, and leave with its rollback', async () => {
    const events = { version: 1, remote: 'events', pages: [{ path: '/events', page: 'events' }] };
    const { url } = await deploy(context(), 'events', {
      dist: fakeBuild('events', { name: 'events', record: events }),
    });
    assert.equal(live().events, url);
    assert.deepEqual(
      status(context()).find((s) => s.remote === 'events'),
      {
        remote: 'events',
        version: url.split('/')[3],
        url,
        deployedAt: history().at(-1).at,
        canary: null,
      },
    );
    await rollback(context(), 'events');
    assert.equal(Object.hasOwn(live(), 'events'), false);
    assert.equal(history().at(-1).entry, null);
    await assert.rejects(rollback(context(), 'events'), /"events" is not a remote/);
  });
});

describe('pnpm remote rollback, canary, promote and status', () => {
  it('walks back through the deployed versions and records each switch', async () => {
    const v1 = await deploy(context(), 'studio', { dist: fakeBuild('r1') });
    const v2 = await deploy(context(), 'studio', { dist: fakeBuild('r2') });
    const v3 = await deploy(context(), 'studio', { dist: fakeBuild('r3') });
    await rollback(context(), 'studio');
    assert.equal(live().studio, v2.url);
    await rollback(context(), 'studio');
    assert.equal(live().studio, v1.url);
    await assert.rejects(rollback(context(), 'studio'), /no earlier version/);
    const records = history();
    assert.deepEqual(
      records.map((r) => r.action),
      ['deploy', 'deploy', 'deploy', 'rollback', 'rollback'],
    );
    assert.deepEqual(records[3], {
      ...records[3],
      from: v3.url,
      entry: v2.url,
      version: v2.version,
    });
  });

  it('rolls the first deploy back to the entry built beside the shell', async () => {
    const builtUrl = '/remotes/studio/built/mf-manifest.json';
    cpSync(fakeBuild('built'), path.join(deployRoot, 'remotes', 'studio', 'built'), {
      recursive: true,
    });
    builtDeployment.studio = builtUrl;
    try {
      const v1 = await deploy(context(), 'studio', { dist: fakeBuild('first') });
      assert.equal(live().studio, v1.url);
      await rollback(context(), 'studio');
      assert.equal(live().studio, builtUrl);
      assert.equal(live().watch, builtDeployment.watch);
      await assert.rejects(rollback(context(), 'studio'), /no earlier version/);
      assert.deepEqual(
        history().map((r) => [r.action, r.entry]),
        [
          ['deploy', v1.url],
          ['rollback', builtUrl],
        ],
      );
    } finally {
      delete builtDeployment.studio;
    }
  });

  it('runs a canary beside the live version, promotes it, or drops it on rollback', async () => {
    const v1 = await deploy(context(), 'studio', { dist: fakeBuild('c1') });
    await assert.rejects(
      deploy(context(), 'studio', { dist: fakeBuild('c2'), canaryPercent: 101 }),
      /0 to 100/,
    );
    const v2 = await deploy(context(), 'studio', { dist: fakeBuild('c2'), canaryPercent: 10 });
    assert.deepEqual(live().studio, { stable: v1.url, canary: v2.url, percent: 10 });
    const [row] = status(context()).filter((s) => s.remote === 'studio');
    assert.equal(row.version, v1.version);
    assert.deepEqual(row.canary, { url: v2.url, percent: 10, version: v2.version });
    assert.equal(row.deployedAt, history().at(-1).at);

    await rollback(context(), 'studio');
    assert.equal(live().studio, v1.url);
    await deploy(context(), 'studio', { dist: fakeBuild('c2'), canaryPercent: 50 });
    await promote(context(), 'studio');
    assert.equal(live().studio, v2.url);
    await assert.rejects(promote(context(), 'studio'), /no canary/);
    assert.deepEqual(
      history().map((r) => r.action),
      ['deploy', 'canary', 'rollback', 'canary', 'promote'],
    );
  });

  it('needs a live version before a canary, and shows remotes the tool never deployed', async () => {
    await assert.rejects(
      deploy(context(), 'studio', { dist: fakeBuild('lonely'), canaryPercent: 5 }),
      /no live version/,
    );
    assert.deepEqual(status(context())[0], {
      remote: 'watch',
      version: null,
      url: null,
      deployedAt: null,
      canary: null,
    });
  });
});

describe('the headless check', () => {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  it('loads the entry in Chromium and gets ./routes from its container', async () => {
    const good = await deploy({ ...context(), headless: undefined }, 'studio', {
      dist: fakeBuild('real'),
    });
    assert.equal(good.changed, true);
    const broken = fakeBuild('throws', { entry: 'throw new Error("half a file");' });
    await assert.rejects(
      deploy({ ...context(), headless: undefined }, 'studio', { dist: broken }),
      /half a file|defines no container/,
    );
    const manifest = JSON.parse(readFileSync(path.join(broken, 'mf-manifest.json'), 'utf8'));
    const problems = await headlessProblems(
      `${site}/remotes/studio/none/mf-manifest.json`,
      manifest,
      { executablePath: chromium, site },
    );
    assert.match(problems.join('\n'), /did not load/);
  });
});
