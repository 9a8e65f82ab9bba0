import { ConfigEnv } from './env-schema';
import { variableSchema } from './read-env';
import type { TObject, TSchema } from 'typebox';

/*
 * The README's table of environment variables, generated from the environment schema so the
 * documented defaults and rules are the ones the server applies.
 */

export const TABLE_START =
  '<!-- Generated from server/src/config/env-schema.ts: pnpm --filter @kinora/server run config-doc --write -->';
export const TABLE_END = '<!-- End of the generated table -->';

function defaultOf(property: TSchema): string {
  const { default: value, unsetMeans } = variableSchema(property);
  if (unsetMeans) return unsetMeans;
  return value === undefined ? 'unset' : `\`${value}\``;
}

/** A Markdown table laid out as Prettier lays it out, so the formatter leaves it as it is. */
function markdownTable(header: string[], rows: string[][]): string {
  const escaped = [header, ...rows].map((row) => row.map((cell) => cell.replaceAll('|', '\\|')));
  const widths = header.map((_, column) =>
    Math.max(3, ...escaped.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  const [head = [], ...body] = escaped;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

export function envTable(schema: TObject = ConfigEnv): string {
  const rows = Object.entries(schema.properties).map(([name, property]) => [
    `\`${name}\``,
    defaultOf(property),
    variableSchema(property).description ?? '',
  ]);
  return markdownTable(['variable', 'default', 'meaning'], rows);
}

/** `readme` with the table between its markers replaced by `table`. */
export function withEnvTable(readme: string, table = envTable()): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(
      `The README has no table of environment variables between "${TABLE_START}" and "${TABLE_END}".`,
    );
  }
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
