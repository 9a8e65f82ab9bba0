// The API report of @kinora/shared, written (`--write`) or checked against the committed one.
// TypeScript prints a union of string literals in the order it first met the literals, and that
// order moves with the order files are checked in (an incremental build and a clean one differ),
// so the report API Extractor writes is not the same from one machine to the next. Both the
// written and the checked report have their literal unions sorted: the committed report is then
// one text, whatever build produced it.
// Run from the shared package after `tsc -b`: node ../scripts/api-report.mjs [--write]
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sortLiteralUnions } from './contract-version.mjs';

/** A report with every line's literal unions sorted. */
export function normalizeReport(report) {
  return report
    .split('\n')
    .map((line) => sortLiteralUnions(line))
    .join('\n');
}

function main() {
  const write = process.argv.includes('--write');
  const packageDir = process.cwd();
  // API Extractor is a dependency of the shared package, so it is resolved from there.
  const require = createRequire(path.join(packageDir, 'package.json'));
  const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');
  const config = ExtractorConfig.loadFileAndPrepare(path.join(packageDir, 'api-extractor.json'));
  // Not a "local build": API Extractor only writes its report to the temporary folder, and the
  // comparison below (after sorting) decides whether the committed report is out of date.
  const result = Extractor.invoke(config, {
    localBuild: false,
    messageCallback: (message) => {
      // Its own "the signature changed" notice is the unsorted comparison: ours follows.
      if (
        message.messageId === 'console-api-report-not-copied' ||
        message.messageId === 'console-api-report-diff'
      ) {
        message.handled = true;
      }
    },
  });
  if (result.errorCount > 0) {
    console.error(`API Extractor reported ${result.errorCount} error(s).`);
    process.exitCode = 1;
    return;
  }
  // One report (the complete one) is configured.
  const [{ fileName }] = config.reportConfigs;
  const fresh = normalizeReport(readFileSync(path.join(config.reportTempFolder, fileName), 'utf8'));
  const committedPath = path.join(config.reportFolder, fileName);
  let committed = '';
  try {
    committed = readFileSync(committedPath, 'utf8');
  } catch {
    // no report yet: written below, or reported as out of date
  }
  if (fresh === committed) {
    console.log(`The API report ${path.relative(packageDir, committedPath)} is up to date.`);
    return;
  }
  if (write) {
    writeFileSync(committedPath, fresh);
    console.log(`Wrote ${path.relative(packageDir, committedPath)}.`);
    return;
  }
  console.error(
    `The public API of @kinora/shared differs from ${path.relative(packageDir, committedPath)}: ` +
      'run `pnpm --filter @kinora/shared run api-report` and commit the report.',
  );
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
