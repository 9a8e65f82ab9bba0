// The import boundaries in eslint.config.js can fail: each case takes a real file, plants one
// forbidden import at its top and lints the result under the file's own path, so the real config,
// zones and resolver judge it. The text goes to ESLint in memory (lintText with filePath): nothing
// is written into the tree, so a failing run leaves nothing behind.
// Run: node --test scripts/lint-boundaries.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root, WEB_APPS } from './lib.mjs';

const RULE = 'import-x/no-restricted-paths';

// Only the boundary rule runs, without type information: the typed rules are not what is under
// test, and building a TypeScript program per package would make this test take minutes.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
});

const SOURCE = /\.tsx?$/;
const isSource = (file) => SOURCE.test(file) && !/\.(test|d)\.tsx?$/.test(file);

/** The source files under `dir`, relative to the root, in a stable order. */
function sourcesIn(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .sort()
    .flatMap((entry) => {
      const relative = path.join(dir, entry);
      if (statSync(path.join(root, relative)).isDirectory()) return sourcesIn(relative);
      return isSource(entry) ? [relative] : [];
    });
}

const folders = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/** The specifier `file` would use to import `target` (relative, without extension). */
function specifier(file, target) {
  const relative = path.relative(path.dirname(file), target).replace(SOURCE, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

function firstSource(dir) {
  const [file] = sourcesIn(dir);
  assert.ok(file, `no source file under ${dir} to plant an import in`);
  return file;
}

/** Boundary errors ESLint reports for `text` linted as the file at `file`. */
async function boundaryErrors(file, text) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((message) => message.fatal);
  assert.deepEqual(fatal, [], `${file} did not parse`);
  return result.messages.filter((message) => message.ruleId === RULE);
}

/** Plants `import * as planted from '<target>'` at the top of `file` and expects it caught. */
async function assertCaught(file, target) {
  assert.ok(existsSync(path.join(root, target)), `${target} exists, so the import resolves`);
  const original = readFileSync(path.join(root, file), 'utf8');
  const planted = `import * as planted from '${specifier(file, target)}';\nvoid planted;\n`;

  const before = await boundaryErrors(file, original);
  assert.deepEqual(before, [], `${file} as it stands crosses no boundary`);
  const after = await boundaryErrors(file, planted + original);
  assert.equal(
    after.filter((message) => message.line === 1).length,
    1,
    `importing ${target} from ${file} is reported`,
  );
}

/** An app with at least two features, and those two features. */
function appWithTwoFeatures() {
  for (const app of WEB_APPS) {
    const features = folders(`${app}/src/features`).filter(
      (f) => sourcesIn(`${app}/src/features/${f}`).length > 0,
    );
    if (features.length >= 2) return { app, features };
  }
  throw new Error('no app has two features to plant a cross-feature import between');
}

test('a feature importing another feature is reported', async () => {
  const { app, features } = appWithTwoFeatures();
  const [own, other] = features;
  await assertCaught(
    firstSource(`${app}/src/features/${own}`),
    firstSource(`${app}/src/features/${other}`),
  );
});

test('a feature importing its app layer is reported', async () => {
  const { app, features } = appWithTwoFeatures();
  await assertCaught(
    firstSource(`${app}/src/features/${features[0]}`),
    firstSource(`${app}/src/app`),
  );
});

test('lib importing a feature is reported', async () => {
  const app = WEB_APPS.find((candidate) => sourcesIn(`${candidate}/src/lib`).length > 0);
  assert.ok(app, 'some app has a src/lib');
  const [feature] = folders(`${app}/src/features`);
  await assertCaught(firstSource(`${app}/src/lib`), firstSource(`${app}/src/features/${feature}`));
});

/** An app with a page layer (src/pages), and one page file there that composes features. */
function appWithPages() {
  const app = WEB_APPS.find((candidate) => sourcesIn(`${candidate}/src/pages`).length > 0);
  assert.ok(app, 'some app has a src/pages layer');
  const page = sourcesIn(`${app}/src/pages`).find((file) =>
    readFileSync(path.join(root, file), 'utf8').includes('/features/'),
  );
  assert.ok(page, `some page of ${app} imports a feature`);
  return { app, page };
}

test('a feature importing a page is reported', async () => {
  const { app, page } = appWithPages();
  const [feature] = folders(`${app}/src/features`);
  await assertCaught(firstSource(`${app}/src/features/${feature}`), page);
});

test('a page importing its app layer is reported (while it imports features freely)', async () => {
  const { app, page } = appWithPages();
  // assertCaught first lints the page as it stands: its imports of several features pass.
  await assertCaught(page, firstSource(`${app}/src/app`));
});

test('lib importing a page is reported', async () => {
  const { app, page } = appWithPages();
  await assertCaught(firstSource(`${app}/src/lib`), page);
});

test('an app importing another app is reported', async () => {
  const [host, remote] = WEB_APPS;
  await assertCaught(firstSource(`${host}/src/app`), firstSource(`${remote}/src/app`));
});

test('the shared package importing an app is reported', async () => {
  for (const app of WEB_APPS) {
    await assertCaught('shared/src/routing/paths.ts', firstSource(`${app}/src/app`));
  }
});

test('server infrastructure importing a domain is reported', async () => {
  await assertCaught(firstSource('server/src/plugins'), firstSource('server/src/videos'));
  await assertCaught('server/src/media/upload-guard.ts', 'server/src/accounts/index.ts');
});

test('server lib importing a domain or infrastructure is reported', async () => {
  await assertCaught(firstSource('server/src/lib'), firstSource('server/src/accounts'));
  await assertCaught(firstSource('server/src/lib'), firstSource('server/src/plugins'));
});

test('a server domain importing the app layer is reported', async () => {
  await assertCaught(firstSource('server/src/videos'), 'server/src/composition.ts');
});

test("a server domain importing another domain's internals is reported, its index is not", async () => {
  const file = 'server/src/discussions/comment-service.ts';
  await assertCaught(file, 'server/src/videos/video-service.ts');
  await assertCaught(file, 'server/src/accounts/user-repository.ts');
  const original = readFileSync(path.join(root, file), 'utf8');
  const throughIndex = `import * as planted from '${specifier(file, 'server/src/videos/index.ts').replace(/\/index$/, '')}';\nvoid planted;\n`;
  assert.deepEqual(await boundaryErrors(file, throughIndex + original), []);
});

test('a view of the shared package importing the session, the API or the data layer is reported', async () => {
  for (const connected of ['shared/src/api/http.ts', 'shared/src/stores/use-session.ts']) {
    await assertCaught('shared/src/first-paint/render.tsx', connected);
    await assertCaught('shared/src/ui/video-card.tsx', connected);
    await assertCaught('shared/src/ui/channel-header-view.tsx', connected);
  }
  await assertCaught('shared/src/first-paint/render.tsx', 'shared/src/channel/channel-header.tsx');
  await assertCaught(
    'shared/src/ui/channel-header-view.tsx',
    'shared/src/channel/channel-frame.tsx',
  );
});

test('a server lib importing the web edge is reported', async () => {
  await assertCaught(firstSource('server/src/lib'), 'server/src/web/plugin.ts');
});

test('a server domain importing the web edge is reported', async () => {
  await assertCaught('server/src/videos/video-service.ts', 'server/src/web/embed-page.ts');
  await assertCaught('server/src/platform/deployment.ts', 'server/src/web/plugin.ts');
});

test('the federated package importing the discussion kit is reported', async () => {
  await assertCaught('shared/src/index.ts', 'shared/src/discussion/index.ts');
  await assertCaught('shared/src/social/use-like-toggle.ts', 'shared/src/discussion/index.ts');
});

test('the federated package importing the channel or the standalone kit is reported', async () => {
  await assertCaught('shared/src/index.ts', 'shared/src/channel/index.ts');
  await assertCaught('shared/src/ui/index.ts', 'shared/src/channel/channel-header.tsx');
  await assertCaught('shared/src/app/index.ts', 'shared/src/standalone/index.ts');
});

test('a kit reaching the package by a relative path is reported', async () => {
  const restrictedImports = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
    },
  });
  for (const file of [
    'shared/src/discussion/use-discussion-actions.ts',
    'shared/src/channel/use-subscription-toggle.ts',
    'shared/src/standalone/standalone-frame.tsx',
  ]) {
    const original = readFileSync(path.join(root, file), 'utf8');
    const [result] = await restrictedImports.lintText(
      `import * as planted from '../stores/notify';\nvoid planted;\n${original}`,
      { filePath: path.join(root, file) },
    );
    assert.deepEqual(
      result.messages.filter((message) => message.line === 1).map((message) => message.ruleId),
      ['no-restricted-imports'],
      file,
    );
  }
});
