/**
 * Upload path, web side: which of the project's own web source files run from the upload form to
 * the player. Counted, not timed.
 *
 *   pnpm bench:upload-path:web
 *
 * Runs two existing Jest tests with coverage: the upload page saving a draft's details, waiting for
 * its upload, publishing it and opening the new video (mfe-studio), and the watch page drawing a ready video of one's own in the native player
 * (mfe-watch). Coverage is collected from each remote's `src` and from the UI kit (`shared/src`,
 * `shared/contract/src`), test helpers left out. A file counts when at least one of its functions
 * ran; files that were only loaded (through the `@kinora/shared` barrel, or constants) are
 * counted apart. The path is the union of the two tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The test that stands for each step, with the one test of its file that walks the happy path. */
const STEPS = [
  {
    label: 'upload form (mfe-studio)',
    pkg: 'mfe-studio',
    test: 'src/features/upload/components/upload-video-page.test.tsx',
    name: 'saves the details with the thumbnail, waits for the upload, publishes and opens the video',
  },
  {
    label: 'player (mfe-watch)',
    pkg: 'mfe-watch',
    test: 'src/pages/watch/watch-page.test.tsx',
    name: 'shows Loading..., then the native player with the thumbnail as poster',
  },
];

const coverFrom = (pkg) => [
  `${pkg}/src/**/*.{ts,tsx}`,
  'shared/src/**/*.{ts,tsx}',
  'shared/contract/src/**/*.{ts,tsx}',
  // Test helpers are not the path; they draw the page and answer for the server.
  '!**/*.test.{ts,tsx}',
  '!**/*.d.ts',
  '!**/test/**',
  '!**/test-utils/**',
  '!**/*-test-handlers.ts',
  '!**/*-fixtures.ts',
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{ called, loaded }`: absolute paths with a function run, and those only loaded. */
function runStep(step) {
  const coverageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinora-upload-path-web-'));
  const pkgDir = path.join(repoDir, step.pkg);
  // The package's own Jest settings with the repository as root: Istanbul leaves out every file
  // outside the root, and the UI kit lives beside the package, not in it.
  const config = {
    ...createRequire(import.meta.url)(path.join(pkgDir, 'jest.config.cjs')),
    rootDir: repoDir,
    roots: [path.join(pkgDir, 'src')],
    collectCoverageFrom: coverFrom(step.pkg),
  };
  try {
    const jest = spawnSync(
      path.join(pkgDir, 'node_modules', '.bin', 'jest'),
      [
        '--maxWorkers=1',
        '--coverage',
        '--coverageReporters=json',
        `--coverageDirectory=${coverageDir}`,
        `--config=${JSON.stringify(config)}`,
        `--testNamePattern=^.*${escapeRegExp(step.name)}$`,
        path.join(pkgDir, step.test),
      ],
      { cwd: pkgDir, encoding: 'utf8' },
    );
    if (jest.status !== 0) {
      process.stderr.write(jest.stdout + jest.stderr);
      throw new Error(`jest failed in ${step.pkg} (exit ${jest.status})`);
    }
    if (!/Tests:\s+(\d+ skipped, )?1 passed, /.test(jest.stderr)) {
      process.stderr.write(jest.stderr);
      throw new Error(`expected exactly one test to run in ${step.pkg}`);
    }
    const coverage = JSON.parse(
      fs.readFileSync(path.join(coverageDir, 'coverage-final.json'), 'utf8'),
    );
    const called = new Set();
    const loaded = new Set();
    for (const [file, data] of Object.entries(coverage)) {
      if (Object.values(data.f).some((count) => count > 0)) called.add(file);
      else if (Object.values(data.s).some((count) => count > 0)) loaded.add(file);
    }
    return { called, loaded };
  } finally {
    fs.rmSync(coverageDir, { recursive: true, force: true });
  }
}

function printGrouped(files) {
  const byFolder = new Map();
  for (const file of files) {
    const relative = path.relative(repoDir, file);
    const folder = path.dirname(relative);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), path.basename(relative)]);
  }
  for (const folder of [...byFolder.keys()].sort()) {
    const names = byFolder.get(folder).sort();
    process.stdout.write(`  ${folder}/ (${names.length})\n`);
    for (const name of names) process.stdout.write(`      ${name}\n`);
  }
}

const called = new Set();
const loaded = new Set();
for (const step of STEPS) {
  const result = runStep(step);
  process.stdout.write(
    `${step.label}: ${result.called.size} files with a function run ` +
      `(${result.loaded.size} more only loaded)\n`,
  );
  for (const file of result.called) called.add(file);
  for (const file of result.loaded) loaded.add(file);
}
for (const file of called) loaded.delete(file);

process.stdout.write(
  `\nUpload path, web (form to player): ${called.size} files with a function run\n`,
);
printGrouped(called);
// Mostly what the `@kinora/shared` barrel pulls in: a count, not the path.
process.stdout.write(`\nLoaded as well, no function run: ${loaded.size}\n`);
