// `node scripts/check-catalogues.mjs`: every text the code translates is in every language's
// catalogue. The English text is the key (`t('Sign in')`), so English needs a catalogue only for
// its plural forms; every other language needs each key, not empty, and no key the code no
// longer uses. Texts are found by i18next-parser's lexers, the way its extractor finds them; a
// key that is not a literal is an error, since no catalogue could be checked for it.
// Exits non-zero with the list of what is missing, empty, unused or unreadable.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parser as Parser } from 'i18next-parser';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** Each catalogue's owner: its namespace, its sources, and the calls that carry its texts. */
export const CATALOGUES = [
  { namespace: 'shell', folder: 'shell/src' },
  { namespace: 'watch', folder: 'mfe-watch/src' },
  { namespace: 'community', folder: 'mfe-community/src' },
  { namespace: 'studio', folder: 'mfe-studio/src' },
  { namespace: 'library', folder: 'mfe-library/src' },
  {
    namespace: 'shared',
    folder: 'shared/src',
    // The shared package's texts go through `sharedT` and `useSharedT`'s `t`.
    functions: ['t', 'sharedT'],
  },
  {
    namespace: 'server',
    folder: 'server/src',
    // The server's texts people read are each written as `message('…')`.
    functions: ['message'],
  },
];

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED = /\.(test|spec|d)\.(ts|tsx)$|(^|\/)(test-utils|locales)\//;

function sourcesOf(folder) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (SOURCE.test(entry.name) && !SKIPPED.test(path.relative(root, file)))
        files.push(file);
    }
  };
  walk(path.resolve(root, folder));
  return files.sort();
}

/** The plural categories of a language, as i18next suffixes its keys (`_one`, `_other`). */
const pluralCategories = (language) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** The keys a language's catalogue must have for the texts found. */
function expectedKeys(texts, language) {
  const keys = new Set();
  for (const { key, plural } of texts.values()) {
    if (plural) for (const category of pluralCategories(language)) keys.add(`${key}_${category}`);
    else if (language !== 'en') keys.add(key);
  }
  return keys;
}

/** The texts a package's sources translate, and the calls whose key could not be read. */
export function extractTexts({ folder, functions = ['t'] }) {
  const lexer = { functions, namespaceFunctions: [] };
  const parser = new Parser({
    lexers: {
      ts: [{ lexer: 'JavascriptLexer', ...lexer }],
      tsx: [{ lexer: 'JsxLexer', ...lexer, transSupportBasicHtmlNodes: false }],
    },
  });
  const problems = [];
  let current = '';
  parser.on('warning', (warning) => problems.push(`${current}: ${warning}`));
  const texts = new Map();
  for (const file of sourcesOf(folder)) {
    current = path.relative(root, file);
    for (const found of parser.parse(readFileSync(file, 'utf8'), file)) {
      // A text with a context (`t('Post', { context: 'title' })`) is a key of its own in other
      // languages; English falls back to the text itself.
      const key = found.context ? `${found.key}_${found.context}` : found.key;
      const plural = found.count !== undefined;
      const before = texts.get(key);
      texts.set(key, { key, plural: plural || (before?.plural ?? false) });
    }
  }
  return { texts, problems };
}

const readCatalogue = (folder, language) => {
  try {
    return JSON.parse(
      readFileSync(path.resolve(root, folder, 'locales', `${language}.json`), 'utf8'),
    );
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
};

/** What is wrong with one package's catalogues, as lines for the report. */
export function checkCatalogue(catalogue, languages) {
  const { texts, problems } = extractTexts(catalogue);
  const lines = [...problems];
  for (const language of languages) {
    const file = `${catalogue.folder}/locales/${language}.json`;
    const entries = readCatalogue(catalogue.folder, language);
    if (!entries) {
      lines.push(`${file}: missing`);
      continue;
    }
    const expected = expectedKeys(texts, language);
    for (const key of expected) {
      if (!(key in entries)) lines.push(`${file}: no translation of ${JSON.stringify(key)}`);
      else if (typeof entries[key] !== 'string' || entries[key].trim() === '')
        lines.push(`${file}: empty translation of ${JSON.stringify(key)}`);
    }
    for (const key of Object.keys(entries))
      if (!expected.has(key)) lines.push(`${file}: ${JSON.stringify(key)} is not used by the code`);
  }
  return { count: texts.size, lines };
}

/**
 * The languages the interface speaks, from the contract's one list (`LANGUAGES` in
 * `shared/contract/src/constants.ts`), read with TypeScript's own parser.
 */
export function languages() {
  const file = path.join(root, 'shared/contract/src/constants.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const codes = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'LANGUAGES') {
      let list = node.initializer;
      while (list && !ts.isArrayLiteralExpression(list)) list = list.expression;
      for (const item of list?.elements ?? []) {
        const code = item.properties?.find((property) => property.name?.getText(source) === 'code');
        if (code && ts.isStringLiteral(code.initializer)) codes.push(code.initializer.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (codes.length === 0) throw new Error(`No LANGUAGES list found in ${file}`);
  return codes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const spoken = languages();
  let failed = 0;
  for (const catalogue of CATALOGUES) {
    const { count, lines } = checkCatalogue(catalogue, spoken);
    console.log(`${catalogue.namespace}: ${count} texts, ${lines.length} problems`);
    for (const line of lines) console.log(`  ${line}`);
    failed += lines.length;
  }
  if (failed > 0) {
    console.error(`\n${failed} catalogue problems (languages: ${spoken.join(', ')}).`);
    process.exit(1);
  }
}
