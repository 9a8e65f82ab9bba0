// `pnpm test` / `npm test`: every test of the project, in order of cost:
// typecheck, lint, frontend unit tests (jest), server tests on embedded PGlite, the same server
// tests on PostgreSQL (DATABASE_URL, else 127.0.0.1:5432/test when it answers), a fresh production
// build, and the end-to-end suite in real Chromium against the whole running site.
import net from 'node:net';
import { buildMissing, ensureInstalled, run } from './lib.mjs';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';
const only = process.argv.slice(2);
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

function step(name, fn) {
  if (only.length > 0 && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n[kinora test] ${name}`);
  try {
    fn();
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 });
    console.error(`[kinora test] ${name} failed: ${error.message}`);
  }
}

ensureInstalled();
const { DATABASE_URL: configuredPg, ...envWithoutPg } = process.env;
const pgUrl = configuredPg || ((await canConnect('127.0.0.1', 5432)) ? DEFAULT_PG_URL : null);

step('typecheck', () => run('pnpm', ['exec', 'tsc', '-b']));
step('lint', () => {
  run('pnpm', ['exec', 'eslint', '.', '--max-warnings=0']);
  run('pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']);
});
step('unit', () =>
  run('pnpm', [
    '-r',
    '--workspace-concurrency=1',
    '--filter=!@kinora/server',
    '--filter=!@kinora/e2e',
    '--filter=!kinora',
    'run',
    'test',
  ]),
);
step('server-pglite', () =>
  run('pnpm', ['--filter', '@kinora/server', 'test'], {
    env: { ...envWithoutPg, RATE_LIMITS: 'off' },
  }),
);
if (pgUrl) {
  step('server-postgres', () =>
    run('pnpm', ['--filter', '@kinora/server', 'test'], {
      env: { ...envWithoutPg, DATABASE_URL: pgUrl, RATE_LIMITS: 'off' },
    }),
  );
} else {
  console.log(
    '\n[kinora test] server-postgres: no PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL is unset',
  );
}
step('build', () => buildMissing({ force: true }));
step('e2e', () => run('pnpm', ['--filter', '@kinora/e2e', 'test'], { env: envWithoutPg }));

console.log('\n[kinora test] summary');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
