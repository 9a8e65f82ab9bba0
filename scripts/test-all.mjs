// `pnpm test` / `npm test`: every test of the project, in order of cost:
// lint beside typecheck, contract and frontend unit tests (jest), server tests on embedded PGlite,
// the database-facing server tests on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432/test when it
// answers; with the Redis tests when REDIS_URL is set or 127.0.0.1:6379 answers), a fresh production
// build, the first-visit JavaScript budget of / (`pnpm bench:budget`), the scale-out suite (several
// instances behind nginx on PostgreSQL, Redis and s3rver), and the end-to-end suite in real
// Chromium against the whole running site.
// The last line counts the tests the runners executed: "N passed, N failed".
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildMissing, ensureInstalled, root, run, runCapturing } from './lib.mjs';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const only = process.argv.slice(2);
const results = [];
const tests = { passed: 0, failed: 0, skipped: 0 };
/** What the runners named as failing, repeated under the summary so the end of a long log tells. */
const failures = [];

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');
/** vitest "FAIL  test/a.test.ts > case" and "⎯ Unhandled Errors ⎯", jest "● suite › case"
 * (not "● Console", the heading of what a test logged), Playwright "✘ 3 [chromium] › …",
 * node:test "not ok 2 - name". */
const FAILURE_LINE =
  /^(FAIL\s|●\s(?!Console$)|✘\s|×\s|not ok\s|.*Unhandled (Errors?|Rejection)|Error: Hook timed out)/;

/** Adds what a runner reported: jest "Tests: 1 failed, 26 passed, 27 total", vitest
 * "Tests  2 failed | 236 passed (238)", Playwright "21 passed (2.3m)" / "1 failed", node:test
 * "# pass 6" / "# fail 0" (its TAP reporter; "ℹ pass 6" from the spec one). */
function countTests(output) {
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '').trim();
    if (FAILURE_LINE.test(line) && !failures.includes(line)) failures.push(line);
    const jest = /^Tests:\s+(.*)total$/.exec(line);
    const vitest = /^Tests\s+(.*)\(\d+\)$/.exec(line);
    const playwright = /^(\d+) (passed|failed|flaky)( \(|$)/.exec(line);
    const nodeTest = /^(?:#|ℹ) (pass|fail) (\d+)$/.exec(line);
    const summary = jest?.[1] ?? vitest?.[1];
    if (nodeTest) {
      if (nodeTest[1] === 'pass') tests.passed += Number(nodeTest[2]);
      else tests.failed += Number(nodeTest[2]);
    } else if (summary) {
      tests.passed += Number(/(\d+) passed/.exec(summary)?.[1] ?? 0);
      tests.failed += Number(/(\d+) failed/.exec(summary)?.[1] ?? 0);
      // vitest skips a file's tests when its beforeAll fails: they must not vanish from the count.
      tests.skipped += Number(/(\d+) skipped/.exec(summary)?.[1] ?? 0);
    } else if (playwright) {
      if (playwright[2] === 'passed') tests.passed += Number(playwright[1]);
      else tests.failed += Number(playwright[1]);
    }
  }
}

