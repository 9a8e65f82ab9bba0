// The README's table of environment variables, checked against the server's environment schema
// or, with `--write`, written from it. Run: pnpm --filter @kinora/server run config-doc [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withEnvTable } from '../src/config/env-table';

const readmePath = path.resolve(import.meta.dirname, '../../README.md');
const readme = readFileSync(readmePath, 'utf8');
const fresh = withEnvTable(readme);
if (fresh === readme) {
  console.log('The table of environment variables in README.md is up to date.');
} else if (process.argv.includes('--write')) {
  writeFileSync(readmePath, fresh);
  console.log('Wrote the table of environment variables into README.md.');
} else {
  console.error(
    'The table of environment variables in README.md differs from the schema: run ' +
      '`pnpm --filter @kinora/server run config-doc --write` and commit README.md.',
  );
  process.exitCode = 1;
}
