// `pnpm test` / `npm test`: every test of the project, in order of cost:
// lint beside typecheck, contract and frontend unit tests (jest), server tests on embedded PGlite,
// the database-facing server tests on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432/test when it
// answers; with the Redis tests when REDIS_URL is set or 127.0.0.1:6379 answers), a fresh production
// build, the first-visit JavaScript budget of / (`pnpm bench:budget`), the scale-out suite (several
// instances behind nginx on PostgreSQL, Redis and s3rver), and the end-to-end suite in real
// Chromium against the whole running site.
// The summary reads each runner's machine-readable report, written into test-results/: per step
// what passed, failed and was skipped, the failing tests by name, and on the last line the totals.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildMissing, ensureInstalled, pnpmCommand, root, run, runCapturing } from './lib.mjs';
import { addCounts, readReport, summaryLines } from './test-results.mjs';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const REPORTS = path.join(root, 'test-results');
const only = process.argv.slice(2);
/** @type {import('./test-results.mjs').StepResult[]} */
const results = [];

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

/** Runs a step; `fn` gets its result, to which the runners' reports add their tests. */
async function step(name, fn) {
  if (only.length > 0 && !only.includes(name)) return;
  const started = Date.now();
  const result = { name, ok: true, seconds: 0, tests: null };
  console.log(`\n[kinora test] ${name}`);
  try {
    await fn(result);
  } catch (error) {
    result.ok = false;
    result.error = error.message;
    console.error(`[kinora test] ${name} failed: ${error.message}`);
  }
  result.seconds = (Date.now() - started) / 1000;
  results.push(result);
}

/**
 * Runs a test runner that writes its report to test-results/<report>, and adds what the report
 * says to the step. The report is removed first, so a runner that crashed before writing one
 * cannot pass an earlier run's off as its own.
 */
async function runCounted(result, runner, report, runRunner) {
  const file = path.join(REPORTS, report);
  rmSync(file, { force: true });
  const failure = await runRunner(file).then(
    () => null,
    (error) => error,
  );
  const counts = readReport(runner, file, root);
  result.tests = addCounts(result.tests, counts);
  if (failure) throw failure;
  if (counts.failed > 0) throw new Error(`${report} counts ${counts.failed} failed`);
}

ensureInstalled();
mkdirSync(REPORTS, { recursive: true });
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
  if (!ok) throw new Error(`"${description}" failed`);
}

/** The workspace packages whose tests jest runs (the shared package and every web app). */
function jestPackages() {
  const [pnpm, ...pnpmArgs] = pnpmCommand();
  const listing = spawnSync(pnpm, [...pnpmArgs, '-r', 'ls', '--depth', '-1', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listing.status !== 0) throw new Error(`"pnpm -r ls" failed: ${listing.stderr}`);
  return JSON.parse(listing.stdout)
    .filter(({ path: folder }) => {
      const { scripts } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
      return /^jest\b/.test(scripts?.test ?? '');
    })
    .map(({ name }) => name)
    .sort();
}

// The root scripts' own tests: the lint boundaries can fail, and the files that cannot import the
// list of web apps agree with it.
const scriptTests = readdirSync(path.join(root, 'scripts'))
  .filter((file) => file.endsWith('.test.mjs'))
  .sort()
  .map((file) => path.join('scripts', file));
// The linter keeps one core busy for two minutes: the type check, the contract and the frontend
// unit tests run beside it, one after another.
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
    // Each package its own report; all run, so one failing package does not hide another's.
    await step('unit', async (result) => {
      const failed = [];
      for (const name of jestPackages()) {
        const report = `unit-${name.split('/').pop()}.json`;
        await runCounted(result, 'jest', report, (file) =>
          runHeldBack('unit', 'pnpm', [
            '--filter',
            name,
            'run',
            'test',
            // Jest keeps a core for itself by default: on two cores that is one worker.
            '--maxWorkers=2',
            '--json',
            `--outputFile=${file}`,
          ]),
        ).catch((error) => failed.push(`${name}: ${error.message}`));
      }
      if (failed.length > 0) throw new Error(failed.join('; '));
    });
  })(),
  step('lint', async (result) => {
    // First, so the guards' own tests are counted even when the tree has lint errors.
    await runCounted(result, 'node:test', 'lint-scripts.json', (file) =>
      runHeldBack('lint', 'node', [
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=./scripts/node-test-report.mjs',
        `--test-reporter-destination=${file}`,
        ...scriptTests,
      ]),
    );
    await runHeldBack('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
    // Every translated text in every language's catalogue (docs/translations.md).
    await runHeldBack('lint', 'node', ['scripts/check-catalogues.mjs']);
    await runHeldBack('lint', 'pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']);
  }),
]);

/** Runs the server suite with vitest's usual output, and its JSON report for the summary. */
const serverTests = (result, env) =>
  runCounted(result, 'vitest', `${result.name}.json`, async (file) =>
    run(
      'pnpm',
      [
        '--filter',
        '@kinora/server',
        'test',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${file}`,
      ],
      { env },
    ),
  );
await step('server-pglite', (result) =>
  serverTests(result, { ...envWithoutPg, RATE_LIMITS: 'off' }),
);
if (pgUrl) {
  await step('server-postgres', (result) =>
    serverTests(result, {
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

/** Runs a Playwright suite; both configs list the JSON reporter, which writes where this says. */
const playwrightTests = (result, script, env) =>
  runCounted(result, 'playwright', `${result.name}.json`, async (file) =>
    run('pnpm', ['--filter', '@kinora/e2e', script], {
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
    }),
  );
// The reference deployment of deploy/ (three built instances behind Debian's nginx, on
// PostgreSQL, Redis and s3rver): it needs all of them and fails, never skips, without one.
await step('scale-out', (result) =>
  playwrightTests(result, 'test:scale-out', {
    ...envWithoutPg,
    DATABASE_URL: pgUrl ?? DEFAULT_PG_URL,
    REDIS_URL: redisUrl ?? DEFAULT_REDIS_URL,
  }),
);
await step('e2e', (result) => playwrightTests(result, 'test', envWithoutPg));

console.log('');
for (const line of summaryLines(results)) console.log(line);
process.exit(results.some((result) => !result.ok) ? 1 : 0);
