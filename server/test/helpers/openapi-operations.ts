import { OBJECT_ID_PATTERN } from '../../src/lib/object-id';

/** The parts of an OpenAPI 3.1 document (JSON Schema) that the request walkers read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  minLength?: number;
}

export interface OperationField {
  /** Where the value travels. */
  in: 'path' | 'query' | 'body';
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/v1/videos/{videoId}` or `/api/v1/media/{*}`. */
  path: string;
  fields: OperationField[];
  /** The operation declares a JSON body (else a body, if any, is multipart or read by hand). */
  jsonBody: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }>;
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document with the fields it takes in its path, query and JSON body. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const fields: OperationField[] = [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        fields.push({
          in: parameter.in,
          name: parameter.name,
          schema: parameter.schema,
          required: parameter.in === 'path' || parameter.required === true,
        });
      }
      const body = operation.requestBody?.content['application/json']?.schema;
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        fields.push({
          in: 'body',
          name,
          schema,
          required: body?.required?.includes(name) ?? false,
        });
      }
      operations.push({ method: method.toUpperCase(), path, fields, jsonBody: body !== undefined });
    }
  }
  return operations;
}

let sampleCounter = 0;

/**
 * A value the schema accepts, for the fields of a request that are not under attack. Ids and
 * names come from `known` (real rows, so the request reaches the handler's own checks).
 */
export function sampleOf(schema: JsonSchema, name: string, known: Record<string, string>): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) {
    const first = choice.find((s) => s.type !== 'null') ?? choice[0];
    return first ? sampleOf(first, name, known) : null;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  sampleCounter += 1;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          sampleOf(schema.properties?.[key] ?? {}, key, known),
        ]),
      );
    default: {
      if (name in known && (!schema.pattern || new RegExp(schema.pattern).test(known[name] ?? '')))
        return known[name];
      if (schema.pattern === OBJECT_ID_PATTERN) return known.userId;
      if (schema.format === 'email') return `sample${sampleCounter}@example.com`;
      if (name === 'username') return `sample${sampleCounter}`;
      if (name === 'password') return 'a long unusual passphrase';
      if (schema.pattern === '^UC[A-Za-z0-9_-]{22}$') return `UC${'a'.repeat(22)}`;
      return schema.pattern && !new RegExp(schema.pattern).test('sample')
        ? 'abcdefghijk'
        : 'sample';
    }
  }
}

/** `/api/v1/videos/{videoId}` with its path values filled in (already URL-encoded). */
export function fillPath(path: string, encoded: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encoded[name] ?? 'x');
}
