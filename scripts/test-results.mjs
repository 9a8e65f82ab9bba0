// What the test runners' machine-readable reports say, for the summary `pnpm test` prints: jest's
// and vitest's `--json` (one format), node:test's (see node-test-report.mjs) and Playwright's JSON, each read into the
// same counts and the names of what failed. A runner that wrote no report, an unreadable one or
// one that counts no test has failed: a runner that crashed must never look green.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ passed: number, failed: number, skipped: number, failures: string[] }} TestCounts */
/**
 * @typedef {{ name: string, ok: boolean, seconds: number, tests: TestCounts | null, error?: string }}
 *   StepResult
 */

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
const SEPARATOR = ' › ';

/** The first line of an error message that says something (jest's start with a "●" heading). */
function firstLine(message) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim());
  return lines.find((line) => line && !line.startsWith('●')) ?? lines.find(Boolean) ?? '';
}

/** One failure the report counts without a test's name: a file that did not load, a setup. */
const failureOf = (name) => ({ passed: 0, failed: 1, skipped: 0, failures: [name] });

/**
 * jest's and vitest's `--json` report: each file's tests, and the file's own status, which says
 * "failed" with no failing test when the file did not load or a hook failed (vitest then marks its
 * tests skipped, jest failed).
 */
export function readJestReport(text, base = process.cwd()) {
  const report = JSON.parse(text);
  if (!Array.isArray(report.testResults)) throw new Error('no testResults');
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of report.testResults) {
    const where = path.relative(base, file.name);
    const failedBefore = counts.failed;
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') {
        counts.failed += 1;
        counts.failures.push([where, ...test.ancestorTitles, test.title].join(SEPARATOR));
      } else counts.skipped += 1;
    }
    if (file.status === 'failed' && counts.failed === failedBefore) {
      counts.failed += 1;
      counts.failures.push(`${where}: ${firstLine(file.message) || 'failed'}`);
    }
  }
  return counts;
}

/**
 * Playwright's JSON report: suites (a file, then its describe blocks) holding specs, each with a
 * test per project, and the errors outside any test (a global setup, a file that did not load).
 */
export function readPlaywrightReport(text) {
  const report = JSON.parse(text);
  if (!Array.isArray(report.suites)) throw new Error('no suites');
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected') counts.passed += 1;
        else if (test.status === 'skipped') counts.skipped += 1;
        else {
          // Retries would turn a failure into "flaky": the suites run none, so a flaky test is one
          // that failed.
          counts.failed += 1;
          const project = test.projectName ? `[${test.projectName}] ` : '';
          const flaky = test.status === 'flaky' ? ' (flaky)' : '';
          const name = [`${spec.file}:${spec.line}`, ...titles, spec.title].join(SEPARATOR);
          counts.failures.push(`${project}${name}${flaky}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The outermost suite is the file, which each spec names already.
  for (const file of report.suites) visit(file, []);
  for (const error of report.errors ?? []) {
    const { file, line } = error.location ?? {};
    const where = file ? `${file}:${line}: ` : '';
    counts.failed += 1;
    counts.failures.push(`${where}${firstLine(error.message) || 'error outside any test'}`);
  }
  return counts;
}

/**
 * node:test's report, as `node-test-report.mjs` writes it from the runner's events: the counts
 * and failures already, checked for their shape.
 */
export function readNodeTestReport(text) {
  const counts = JSON.parse(text);
  const count = (value) => Number.isInteger(value) && value >= 0;
  if (
    !count(counts?.passed) ||
    !count(counts.failed) ||
    !count(counts.skipped) ||
    !Array.isArray(counts.failures)
  )
    throw new Error('not a node:test report');
  return counts;
}

/** How each runner's report is read. */
export const REPORT_READERS = {
  jest: readJestReport,
  vitest: readJestReport,
  'node:test': readNodeTestReport,
  playwright: readPlaywrightReport,
};

/** What `runner`'s report at `file` says; a missing, unreadable or empty report is one failure. */
export function readReport(runner, file, base = process.cwd()) {
  const where = path.relative(base, file);
  if (!existsSync(file)) return failureOf(`${runner} wrote no report (${where}): it crashed`);
  let counts;
  try {
    counts = REPORT_READERS[runner](readFileSync(file, 'utf8'), base);
  } catch (error) {
    return failureOf(`${runner}'s report ${where} is unreadable: ${error.message}`);
  }
  if (counts.passed + counts.failed + counts.skipped === 0) {
    return failureOf(`${runner}'s report ${where} counts no test`);
  }
  return counts;
}

/** The counts of two reports of one step added up (`null`: the step has none yet). */
export function addCounts(total, counts) {
  if (!total) return counts;
  return {
    passed: total.passed + counts.passed,
    failed: total.failed + counts.failed,
    skipped: total.skipped + counts.skipped,
    failures: [...total.failures, ...counts.failures],
  };
}

const countsText = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed` + (skipped > 0 ? `, ${skipped} skipped` : '');

/**
 * The summary under a run: each step with its time and its tests, the failing tests as the
 * reports name them (so the end of a long log tells), the failed steps, and the totals, where a
 * step that failed with no failing test of its own (typecheck, lint, build, a runner that exited
 * with an error its report does not show) counts as one failure.
 * @param {StepResult[]} steps
 */
export function summaryLines(steps, { maxFailures = 40 } = {}) {
  const lines = ['[kinora test] summary'];
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  for (const { name, ok, seconds, tests, error } of steps) {
    const counted = tests ? `: ${countsText(tests)}` : '';
    lines.push(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)${counted}`);
    total.passed += tests?.passed ?? 0;
    total.skipped += tests?.skipped ?? 0;
    total.failed += (tests?.failed ?? 0) || (ok ? 0 : 1);
    for (const failure of tests?.failures ?? []) failures.push(`${name}: ${failure}`);
    // A runner's unhandled error fails its run but is no test: the step says what failed.
    if (!ok && !tests?.failures.length) failures.push(`${name}: ${error ?? 'failed'}`);
  }
  if (failures.length > 0) {
    lines.push('failing, as the reports and steps name them:');
    for (const failure of failures.slice(0, maxFailures)) lines.push(`  ${failure.slice(0, 240)}`);
    if (failures.length > maxFailures) lines.push(`  and ${failures.length - maxFailures} more`);
  }
  const failedSteps = steps.filter((step) => !step.ok).length;
  lines.push(`${failedSteps} of ${steps.length} steps failed`, countsText(total));
  return lines;
}
