import { Compile } from 'typebox/compile';
import { badRequest } from './http-error';
import type { ApiFieldError } from '@kinora/shared/contract';
import type { Static, TSchema } from 'typebox';

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * Validates fields that did not pass through Fastify's schema validation (multipart text fields)
 * and answers 400 naming the field, like route validation does.
 */
export function validateFields<T extends TSchema>(schema: T, value: unknown): Static<T> {
  let check = compiled.get(schema);
  if (!check) {
    check = Compile(schema);
    compiled.set(schema, check);
  }
  if (check.Check(value)) return value as Static<T>;
  const errors: ApiFieldError[] = check.Errors(value).map((error) => {
    const missing = (error.params as { requiredProperties?: string[] }).requiredProperties?.[0];
    const field = missing ?? error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return { field, message: `${field} ${missing ? 'is required' : error.message}` };
  });
  throw badRequest(errors[0]?.message ?? 'Invalid input.', errors);
}

/** Trims `value` and checks the trimmed length, naming `field` in the 400. */
export function trimmedText(value: string, field: string, max: number): string {
  const text = value.trim();
  if (text.length === 0)
    throw badRequest(`${field} is required`, [{ field, message: `${field} is required` }]);
  if (text.length > max) {
    const message = `${field} must be at most ${max} characters`;
    throw badRequest(message, [{ field, message }]);
  }
  return text;
}
