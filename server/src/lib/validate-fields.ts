import { isTrimmedString, type ApiFieldError } from '@kinora/contract';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { translate } from '../i18n/translate';
import {
  badRequest,
  fieldError,
  fieldMessageOf,
  message,
  type HttpError,
  type Message,
} from './http-error';
import { assertStorable } from './storable-input';
import type { Static, TObject, TSchema } from 'typebox';

/** A failed check as both validators report it: Fastify's (AJV) for routes, TypeBox's here. */
export interface SchemaError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: object;
  message?: string | undefined;
}

/**
 * The validators' own words for the checks the contract's schemas make, as messages: AJV (the
 * routes) writes "NOT" in capitals where TypeBox (`validateFields`) does not, so both are listed.
 */
function validatorMessages(keyword: string, field: string, params: Record<string, unknown>) {
  const { limit, comparison, pattern, format, i, j } = params;
  switch (keyword) {
    case 'type':
      return [
        message('{{field}} must be string', { field }),
        message('{{field}} must be integer', { field }),
        message('{{field}} must be number', { field }),
        message('{{field}} must be boolean', { field }),
        message('{{field}} must be object', { field }),
        message('{{field}} must be array', { field }),
        message('{{field}} must be null', { field }),
      ];
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return [message('{{field}} must be {{comparison}} {{limit}}', { field, comparison, limit })];
    case 'minLength':
      return [
        message('{{field}} must NOT have fewer than {{limit}} characters', { field, limit }),
        message('{{field}} must not have fewer than {{limit}} characters', { field, limit }),
      ];
    case 'minItems':
      return [
        message('{{field}} must NOT have fewer than {{limit}} items', { field, limit }),
        message('{{field}} must not have fewer than {{limit}} items', { field, limit }),
      ];
    case 'maxItems':
      return [
        message('{{field}} must NOT have more than {{limit}} items', { field, limit }),
        message('{{field}} must not have more than {{limit}} items', { field, limit }),
      ];
    case 'uniqueItems':
      return [
        message(
          '{{field}} must NOT have duplicate items (items ## {{j}} and {{i}} are identical)',
          { field, i, j },
        ),
        message('{{field}} must not have duplicate items', { field }),
      ];
    case 'pattern':
      return [message('{{field}} must match pattern "{{pattern}}"', { field, pattern })];
    case 'format':
      return [
        message('{{field}} must match format "email"', { field }),
        message('{{field}} must match format "{{format}}"', { field, format }),
      ];
    case 'const':
      return [message('{{field}} must be equal to constant', { field })];
    case 'enum':
      return [message('{{field}} must be equal to one of the allowed values', { field })];
    case 'anyOf':
      return [message('{{field}} must match a schema in anyOf', { field })];
    default:
      return [];
  }
}

/**
 * A failed check in the validator's words, as the message whose English is what the validator
 * wrote, so English answers stay its words; the words of a check not listed above are answered as
 * they are, in English, inside a translated sentence.
 */
function validatorSaid(error: SchemaError, field: string): Message {
  if (error.message === undefined) return message('{{field}} is invalid', { field });
  const written = `${field} ${error.message}`;
  return (
    validatorMessages(error.keyword, field, error.params as Record<string, unknown>).find(
      (said) => translate(said) === written,
    ) ?? message('{{field}} {{problem}}', { field, problem: error.message })
  );
}

/** What a failed check means, in the same words for every field of every request. */
function explain(error: SchemaError, field: string, missing: boolean): Message {
  const { limit } = error.params as { limit?: unknown };
  if (missing || (error.keyword === 'minLength' && limit === 1))
    return message('{{field}} is required', { field });
  if (error.keyword === 'maxLength')
    return message('{{field}} must be at most {{limit}} characters', {
      field,
      limit: String(limit),
    });
  return validatorSaid(error, field);
}

/** A made-up field name is echoed back quoted, and cut short when it is long. */
const shown = (field: string) => (field.length > 100 ? `${field.slice(0, 100)}…` : field);
/** A body of a thousand made-up fields gets an answer naming the first few. */
const UNKNOWN_FIELDS_NAMED = 10;

const unknownFieldError = (field: string): ApiFieldError =>
  fieldError(
    shown(field),
    message('Unknown field {{name}}.', { name: JSON.stringify(shown(field)) }),
  );

/** 400 naming the fields a request carried that its schema does not take. */
export function unknownFields(fields: readonly string[]): HttpError {
  const errors = fields.slice(0, UNKNOWN_FIELDS_NAMED).map(unknownFieldError);
  if (fields.length === 1 && errors[0]) return badRequest(fieldMessageOf(errors[0]), errors);
  const more = fields.length - errors.length;
  const names = errors.map((e) => JSON.stringify(e.field)).join(', ');
  return badRequest(
    more > 0
      ? message('Unknown fields {{names}} and {{count}} more.', { names, count: more })
      : message('Unknown fields {{names}}.', { names }),
    errors,
  );
}

