import { isTrimmedString, type ApiFieldError } from '@kinora/contract';
import { Compile } from 'typebox/compile';
import { badRequest } from './http-error';
import { assertStorable } from './storable-input';
import type { Static, TObject, TSchema } from 'typebox';

/** A failed check as both validators report it: Fastify's (AJV) for routes, TypeBox's here. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: object;
  message?: string | undefined;
}

/** What a failed check means, in the same words for every field of every request. */
function explain(error: SchemaError, missing: boolean): string {
  const { limit } = error.params as { limit?: unknown };
  if (missing || (error.keyword === 'minLength' && limit === 1)) return 'is required';
  if (error.keyword === 'maxLength') return `must be at most ${String(limit)} characters`;
  return error.message ?? 'is invalid';
}

/** Field errors for the error body; `context` (body, querystring) names the part when no field is to blame. */
export function describeSchemaErrors(
  errors: readonly SchemaError[],
  context: string,
): ApiFieldError[] {
  return errors.map((error) => {
    const params = error.params as { missingProperty?: unknown; requiredProperties?: unknown };
    const required: unknown[] = Array.isArray(params.requiredProperties)
      ? (params.requiredProperties as unknown[])
      : [];
    const missing = [params.missingProperty, ...required].find((p) => typeof p === 'string');
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = typeof missing === 'string' ? (base ? `${base}.${missing}` : missing) : base;
    if (!field) return { message: `${context} ${error.message ?? 'is invalid'}` };
    return { field, message: `${field} ${explain(error, missing !== undefined)}` };
  });
}

/** Trims the fields the contract marks as trimmed, so the schema's lengths count the trimmed text. */
export function trimFields(schema: TObject, value: Record<string, unknown>): void {
  for (const [name, property] of Object.entries(schema.properties)) {
    const text = value[name];
    if (typeof text === 'string' && isTrimmedString(property)) value[name] = text.trim();
  }
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

function check(schema: TSchema, value: unknown, field?: string): void {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  if (validator.Check(value)) return;
  const errors = describeSchemaErrors(
    validator.Errors(value).map((error) => ({
      ...error,
      instancePath: field ? `/${field}${error.instancePath}` : error.instancePath,
    })),
    'body',
  );
  throw badRequest(errors[0]?.message ?? 'Invalid input.', errors);
}

/**
 * Validates input that did not pass through Fastify's schema validation (multipart text fields,
 * a body that may be JSON or multipart) and answers 400 naming the field, like route validation.
 */
export function validateFields<T extends TObject>(schema: T, value: unknown): Static<T> {
  const fields = typeof value === 'object' && value !== null ? { ...value } : value;
  if (typeof fields === 'object' && fields !== null)
    trimFields(schema, fields as Record<string, unknown>);
  check(schema, fields);
  return fields as Static<T>;
}

/**
 * One text field of a form, checked the moment it arrives against its property in `schema`; the
 * answer is the value to keep (trimmed where the contract says so). Unknown fields pass through.
 */
export function validateField(schema: TObject, name: string, value: string): string {
  assertStorable(value, name);
  const property = schema.properties[name];
  if (!property) return value;
  const text = isTrimmedString(property) ? value.trim() : value;
  check(property, text, name);
  return text;
}
