// The public surface of @kinora/shared is the contract between the teams. Its API report
// (shared/api-report/shared.api.md) is compared with the report at the base the change starts
// from: a declaration that is gone or changed is a breaking change for a remote built against the
// base, so the shared package's major version must be higher than the base's.
// Run: node scripts/contract-version.mjs   (CONTRACT_BASE=<git ref> to choose the base)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPORT_FILE = 'shared/api-report/shared.api.md';
export const PACKAGE_FILE = 'shared/package.json';

/**
 * The declarations of a report, one entry per line. Imports and comments only follow the
 * declarations (an import is dropped when nothing uses it any more), so they are left out.
 */
export function declarationLines(report) {
  const start = report.indexOf('```ts');
  const end = report.lastIndexOf('```');
  const body = start >= 0 && end > start ? report.slice(start + 5, end) : report;
  return body
    .split('\n')
    .map((line) => sortLiteralUnions(line.trimEnd()))
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('//'))
    .filter((line) => !/^import\s/.test(line));
}

const LITERAL_UNION = /"(?:[^"\\]|\\.)*"(?:\s*\|\s*"(?:[^"\\]|\\.)*")+/g;

/**
 * TypeScript prints a union of string literals in the order it first met them, which moves when
 * unrelated code changes (the props unions of styled components are the usual case). The order
 * means nothing to a remote, so it is sorted before lines are compared.
 */
export function sortLiteralUnions(line) {
  return line.replace(LITERAL_UNION, (union) =>
    union
      .split(/\s*\|\s*/)
      .sort()
      .join(' | '),
  );
}

/** Lines of `before` that `after` no longer has, counted as a multiset. */
export function removedLines(before, after) {
  const left = new Map();
  for (const line of declarationLines(after)) left.set(line, (left.get(line) ?? 0) + 1);
  const removed = [];
  for (const line of declarationLines(before)) {
    const count = left.get(line) ?? 0;
    if (count > 0) left.set(line, count - 1);
    else removed.push(line);
  }
  return removed;
}

const majorOf = (version) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`"${version}" is not a semantic version.`);
  return Number(match[1]);
};

/**
 * @returns {{ ok: boolean, removed: string[], message: string }}
 */
export function checkContractChange({ baseReport, baseVersion, report, version }) {
  const removed = removedLines(baseReport, report);
  if (removed.length === 0) {
    return { ok: true, removed, message: 'No declaration of the shared package was removed.' };
  }
  if (majorOf(version) > majorOf(baseVersion)) {
    return {
      ok: true,
      removed,
      message: `${removed.length} declaration line(s) removed or changed, with a major bump (${baseVersion} -> ${version}).`,
    };
  }
  return {
    ok: false,
    removed,
    message:
      `${removed.length} declaration line(s) of @kinora/shared were removed or changed since ${baseVersion}, ` +
      `but its version is ${version}: a breaking change needs a major bump (add a changeset with ` +
      `'@kinora/shared': major, then pnpm exec changeset version).`,
  };
}

const git = (root, args) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/** The base: CONTRACT_BASE, else where this branch left main, else (on main) the previous commit. */
export function resolveBase(root, env = process.env) {
  if (env.CONTRACT_BASE) return git(root, ['rev-parse', env.CONTRACT_BASE]);
  const head = git(root, ['rev-parse', 'HEAD']);
  let base = head;
  try {
    base = git(root, ['merge-base', 'HEAD', 'main']);
  } catch {
    // no main branch in this clone: compare with the previous commit
  }
  return base === head ? git(root, ['rev-parse', 'HEAD^']) : base;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const base = resolveBase(root);
  let baseReport;
  try {
    baseReport = git(root, ['show', `${base}:${REPORT_FILE}`]);
  } catch {
    console.log(`The base ${base.slice(0, 10)} has no API report yet: nothing to compare with.`);
    return;
  }
  const baseVersion = JSON.parse(git(root, ['show', `${base}:${PACKAGE_FILE}`])).version;
  const result = checkContractChange({
    baseReport,
    baseVersion,
    report: readFileSync(path.join(root, REPORT_FILE), 'utf8'),
    version: JSON.parse(readFileSync(path.join(root, PACKAGE_FILE), 'utf8')).version,
  });
  console.log(`Compared with ${base.slice(0, 10)}: ${result.message}`);
  for (const line of result.removed.slice(0, 20)) console.log(`  - ${line.trim()}`);
  if (!result.ok) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
