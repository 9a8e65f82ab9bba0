// The catalogue check can fail: each case writes a tiny package (sources and catalogues) into a
// temporary folder and checks it the way `check-catalogues.mjs` checks the real ones.
// Run: node --test scripts/check-catalogues.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { checkCatalogue, languages } from './check-catalogues.mjs';

const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A package with one component and the given catalogues; answers its check's lines. */
function check(source, catalogues, functions) {
  const folder = mkdtempSync(path.join(tmpdir(), 'kinora-catalogue-'));
  made.push(folder);
  mkdirSync(path.join(folder, 'locales'));
  writeFileSync(path.join(folder, 'page.tsx'), source);
  for (const [language, entries] of Object.entries(catalogues))
    writeFileSync(path.join(folder, 'locales', `${language}.json`), JSON.stringify(entries));
  return checkCatalogue({ namespace: 'test', folder, functions }, ['en', 'fr']).lines;
}

const PAGE = `export function Page({ count }: { count: number }) {
  const t = useT();
  return <p title={t('Your videos')}>{t('{{count}} views', { count })}</p>;
}`;

const COMPLETE = {
  en: { '{{count}} views_one': '{{count}} view', '{{count}} views_other': '{{count}} views' },
  fr: {
    'Your videos': 'Vos vidéos',
    '{{count}} views_one': '{{count}} vue',
    '{{count}} views_many': '{{count}} de vues',
    '{{count}} views_other': '{{count}} vues',
  },
};

test('complete catalogues pass', () => {
  assert.deepEqual(check(PAGE, COMPLETE), []);
});

test('the interface speaks English and French', () => {
  assert.deepEqual(languages(), ['en', 'fr']);
});

test('a text missing from French fails', () => {
  const { 'Your videos': _omitted, ...fr } = COMPLETE.fr;
  const lines = check(PAGE, { ...COMPLETE, fr });
  assert.equal(lines.length, 1);
  assert.match(lines[0], /fr\.json: no translation of "Your videos"/);
});

test('an empty translation fails', () => {
  const lines = check(PAGE, { ...COMPLETE, fr: { ...COMPLETE.fr, 'Your videos': ' ' } });
  assert.match(lines.join('\n'), /empty translation of "Your videos"/);
});

test("a plural's English forms are required, and each of French's categories", () => {
  const lines = check(PAGE, {
    en: {},
    fr: { ...COMPLETE.fr, '{{count}} views_many': undefined },
  });
  assert.match(lines.join('\n'), /en\.json: no translation of "\{\{count\}\} views_one"/);
  assert.match(lines.join('\n'), /fr\.json: no translation of "\{\{count\}\} views_many"/);
});

test('a key the code no longer uses fails', () => {
  const lines = check(PAGE, { ...COMPLETE, fr: { ...COMPLETE.fr, 'Old text': 'Ancien texte' } });
  assert.match(lines.join('\n'), /"Old text" is not used by the code/);
});

test('a key that is not a literal fails, since no catalogue can be checked for it', () => {
  const source = `export const Label = ({ text }: { text: string }) => { const t = useT(); return <b>{t(text)}</b>; };`;
  const lines = check(source, { en: {}, fr: {} });
  assert.match(lines.join('\n'), /not a string literal/);
});

test("the server's texts are found in message('…')", () => {
  const source = `throw notFound(message('Video not found.'));`;
  const lines = check(source, { en: {}, fr: {} }, ['message']);
  assert.equal(lines.length, 1);
  assert.match(lines[0], /no translation of "Video not found\."/);
});

test('a text with a context is a key of its own in French', () => {
  const source = `export const T = () => { const t = useT(); return <h1 title={t('Post', { context: 'title' })}>{t('Post')}</h1>; };`;
  const lines = check(source, { en: {}, fr: { Post: 'Publier' } });
  assert.deepEqual(lines.length, 1);
  assert.match(lines[0], /no translation of "Post_title"/);
  assert.deepEqual(check(source, { en: {}, fr: { Post: 'Publier', Post_title: 'Post' } }), []);
});
