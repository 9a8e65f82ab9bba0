// A node:test reporter (`--test-reporter=./scripts/node-test-report.mjs`) that writes the run's
// counts and the names of what failed as JSON, read by the summary `pnpm test` prints: the
// runner's own events, so nothing of its console output has to be read back.

/**
 * @param {AsyncIterable<{ type: string, data: any }>} source the runner's events
 * @returns {AsyncGenerator<string>}
 */
export default async function* nodeTestReport(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  /** The names of the suites around the test being reported, by nesting level. */
  const path = [];
  for await (const { type, data } of source) {
    if (type === 'test:start') {
      path.length = data.nesting;
      path.push(data.name);
      continue;
    }
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    // A suite passes or fails with its tests, which are counted already; a file that failed
    // outside its tests (it threw on import) is reported as a failed test named by its path.
    if (data.details?.type === 'suite') {
      if (type === 'test:fail' && data.details.error?.failureType !== 'subtestsFailed') {
        counts.failed += 1;
        counts.failures.push([...path.slice(0, data.nesting), data.name].join(' › '));
      }
      continue;
    }
    const name = [...path.slice(0, data.nesting), data.name].join(' › ');
    if (data.skip !== undefined || data.todo !== undefined) counts.skipped += 1;
    else if (type === 'test:pass') counts.passed += 1;
    else {
      counts.failed += 1;
      counts.failures.push(name);
    }
  }
  yield `${JSON.stringify(counts)}\n`;
}
