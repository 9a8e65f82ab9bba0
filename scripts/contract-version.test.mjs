// The contract guard must be able to fail: each case plants a change in a small API report and
// checks what the guard says. Run: node --test scripts/contract-version.test.mjs
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  checkContractChange,
  declarationLines,
  removedLines,
  resolveBase,
} from './contract-version.mjs';

const report = (...declarations) =>
  [
    '## API Report File for "@kinora/shared"',
    '',
    '```ts',
    '',
    "import { ReactNode } from 'react';",
    '',
    ...declarations,
    '',
    '// (No @packageDocumentation comment for this package)',
    '',
    '```',
    '',
  ].join('\n');

const base = report(
  '// @public (undocumented)',
  'export function formatViewCount(views: number): string;',
  '',
  'export interface RemoteRouteObject {',
  '    Component: ComponentType;',
  '    path: RoutePath;',
  '}',
);

test('declarations leave out imports, comments and blank lines', () => {
  assert.deepEqual(declarationLines(base), [
    'export function formatViewCount(views: number): string;',
    'export interface RemoteRouteObject {',
    '    Component: ComponentType;',
    '    path: RoutePath;',
    '}',
  ]);
});

test('an added export needs no major bump', () => {
  const added = report(
    'export function formatViewCount(views: number): string;',
    'export function formatDuration(seconds: number): string;',
    'export interface RemoteRouteObject {',
    '    Component: ComponentType;',
    '    path: RoutePath;',
    '}',
  );
  const result = checkContractChange({
    baseReport: base,
    baseVersion: '1.1.0',
    report: added,
    version: '1.1.0',
  });
  assert.equal(result.ok, true);
  assert.deepEqual(result.removed, []);
});

test('a removed export without a major bump fails and names the line', () => {
  const removed = report(
    'export interface RemoteRouteObject {',
    '    Component: ComponentType;',
    '    path: RoutePath;',
    '}',
  );
  const result = checkContractChange({
    baseReport: base,
    baseVersion: '1.1.0',
    report: removed,
    version: '1.2.0',
  });
  assert.equal(result.ok, false);
  assert.deepEqual(result.removed, ['export function formatViewCount(views: number): string;']);
  assert.match(result.message, /needs a major bump/);
});

test('a changed signature counts as a removal; with a major bump it passes', () => {
  const changed = report(
    'export function formatViewCount(views: number, locale: string): string;',
    'export interface RemoteRouteObject {',
    '    Component: ComponentType;',
    '    path: RoutePath;',
    '}',
  );
  const input = { baseReport: base, baseVersion: '1.4.2', report: changed };
  assert.equal(checkContractChange({ ...input, version: '1.5.0' }).ok, false);
  assert.equal(checkContractChange({ ...input, version: '2.0.0' }).ok, true);
});

test('a removed member of an interface is caught, even when the same line stays elsewhere', () => {
  assert.deepEqual(
    removedLines(
      report(
        'export interface A {',
        '    id: string;',
        '}',
        'export interface B {',
        '    id: string;',
        '}',
      ),
      report('export interface A {', '    id: string;', '}', 'export interface B {', '}'),
    ),
    ['    id: string;'],
  );
});

test('the base is where the branch left main, or the previous commit on main itself', () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'kinora-contract-'));
  const git = (...args) =>
    execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe' }).trim();
  try {
    git('init', '-q', '-b', 'main');
    git('config', 'user.email', 'test@kinora.test');
    git('config', 'user.name', 'test');
    mkdirSync(path.join(repo, 'shared'));
    const commit = (message) => {
      writeFileSync(path.join(repo, 'shared', 'file.txt'), message);
      git('add', '.');
      git('commit', '-q', '-m', message);
      return git('rev-parse', 'HEAD');
    };
    const first = commit('first');
    const second = commit('second');
    assert.equal(resolveBase(repo, {}), first);
    git('checkout', '-q', '-b', 'feature');
    commit('third');
    assert.equal(resolveBase(repo, {}), second);
    assert.equal(resolveBase(repo, { CONTRACT_BASE: 'main~1' }), first);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('a string-literal union printed in another order is the same declaration', () => {
  const before = report('export type Size = "small" | "large" | "medium";');
  const reordered = report('export type Size = "medium" | "small" | "large";');
  const narrowed = report('export type Size = "medium" | "small";');
  assert.deepEqual(removedLines(before, reordered), []);
  assert.deepEqual(removedLines(before, narrowed), [
    'export type Size = "large" | "medium" | "small";',
  ]);
});
