// The platform's public routes (`ROUTES` in @kinora/shared): the paths other remotes, bookmarks
// and search engines link to. They are written once, in TypeScript, where the API report keeps
// them; the deploy tool reads them with TypeScript's own parser rather than a copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const PATHS_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'shared',
  'src',
  'routing',
  'paths.ts',
);

/** `{ key: path }` of the `export const ROUTES = { … } as const` declared in `file`. */
export function readPublicRoutes(file = PATHS_FILE) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'ROUTES') continue;
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)))
        value = value.expression;
      if (!value || !ts.isObjectLiteralExpression(value)) break;
      const routes = {};
      for (const property of value.properties) {
        if (
          ts.isPropertyAssignment(property) &&
          ts.isIdentifier(property.name) &&
          ts.isStringLiteral(property.initializer)
        )
          routes[property.name.text] = property.initializer.text;
      }
      return routes;
    }
  }
  throw new Error(`${file} declares no ROUTES object of string paths.`);
}
