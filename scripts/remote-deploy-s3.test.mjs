// `pnpm remote deploy --target s3` against a real S3-compatible server (s3rver): the build's files
// land under remotes/<name>/<version>/ with their content types and an immutable cache policy,
// the deploy root's remotes.json names the absolute public URL, a second deploy uploads nothing,
// and a refused build leaves neither objects in the bucket nor a change in the deploy root.
// Run: node --test scripts/remote-deploy-s3.test.mjs
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DeleteObjectsCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { IMMUTABLE, bucketConfig, openBucketStore } from './remote/bucket.mjs';
import { deploy, promote, rollback, status } from './remote/commands.mjs';
import { DEPLOYMENT_FILE, HISTORY_FILE } from './remote/deploy-root.mjs';

// The SDK's notice about Node 20 support is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const BUCKET = 'kinora-remotes';
/** A bucket without a CORS rule: pages of the site could not read a manifest from it. */
const CLOSED_BUCKET = 'kinora-remotes-no-cors';
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
  </CORSRule>
</CORSConfiguration>`;
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const work = mkdtempSync(path.join(os.tmpdir(), 'kinora-remote-s3-test-'));
const deployRoot = path.join(work, 'deploy');
let s3;
let endpoint;
let store;
let closedStore;
let site;
let server;
const builtDeployment = { watch: '/remotes/watch/mf-manifest.json' };
let shellShared = [{ name: '@kinora/shared', version: '1.2.0' }];
/** The S3 calls each store sent, by command name. */
const sent = [];

/** A remote build: a manifest, an entry that defines a container, and a nested stylesheet. */
function fakeBuild(label, { needs = '^1.0.0' } = {}) {
  const dir = path.join(work, `build-${label}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const manifest = {
    name: 'studio',
    metaData: {
      buildInfo: { buildVersion: '1.0.0' },
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      globalName: 'studio',
    },
    shared: [{ name: '@kinora/shared', version: '1.2.0', requiredVersion: needs }],
    exposes: [{ name: 'routes', path: './routes' }],
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    path.join(dir, 'routes.json'),
    JSON.stringify({
      version: 1,
      remote: 'studio',
      pages: [{ path: '/upload-video', page: 'up' }],
    }),
  );
  writeFileSync(
    path.join(dir, 'remoteEntry.js'),
    `var studio = { label: ${JSON.stringify(label)}, init: async () => {}, get: async () => () => ({}) };`,
  );
  writeFileSync(path.join(dir, 'assets', 'page.css'), `.${label} { color: red }`);
  return dir;
}

const readOr = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const deployFiles = () => ({
  deployment: readOr(path.join(deployRoot, DEPLOYMENT_FILE)),
  history: readOr(path.join(deployRoot, HISTORY_FILE)),
});
const live = () => JSON.parse(readFileSync(path.join(deployRoot, DEPLOYMENT_FILE), 'utf8'));
const history = () => JSON.parse(readFileSync(path.join(deployRoot, HISTORY_FILE), 'utf8'));

async function bucketKeys(bucket = BUCKET) {
  const out = await store.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (out.Contents ?? []).map((object) => object.Key).sort();
}

let browserChecks = 0;
const context = (options = {}) => ({
  root: deployRoot,
  site,
  remotes: ['watch', 'studio'],
  by: 'tester',
  store,
  headless: async () => {
    browserChecks += 1;
    return [];
  },
  ...options,
});

/** Counts what a store's client sends, to tell an upload from a check. */
function countCommands(client) {
  client.middlewareStack.add(
    (next, { commandName }) =>
      (args) => {
        sent.push(commandName);
        return next(args);
      },
    { step: 'initialize', name: 'countCommands' },
  );
}

