// The committed API report must be one text whichever build wrote it. Run:
// node --test scripts/api-report.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeReport } from './api-report.mjs';

test('two builds that printed a union in other orders give the same report', () => {
  const clean = 'export const Button: Props<"type" | "aria-label" | "value">;\n';
  const incremental = 'export const Button: Props<"value" | "type" | "aria-label">;\n';
  assert.equal(normalizeReport(clean), normalizeReport(incremental));
});

test('a member added to or taken from a union still changes the report', () => {
  const before = normalizeReport('export type Size = "sm" | "md" | "lg";\n');
  assert.notEqual(before, normalizeReport('export type Size = "sm" | "md";\n'));
  assert.notEqual(before, normalizeReport('export type Size = "sm" | "md" | "lg" | "xl";\n'));
});

test('lines without unions are left as they are', () => {
  const report = '```ts\n\nexport function formatViews(count: number): string;\n\n```\n';
  assert.equal(normalizeReport(report), report);
});
