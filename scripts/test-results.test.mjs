// The summary of `pnpm test` reads the runners' reports: these samples are trimmed from what jest,
// vitest and Playwright wrote (node:test's comes from a real run through its reporter) for small suites with a passing, a failing and a skipped
// test, a file that did not load and a hook that failed.
// Run: node --test scripts/test-results.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  addCounts,
  readJestReport,
  readNodeTestReport,
  readPlaywrightReport,
  readReport,
  summaryLines,
} from './test-results.mjs';

const REPORTER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'node-test-report.mjs');
const folder = mkdtempSync(path.join(tmpdir(), 'kinora-test-results-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** Writes a report into the scratch folder and returns its path. */
function writeReport(name, content) {
  const file = path.join(folder, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const assertion = (ancestorTitles, title, status) => ({ ancestorTitles, title, status });
const jestReport = {
  numTotalTests: 4,
  success: false,
  testResults: [
    {
      name: '/repo/shared/src/a.test.ts',
      status: 'failed',
      message: '  ● group › fails\n\n    expect(received).toBe(expected)',
      assertionResults: [
        assertion(['group'], 'passes', 'passed'),
        assertion(['group'], 'fails', 'failed'),
        assertion(['group'], 'skipped', 'pending'),
        assertion([], 'later', 'todo'),
      ],
    },
    {
      name: '/repo/shared/src/b.test.ts',
      status: 'failed',
      message: '  ● Test suite failed to run\n\n    import broke\n\n    > 1 | throw',
      assertionResults: [],
    },
    {
      name: '/repo/shared/src/c.test.ts',
      status: 'passed',
      message: '',
      assertionResults: [assertion([], 'works', 'passed')],
    },
  ],
};

test('jest: tests by status, failing ones by file and titles, a file that did not load', () => {
  assert.deepEqual(readJestReport(JSON.stringify(jestReport), '/repo'), {
    passed: 2,
    failed: 2,
    skipped: 2,
    failures: ['shared/src/a.test.ts › group › fails', 'shared/src/b.test.ts: import broke'],
  });
});

test('vitest: a failed beforeAll skips its tests and fails the file, which counts once', () => {
  const report = {
    numTotalTests: 1,
    testResults: [
      {
        name: '/repo/server/test/c.test.ts',
        status: 'failed',
        message: 'hook broke',
        assertionResults: [assertion([], 'never runs', 'skipped')],
      },
    ],
  };
  assert.deepEqual(readJestReport(JSON.stringify(report), '/repo/server'), {
    passed: 0,
    failed: 1,
    skipped: 1,
    failures: ['test/c.test.ts: hook broke'],
  });
});

test('node:test: the reporter’s counts and failures, from a real run with a file that threw', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kinora-node-test-'));
  try {
    writeFileSync(
      path.join(dir, 'a.test.mjs'),
      `import { describe, it, test } from 'node:test';
       describe('group', () => {
         it('passes', () => {});
         it('fails', () => { throw new Error('no'); });
         it.skip('skipped', () => {});
         it.todo('todo');
         describe('inner', () => { it('deep', () => { throw new Error('no'); }); });
       });
       test('top', () => {});`,
    );
    writeFileSync(path.join(dir, 'b.test.mjs'), `throw new Error('import broke');`);
    const out = path.join(dir, 'report.json');
    // A run of its own: inside this one, node:test would report to this run instead.
    const { NODE_TEST_CONTEXT: _inside, ...env } = process.env;
    spawnSync(
      process.execPath,
      [
        '--test',
        `--test-reporter=${REPORTER}`,
        `--test-reporter-destination=${out}`,
        path.join(dir, 'a.test.mjs'),
        path.join(dir, 'b.test.mjs'),
      ],
      { env },
    );
    assert.deepEqual(readNodeTestReport(readFileSync(out, 'utf8')), {
      passed: 2,
      failed: 3,
      skipped: 2,
      failures: ['group › fails', 'group › inner › deep', path.join(dir, 'b.test.mjs')],
    });
    assert.throws(() => readNodeTestReport('{"passed": 1}'), /not a node:test report/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const spec = (title, line, status) => ({
  title,
  file: 'a.spec.ts',
  line,
  tests: [{ projectName: 'chromium', status }],
});
const playwrightReport = {
  suites: [
    {
      title: 'a.spec.ts',
      file: 'a.spec.ts',
      specs: [spec('top', 1, 'expected')],
      suites: [
        {
          title: 'group',
          file: 'a.spec.ts',
          specs: [
            spec('passes', 2, 'expected'),
            spec('fails', 3, 'unexpected'),
            spec('skipped', 4, 'skipped'),
            spec('retried', 5, 'flaky'),
          ],
        },
      ],
    },
  ],
  errors: [],
  stats: { expected: 2, skipped: 1, unexpected: 1, flaky: 1 },
};

test('Playwright: specs in nested suites, each project a test, flaky counted as failed', () => {
  assert.deepEqual(readPlaywrightReport(JSON.stringify(playwrightReport)), {
    passed: 2,
    failed: 2,
    skipped: 1,
    failures: [
      '[chromium] a.spec.ts:3 › group › fails',
      '[chromium] a.spec.ts:5 › group › retried (flaky)',
    ],
  });
});

test('Playwright: an error outside any test (a file that did not load) is a failure', () => {
  const report = {
    suites: [],
    errors: [
      {
        message: '\u001b[31mError: import broke\u001b[39m\n    at b.spec.ts:1',
        location: { file: '/repo/e2e/tests/b.spec.ts', line: 1, column: 7 },
      },
    ],
    stats: { expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
  };
  assert.deepEqual(readPlaywrightReport(JSON.stringify(report)), {
    passed: 0,
    failed: 1,
    skipped: 0,
    failures: ['/repo/e2e/tests/b.spec.ts:1: Error: import broke'],
  });
});

test('a report is read by its runner, with names relative to the given folder', () => {
  const file = writeReport('unit-shared.json', jestReport);
  assert.equal(readReport('jest', file, '/repo').failed, 2);
  assert.equal(readReport('vitest', file, '/repo').passed, 2);
  assert.equal(
    readReport(
      'node:test',
      writeReport('lint.json', '{"passed":1,"failed":2,"skipped":0,"failures":["a","b"]}'),
    ).failed,
    2,
  );
  assert.equal(readReport('playwright', writeReport('e2e.json', playwrightReport)).skipped, 1);
});

test('a runner that crashed before writing its report has failed', () => {
  const counts = readReport('vitest', path.join(folder, 'server-pglite.json'), folder);
  assert.deepEqual(counts, {
    passed: 0,
    failed: 1,
    skipped: 0,
    failures: ['vitest wrote no report (server-pglite.json): it crashed'],
  });
});

test('a report that counts no test, or cannot be read, has failed', () => {
  const empty = writeReport('empty.json', { numTotalTests: 0, testResults: [] });
  assert.deepEqual(readReport('jest', empty, folder).failures, [
    "jest's report empty.json counts no test",
  ]);
  const noTests = writeReport('no-tests.json', { passed: 0, failed: 0, skipped: 0, failures: [] });
  assert.equal(readReport('node:test', noTests, folder).failed, 1);
  const cut = writeReport('cut.json', JSON.stringify(playwrightReport).slice(0, 50));
  const [failure] = readReport('playwright', cut, folder).failures;
  assert.match(failure, /^playwright's report cut\.json is unreadable: /);
  // A JSON file in another runner's format is not a report of this one.
  assert.equal(readReport('playwright', writeReport('jest.json', jestReport), folder).failed, 1);
  assert.equal(readReport('node:test', writeReport('text.txt', 'ok 1 - passes'), folder).failed, 1);
});

test('the counts of several reports of one step add up', () => {
  const one = { passed: 3, failed: 1, skipped: 0, failures: ['a'] };
  const two = { passed: 2, failed: 1, skipped: 4, failures: ['b'] };
  assert.equal(addCounts(null, one), one);
  assert.deepEqual(addCounts(one, two), { passed: 5, failed: 2, skipped: 4, failures: ['a', 'b'] });
});

test('the summary: each step with its tests, the failing ones named, the totals', () => {
  const crashed = readReport('playwright', path.join(folder, 'e2e.missing.json'), folder);
  const lines = summaryLines([
    { name: 'typecheck', ok: true, seconds: 12.34, tests: null },
    {
      name: 'lint',
      ok: false,
      seconds: 80,
      tests: { passed: 40, failed: 0, skipped: 0, failures: [] },
      error: '"pnpm exec eslint . --max-warnings=0" failed',
    },
    {
      name: 'unit',
      ok: false,
      seconds: 41,
      tests: { passed: 500, failed: 2, skipped: 3, failures: ['a.test.ts › x', 'b.test.ts › y'] },
    },
    { name: 'build', ok: false, seconds: 90, tests: null },
    { name: 'budget', ok: true, seconds: 3, tests: null },
    { name: 'e2e', ok: false, seconds: 5, tests: crashed },
  ]);
  assert.deepEqual(lines, [
    '[kinora test] summary',
    '  ok   typecheck (12.3 s)',
    '  FAIL lint (80.0 s): 40 passed, 0 failed',
    '  FAIL unit (41.0 s): 500 passed, 2 failed, 3 skipped',
    '  FAIL build (90.0 s)',
    '  ok   budget (3.0 s)',
    '  FAIL e2e (5.0 s): 0 passed, 1 failed',
    'failing, as the reports and steps name them:',
    '  lint: "pnpm exec eslint . --max-warnings=0" failed',
    '  unit: a.test.ts › x',
    '  unit: b.test.ts › y',
    '  build: failed',
    '  e2e: playwright wrote no report (e2e.missing.json): it crashed',
    '4 of 6 steps failed',
    // lint and build failed without a failing test of their own: one failure each.
    '540 passed, 5 failed, 3 skipped',
  ]);
});

test('the summary names at most the first failures, and says how many more', () => {
  const failures = Array.from({ length: 5 }, (_, index) => `test ${index}`);
  const lines = summaryLines(
    [
      {
        name: 'unit',
        ok: false,
        seconds: 1,
        tests: { passed: 0, failed: 5, skipped: 0, failures },
      },
    ],
    { maxFailures: 2 },
  );
  assert.deepEqual(lines.slice(2, 6), [
    'failing, as the reports and steps name them:',
    '  unit: test 0',
    '  unit: test 1',
    '  and 3 more',
  ]);
});