/** The schema lists every field an object may have (`additionalProperties: false`). */
const isStrict = (schema: TObject) =>
  (schema as { additionalProperties?: unknown }).additionalProperties === false;

/** Refuses, naming them all, the fields of `value` a strict schema (`additionalProperties: false`) does not list. */
export function assertKnownFields(schema: TObject, value: object): void {
  if (!isStrict(schema)) return;
  const unknown = Object.keys(value).filter((name) => !Object.hasOwn(schema.properties, name));
  if (unknown.length > 0) throw unknownFields(unknown);
}

/** The names a failed `additionalProperties` check reports: one from AJV, all of them from TypeBox. */
function additionalNames(params: object): string[] {
  const { additionalProperty, additionalProperties } = params as Record<string, unknown>;
  if (typeof additionalProperty === 'string') return [additionalProperty];
  return Array.isArray(additionalProperties)
    ? additionalProperties.filter((name): name is string => typeof name === 'string')
    : [];
}

/** Field errors for the error body; `context` (body, querystring) names the part when no field is to blame. */
export function describeSchemaErrors(
  errors: readonly SchemaError[],
  context: string,
): ApiFieldError[] {
  return errors.flatMap((error) => {
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (error.keyword === 'additionalProperties')
      return additionalNames(error.params).map((name) =>
        unknownFieldError(base ? `${base}.${name}` : name),
      );
    // TypeBox also reports each unknown field as a failed `false` schema: the error above names it.
    if (error.keyword === 'boolean' && error.schemaPath?.endsWith('/additionalProperties'))
      return [];
    const params = error.params as { missingProperty?: unknown; requiredProperties?: unknown };
    const required: unknown[] = Array.isArray(params.requiredProperties)
      ? (params.requiredProperties as unknown[])
      : [];
    const missing = [params.missingProperty, ...required].find((p) => typeof p === 'string');
    const field = typeof missing === 'string' ? (base ? `${base}.${missing}` : missing) : base;
    if (!field) return [fieldError(undefined, validatorSaid(error, context))];
    return [fieldError(field, explain(error, field, missing !== undefined))];
  });
}

/** The items of a list the contract marks as trimmed text (a list of words). */
const hasTrimmedItems = (schema: TSchema): boolean => {
  const items = (schema as { items?: unknown }).items;
  return typeof items === 'object' && items !== null && isTrimmedString(items);
};

/**
 * Trims the fields the contract marks as trimmed, and the items of lists of such text, so the
 * schema's lengths count the trimmed text.
 */
export function trimFields(schema: TObject, value: Record<string, unknown>): void {
  for (const [name, property] of Object.entries(schema.properties)) {
    const field = value[name];
    if (typeof field === 'string' && isTrimmedString(property)) value[name] = field.trim();
    else if (Array.isArray(field) && hasTrimmedItems(property))
      value[name] = field.map((item: unknown) => (typeof item === 'string' ? item.trim() : item));
  }
}

/** What a route without a body schema takes in its body: no field at all. */
const NO_FIELDS = Type.Object({}, { additionalProperties: false });

/**
 * A JSON body as the route's schema is about to check it. No body at all counts as an empty one,
 * so the answer names the fields that are required rather than the body; fields the schema does
 * not take are refused, all named; trimmed text is trimmed. A route without a body schema takes no
 * fields, unless it reads its body by hand (it then says what it `consumes`).
 */
export function prepareBody(
  route: { body?: unknown; consumes?: unknown } | undefined,
  body: unknown,
): unknown {
  const schema = route?.body as TObject | undefined;
  if (body === undefined) return schema ? {} : body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const strict = schema ?? (route?.consumes ? undefined : NO_FIELDS);
  if (strict) assertKnownFields(strict, body);
  if (schema?.properties) trimFields(schema, body as Record<string, unknown>);
  return body;
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
  throw badRequest(errors[0] ? fieldMessageOf(errors[0]) : message('Invalid input.'), errors);
}

/**
 * Validates input that did not pass through Fastify's schema validation (multipart text fields,
 * a body that may be JSON or multipart) and answers 400 naming the field, like route validation.
 */
export function validateFields<T extends TObject>(schema: T, value: unknown): Static<T> {
  const fields = typeof value === 'object' && value !== null ? { ...value } : value;
  if (typeof fields === 'object' && fields !== null) {
    assertKnownFields(schema, fields);
    trimFields(schema, fields as Record<string, unknown>);
  }
  check(schema, fields);
  return fields as Static<T>;
}

/**
 * One text field of a form, checked the moment it arrives against its property in `schema`; the
 * answer is the value to keep (trimmed where the contract says so). A field the schema does not
 * list is refused when the schema is strict (`additionalProperties: false`).
 */
export function validateField(schema: TObject, name: string, value: string): string {
  assertStorable(value, name);
  const property = Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
  if (!property) {
    if (isStrict(schema)) throw unknownFields([name]);
    return value;
  }
  const text = isTrimmedString(property) ? value.trim() : value;
  check(property, text, name);
  return text;
}