before(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [CORS] }, { name: CLOSED_BUCKET }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  const open = (bucket) =>
    openBucketStore(bucketConfig({ bucket, endpoint, publicUrl: `${endpoint}/${bucket}` }, {}), {
      credentials: CREDENTIALS,
    });
  [store, closedStore] = await Promise.all([open(BUCKET), open(CLOSED_BUCKET)]);
  countCommands(store.client);
  countCommands(closedStore.client);

  // The live site: the shell's manifest, and the deployment file built beside the shell.
  server = createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://x');
    response.setHeader('content-type', 'application/json');
    if (pathname === '/remotes.json') return response.end(JSON.stringify(builtDeployment));
    if (pathname === '/mf-manifest.json') {
      return response.end(JSON.stringify({ name: 'shell', shared: shellShared }));
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  store.close();
  closedStore.close();
  server.close();
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

beforeEach(async () => {
  rmSync(deployRoot, { recursive: true, force: true });
  shellShared = [{ name: '@kinora/shared', version: '1.2.0' }];
  const keys = await bucketKeys();
  if (keys.length > 0) {
    await store.client.send(
      new DeleteObjectsCommand({
        Bucket: BUCKET,
        Delete: { Objects: keys.map((Key) => ({ Key })) },
      }),
    );
  }
  sent.length = 0;
});

describe('pnpm remote deploy --target s3', () => {
  it('uploads the build under its version with content types and an immutable cache policy', async () => {
    const v1 = await deploy(context(), 'studio', { dist: fakeBuild('one') });
    assert.equal(v1.changed, true);
    const folder = `remotes/studio/${v1.version}`;
    assert.deepEqual(await bucketKeys(), [
      `${folder}/assets/page.css`,
      `${folder}/mf-manifest.json`,
      `${folder}/remoteEntry.js`,
      `${folder}/routes.json`,
    ]);
    const types = {
      'mf-manifest.json': 'application/json; charset=utf-8',
      'routes.json': 'application/json; charset=utf-8',
      'remoteEntry.js': 'text/javascript; charset=utf-8',
      'assets/page.css': 'text/css; charset=utf-8',
    };
    for (const [file, type] of Object.entries(types)) {
      const head = await store.client.send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: `${folder}/${file}` }),
      );
      assert.equal(head.ContentType, type, file);
      assert.equal(head.CacheControl, IMMUTABLE, file);
    }
    // The manifest goes last: once it is there, the folder is complete.
    assert.deepEqual(sent.filter((name) => name === 'PutObjectCommand').length, 4);

    // The deployment file names the public URL; the code itself is not in the deploy root.
    const url = `${endpoint}/${BUCKET}/${folder}/mf-manifest.json`;
    assert.equal(v1.url, url);
    assert.deepEqual(live(), { watch: builtDeployment.watch, studio: url });
    assert.deepEqual(
      { ...history()[0], at: undefined },
      {
        remote: 'studio',
        action: 'deploy',
        version: v1.version,
        entry: url,
        from: null,
        by: 'tester',
        at: undefined,
      },
    );
    assert.equal(existsSync(path.join(deployRoot, 'remotes')), false);

    // What a page of the site gets from the bucket.
    const response = await fetch(url, { headers: { origin: site } });
    assert.equal(response.headers.get('cache-control'), IMMUTABLE);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal((await response.json()).name, 'studio');
  });

  it('changes nothing and uploads nothing when the same build is deployed twice', async () => {
    const dist = fakeBuild('same');
    await deploy(context(), 'studio', { dist });
    const before = { ...deployFiles(), keys: await bucketKeys() };
    const checks = browserChecks;
    sent.length = 0;
    const again = await deploy(context(), 'studio', { dist });
    assert.equal(again.changed, false);
    assert.deepEqual(sent, [], 'an unchanged deploy sends nothing to the bucket');
    assert.deepEqual({ ...deployFiles(), keys: await bucketKeys() }, before);
    assert.equal(browserChecks, checks, 'an unchanged deploy runs no preflight');
  });

  it('does not upload a version folder again that the bucket holds complete', async () => {
    const one = fakeBuild('kept-1');
    const v1 = await deploy(context(), 'studio', { dist: one });
    await deploy(context(), 'studio', { dist: fakeBuild('kept-2') });
    const keys = await bucketKeys();
    sent.length = 0;
    const again = await deploy(context(), 'studio', { dist: one });
    assert.equal(again.changed, true);
    assert.equal(live().studio, v1.url);
    assert.deepEqual(sent, ['HeadObjectCommand']);
    assert.deepEqual(await bucketKeys(), keys);
  });

  it('removes what it uploaded when the preflight fails, and leaves the deploy root as it was', async () => {
    const v1 = await deploy(context(), 'studio', { dist: fakeBuild('base') });
    const before = { ...deployFiles(), keys: await bucketKeys() };
    await assert.rejects(
      deploy(context(), 'studio', { dist: fakeBuild('newer', { needs: '^1.3.0' }) }),
      /shared @kinora\/shared: the remote needs \^1\.3\.0, the live shell provides 1\.2\.0/,
    );
    await assert.rejects(
      deploy(context({ headless: async () => ['entry failed: boom'] }), 'studio', {
        dist: fakeBuild('broken'),
      }),
      /preflight failed for studio[\s\S]*entry failed: boom/,
    );
    assert.deepEqual({ ...deployFiles(), keys: await bucketKeys() }, before);
    assert.equal(live().studio, v1.url);
  });

  it('keeps a version folder it did not upload when that version fails its preflight', async () => {
    const strict = fakeBuild('strict', { needs: '^1.2.0' });
    await deploy(context(), 'studio', { dist: strict });
    const v2 = await deploy(context(), 'studio', { dist: fakeBuild('lenient') });
    shellShared = [{ name: '@kinora/shared', version: '1.1.0' }];
    const before = { ...deployFiles(), keys: await bucketKeys() };
    await assert.rejects(deploy(context(), 'studio', { dist: strict }), /needs \^1\.2\.0/);
    // The older version stays whole: the history still points at it for a rollback.
    assert.deepEqual({ ...deployFiles(), keys: await bucketKeys() }, before);
    assert.equal(live().studio, v2.url);
  });

  it('refuses a bucket whose manifest pages of the site cannot read (no CORS)', async () => {
    await assert.rejects(
      deploy(context({ store: closedStore }), 'studio', { dist: fakeBuild('closed') }),
      (error) => {
        assert.match(error.message, /not readable by pages of http:\/\/127\.0\.0\.1:\d+/);
        assert.match(error.message, /without Access-Control-Allow-Origin/);
        return true;
      },
    );
    assert.deepEqual(await bucketKeys(CLOSED_BUCKET), []);
    assert.deepEqual(deployFiles(), { deployment: null, history: null });
  });
});

