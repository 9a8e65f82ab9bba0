// The list of web apps is written once, in shared/src/routing/remotes.json. The files that cannot
// import it (JSON and YAML configs, a TypeScript union, the committed dev deployment file) are
// checked against it here, so adding or renaming a remote fails this test until they agree.
// Run: node --test scripts/web-apps.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import webApps from '../shared/build/web-apps.cjs';
import { DEV_DEPLOYMENT_FILE, devDeploymentJson, root } from './lib.mjs';

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const folders = webApps.WEB_APPS.map((app) => app.folder).sort();

test('every folder built with webpack is a listed web app, and every listed app exists', () => {
  const built = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .filter((entry) => existsSync(path.join(root, entry.name, 'webpack.config.cjs')))
    .map((entry) => entry.name)
    .sort();
  assert.deepEqual(built, folders);
});

test('each web app is the package the scripts filter on (@kinora/<folder>)', () => {
  for (const folder of folders) {
    assert.equal(JSON.parse(read(`${folder}/package.json`)).name, `@kinora/${folder}`);
  }
});

test('names and dev ports are unique', () => {
  const names = webApps.WEB_APPS.map((app) => app.name);
  const ports = webApps.WEB_APPS.map((app) => app.devPort);
  assert.equal(new Set(names).size, names.length, 'names');
  assert.equal(new Set(ports).size, ports.length, 'dev ports');
});

test('tsconfig.json references every web app', () => {
  const { references } = JSON.parse(read('tsconfig.json'));
  const referenced = new Set(references.map((reference) => path.normalize(reference.path)));
  for (const folder of folders) assert.ok(referenced.has(folder), `${folder} is referenced`);
});

test('pnpm-workspace.yaml lists every web app as a package', () => {
  const yaml = read('pnpm-workspace.yaml');
  const block = /^packages:\n((?:[ \t]+-.*\n|[ \t]*#.*\n)+)/m.exec(yaml);
  assert.ok(block, 'pnpm-workspace.yaml has a packages list');
  const packages = new Set(
    [...block[1].matchAll(/^[ \t]+-[ \t]+['"]?([^'"\s#]+)/gm)].map((match) => match[1]),
  );
  for (const folder of folders) assert.ok(packages.has(folder), `${folder} is a workspace package`);
});

test('the RemoteName union in paths.ts spells the listed remotes', () => {
  const source = read('shared/src/routing/paths.ts');
  const union = /export type RemoteName =([^;]+);/.exec(source);
  assert.ok(union, 'paths.ts declares RemoteName as a union of names');
  const spelled = [...union[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
  assert.deepEqual(spelled, webApps.REMOTE_NAMES);
});

test('the shell dev deployment file points at every remote dev server', () => {
  assert.equal(
    readFileSync(DEV_DEPLOYMENT_FILE, 'utf8'),
    devDeploymentJson(),
    `${path.relative(root, DEV_DEPLOYMENT_FILE)} is what \`pnpm dev\` writes`,
  );
});

test('every public route but the shell’s own is a page of exactly one remote’s route record', () => {
  // The remotes declare their pages (src/app/pages.json); the public routes in paths.ts are the
  // paths links, bookmarks and search engines rely on, so each must stay served by someone.
  // Signing in and getting an account back stay with the shell, beside its session.
  const shellPages = new Set([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/verify-email',
  ]);
  const source = read('shared/src/routing/paths.ts');
  const table = /export const ROUTES = \{([^}]+)\}/.exec(source);
  assert.ok(table, 'paths.ts declares ROUTES');
  const publicRoutes = [...table[1].matchAll(/:\s*'([^']+)'/g)].map((match) => match[1]);
  const owners = new Map();
  for (const remote of webApps.REMOTES) {
    const record = JSON.parse(read(`${remote.folder}/src/app/pages.json`));
    assert.equal(record.remote, remote.name, `${remote.folder}'s record names its remote`);
    for (const page of record.pages) {
      owners.set(page.path, [...(owners.get(page.path) ?? []), remote.name]);
    }
  }
  for (const route of publicRoutes.filter((path) => !shellPages.has(path))) {
    assert.equal(owners.get(route)?.length, 1, `${route} is served by one remote`);
  }
});
