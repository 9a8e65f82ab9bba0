import { Value } from 'typebox/value';
import type { Static, TObject, TProperties, TSchema } from 'typebox';

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Keywords the environment schema adds to JSON Schema's, for its error messages and its table. */
export interface EnvKeywords {
  /** What an unset variable means when no one `default` value says it (the README shows it). */
  unsetMeans?: string;
  /** A string's rule in words, for the error: "must start with redis:// or rediss://". */
  rule?: string;
  /** A secret, or a URL that may hold one: an error never repeats the value. */
  sensitive?: boolean;
}

/** The JSON Schema keywords this reader turns into words (TypeBox's types name only the kind). */
interface VariableSchema extends EnvKeywords {
  type?: string;
  enum?: string[];
  default?: string | number | boolean;
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
}

export const variableSchema = (schema: TSchema) => schema as VariableSchema;

const TRUE_WORDS = ['1', 'true', 'on', 'yes'];
const FALSE_WORDS = ['0', 'false', 'off', 'no'];

/** What `raw` reads as for `schema`; the schema's check then says whether that is allowed. */
function valueOf(schema: VariableSchema, raw: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return Number(raw);
  const word = raw.toLowerCase();
  if (schema.type === 'boolean') {
    return TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : raw;
  }
  return schema.enum ? word : raw;
}

const orList = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');

function ruleOf(schema: VariableSchema): string {
  if (schema.rule) return schema.rule;
  if (schema.enum) return `must be ${orList(schema.enum.map((value) => `"${value}"`))}`;
  if (schema.type === 'boolean') return 'must be on/off or true/false';
  if (schema.type === 'number') return `must be a number > ${schema.exclusiveMinimum ?? 0}`;
  if (schema.type === 'integer') {
    const most = schema.maximum === undefined ? '' : ` and at most ${schema.maximum}`;
    return `must be an integer >= ${schema.minimum ?? 0}${most}`;
  }
  return `must be at least ${schema.minLength ?? 0} characters long`;
}

/**
 * The variables `schema` names, read from `env`: trimmed, blank read as unset (its `default`, if
 * any), numbers and on/off words converted, and each checked against its schema, so a bad value
 * stops the start with an error naming the variable and its rule.
 */
export function readEnv<Properties extends TProperties>(
  schema: TObject<Properties>,
  env: Env,
): Static<TObject<Properties>> {
  const values: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const variable = variableSchema(property);
    const raw = env[name]?.trim();
    if (!raw) {
      if (variable.default !== undefined) values[name] = variable.default;
      continue;
    }
    const value = valueOf(variable, raw);
    if (!Value.Check(property, value)) {
      const got = variable.sensitive ? '' : ` (got "${raw}")`;
      throw new ConfigError(`${name} ${ruleOf(variable)}${got}.`);
    }
    values[name] = value;
  }
  // Each value passed its own check: only a default that breaks its own rule can fail here.
  if (!Value.Check(schema, values))
    throw new Error('A default of the environment schema is invalid.');
  return values;
}