async function step(name, fn) {
  if (only.length > 0 && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n[kinora test] ${name}`);
  try {
    await fn();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    console.error(`[kinora test] ${name} failed: ${error.message}`);
  }
}

/** Runs a test runner, showing its output as it comes, and counts its tests. */
async function runTests(args, env, command = 'pnpm') {
  const { output, ok, description } = await runCapturing(command, args, env ? { env } : {});
  countTests(output);
  if (!ok) throw new Error(`"${description}" failed`);
}

ensureInstalled();
// The server suites get a database and a Redis only where this script says so.
const { DATABASE_URL: configuredPg, REDIS_URL: configuredRedis, ...envWithoutPg } = process.env;
const pgUrl = configuredPg || ((await canConnect('127.0.0.1', 5432)) ? DEFAULT_PG_URL : null);
// The Redis variants (shared login counters, session announcements) run beside PostgreSQL.
const redisUrl =
  configuredRedis || ((await canConnect('127.0.0.1', 6379)) ? DEFAULT_REDIS_URL : null);

/**
 * Runs a command whose output is held back, then printed whole under the step's name: for steps
 * that run side by side.
 */
async function runHeldBack(name, command, args) {
  const { output, ok, description } = await runCapturing(command, args, { quiet: true });
  if (output.trim()) console.log(`\n[kinora test] ${name}: ${description}\n${output.trimEnd()}`);
  countTests(output);
  if (!ok) throw new Error(`"${description}" failed`);
}

// The root scripts' own tests: the lint boundaries can fail, and the files that cannot import the
// list of web apps agree with it.
const scriptTests = readdirSync(path.join(root, 'scripts'))
  .filter((file) => file.endsWith('.test.mjs'))
  .sort()
  .map((file) => path.join('scripts', file));
// The linter keeps one core busy for two minutes: the type check, the contract and the frontend
// unit tests run beside it, one after another.
const unitArgs = [
  '-r',
  '--workspace-concurrency=1',
  '--filter=!@kinora/server',
  '--filter=!@kinora/e2e',
  '--filter=!kinora',
  'run',
  'test',
  // Jest keeps a core for itself by default: on two cores that is one worker.
  '--maxWorkers=2',
];
await Promise.all([
  (async () => {
    await step('typecheck', () => runHeldBack('typecheck', 'pnpm', ['exec', 'tsc', '-b']));
    // The public surface of @kinora/shared: its API report must be up to date, and a removal or
    // a changed signature since the base must come with a major version bump.
    await step('contract', async () => {
      await runHeldBack('contract', 'pnpm', [
        '--filter',
        '@kinora/shared',
        'run',
        'api-report:check',
      ]);
      await runHeldBack('contract', 'node', ['scripts/contract-version.mjs']);
    });
    await step('unit', () => runHeldBack('unit', 'pnpm', unitArgs));
  })(),
  step('lint', async () => {
    // First, so the guards' own tests are counted even when the tree has lint errors.
    await runHeldBack('lint', 'node', ['--test', ...scriptTests]);
    await runHeldBack('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
    await runHeldBack('lint', 'pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']);
  }),
]);
await step('server-pglite', () =>
  runTests(['--filter', '@kinora/server', 'test'], { ...envWithoutPg, RATE_LIMITS: 'off' }),
);
if (pgUrl) {
  await step('server-postgres', () =>
    runTests(['--filter', '@kinora/server', 'test'], {
      ...envWithoutPg,
      DATABASE_URL: pgUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      RATE_LIMITS: 'off',
    }),
  );
  if (!redisUrl)
    console.log(
      '\n[kinora test] server-postgres ran without the Redis tests: no Redis answered on 127.0.0.1:6379 and REDIS_URL is unset',
    );
} else {
  console.log(
    '\n[kinora test] server-postgres: no PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL is unset',
  );
}
await step('build', () => buildMissing({ force: true }));
// What a first visit to / downloads: the JavaScript budget, React once, no charts.
await step('budget', () => run('pnpm', ['--filter', '@kinora/e2e', 'bench']));
// The reference deployment of deploy/ (three built instances behind Debian's nginx, on
// PostgreSQL, Redis and s3rver): it needs all of them and fails, never skips, without one.
await step('scale-out', () =>
  runTests(['--filter', '@kinora/e2e', 'test:scale-out'], {
    ...envWithoutPg,
    DATABASE_URL: pgUrl ?? DEFAULT_PG_URL,
    REDIS_URL: redisUrl ?? DEFAULT_REDIS_URL,
  }),
);
await step('e2e', () => runTests(['--filter', '@kinora/e2e', 'test'], envWithoutPg));

console.log('\n[kinora test] summary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
}
const failedSteps = results.filter((result) => !result.ok).length;
if (failures.length > 0) {
  console.log('failing, as the runners named them:');
  for (const line of failures.slice(0, 40)) console.log(`  ${line.slice(0, 240)}`);
}
// A step can fail without a failing test (typecheck, lint, build, a crashed runner).
console.log(`${failedSteps} of ${results.length} steps failed`);
console.log(
  `${tests.passed} passed, ${tests.failed + failedSteps} failed` +
    (tests.skipped > 0 ? `, ${tests.skipped} skipped` : ''),
);
process.exit(failedSteps > 0 ? 1 : 0);