describe('promote, rollback and status with absolute URLs in the bucket', () => {
  it('runs a canary from the bucket, promotes it, rolls back and shows the versions', async () => {
    const v1 = await deploy(context(), 'studio', { dist: fakeBuild('abs-1') });
    const v2 = await deploy(context(), 'studio', { dist: fakeBuild('abs-2'), canaryPercent: 20 });
    assert.deepEqual(live().studio, { stable: v1.url, canary: v2.url, percent: 20 });
    const studio = () => status(context()).find((s) => s.remote === 'studio');
    assert.deepEqual(
      { ...studio(), deployedAt: undefined },
      {
        remote: 'studio',
        version: v1.version,
        url: v1.url,
        deployedAt: undefined,
        canary: { url: v2.url, percent: 20, version: v2.version },
      },
    );

    await promote(context(), 'studio');
    assert.equal(live().studio, v2.url);
    assert.equal(studio().version, v2.version);

    await rollback(context(), 'studio');
    assert.equal(live().studio, v1.url);
    assert.equal(studio().version, v1.version);
    // Back past the first deploy: the entry built beside the shell named no studio.
    await assert.rejects(rollback(context(), 'studio'), /no earlier version/);
    assert.deepEqual(
      history().map((r) => [r.action, r.version, r.entry]),
      [
        ['deploy', v1.version, v1.url],
        ['canary', v2.version, { stable: v1.url, canary: v2.url, percent: 20 }],
        ['promote', v2.version, v2.url],
        ['rollback', v1.version, v1.url],
      ],
    );
  });
});

describe('the configuration of the s3 target', () => {
  it('names what is missing or malformed', () => {
    assert.throws(() => bucketConfig({}, {}), /needs the bucket: --bucket or REMOTES_S3_BUCKET\./);
    assert.throws(
      () => bucketConfig({}, { REMOTES_S3_BUCKET: 'b' }),
      /needs the URL browsers load the bucket's files from: --public-url or REMOTES_PUBLIC_URL\./,
    );
    assert.throws(
      () => bucketConfig({}, { REMOTES_S3_BUCKET: 'b', REMOTES_PUBLIC_URL: 'cdn.example.org' }),
      /REMOTES_PUBLIC_URL must be an absolute http\(s\) URL/,
    );
    // Flags win over the environment; a base with a path keeps it.
    assert.deepEqual(
      bucketConfig(
        { bucket: 'flag', publicUrl: 'https://cdn.example.org/kinora' },
        { REMOTES_S3_BUCKET: 'env', REMOTES_S3_REGION: 'eu-west-3' },
      ),
      {
        bucket: 'flag',
        publicUrl: 'https://cdn.example.org/kinora/',
        endpoint: undefined,
        region: 'eu-west-3',
      },
    );
  });

  it('makes the CLI exit 1 with one line before anything is built or changed', async () => {
    const dist = fakeBuild('cli');
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) =>
          !/^(AWS_|REMOTES_)/.test(key) && key !== 'WEB_DEPLOY_DIR' && key !== 'KINORA_SITE_URL',
      ),
    );
    const cli = (env) =>
      promisify(execFile)(
        process.execPath,
        [
          'scripts/remote/cli.mjs',
          'deploy',
          'studio',
          '--target',
          's3',
          '--root',
          deployRoot,
          '--site',
          site,
          '--dist',
          dist,
        ],
        {
          cwd: repoRoot,
          env: {
            ...clean,
            // No shared credentials or config file, no instance metadata to wait for.
            HOME: work,
            AWS_EC2_METADATA_DISABLED: 'true',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            ...env,
          },
        },
      ).then(
        () => assert.fail('the CLI succeeded'),
        (error) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
      );
    const bucket = { REMOTES_S3_BUCKET: BUCKET, REMOTES_PUBLIC_URL: `${endpoint}/${BUCKET}` };
    const outcomes = await Promise.all([
      cli({}),
      cli(bucket),
      cli({ ...bucket, REMOTES_S3_ENDPOINT: endpoint }),
    ]);
    assert.deepEqual(
      outcomes,
      [
        '--target s3 needs the bucket: --bucket or REMOTES_S3_BUCKET.',
        "--target s3 needs the bucket's region: --region or REMOTES_S3_REGION, or AWS_REGION.",
        '--target s3 found no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE.',
      ].map((line) => ({ code: 1, stdout: '', stderr: `${line}\n` })),
    );
    assert.deepEqual(deployFiles(), { deployment: null, history: null });
    assert.deepEqual(await bucketKeys(), []);
  });
});
