import { Type, type Static, type TSchema, type TString } from 'typebox';
import { PAGE_LIMIT_MAX } from './constants';

/** 24 lowercase hexadecimal characters, time-ordered (ObjectId-like). */
export const IdSchema = Type.String({
  pattern: '^[0-9a-f]{24}$',
  description: '24 lowercase hex characters',
});
export type Id = Static<typeof IdSchema>;

/** ISO 8601 timestamp string, e.g. `2026-11-22T10:00:00.000Z`. */
export const DateTimeSchema = Type.String({ format: 'date-time' });
export type IsoDate = Static<typeof DateTimeSchema>;

/** Path parameters that are all own ids, e.g. `IdParams('videoId')`. */
export function IdParams<K extends string>(...names: K[]) {
  return Type.Object(
    Object.fromEntries(names.map((name) => [name, IdSchema])) as Record<K, typeof IdSchema>,
  );
}

const TRIMMED = Symbol.for('kinora.contract.trimmed');

/**
 * Free text that the server trims before it checks it: `minLength` and `maxLength` count the
 * trimmed text, so surrounding whitespace alone never gets a request refused.
 */
export function TrimmedString(options: {
  minLength?: number;
  maxLength: number;
  description?: string;
}): TString {
  return Object.assign(Type.String(options), { [TRIMMED]: true });
}

export const isTrimmedString = (schema: TSchema): boolean => TRIMMED in schema;

export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_LIMIT_MAX,
      description: 'Default 10 to 20 depending on the list',
    }),
  ),
});
export type PageQuery = Static<typeof PageQuerySchema>;

/** A querystring with `page` and `limit` beside the given properties. */
export function PagedQuery<P extends Record<string, TSchema>>(properties: P) {
  return Type.Object({ ...PageQuerySchema.properties, ...properties });
}

const PageInfoSchema = Type.Object({
  totalDocs: Type.Integer(),
  limit: Type.Integer(),
  page: Type.Integer(),
  totalPages: Type.Integer(),
  hasNextPage: Type.Boolean(),
  nextPage: Type.Union([Type.Integer(), Type.Null()]),
  hasPrevPage: Type.Boolean(),
  prevPage: Type.Union([Type.Integer(), Type.Null()]),
});

/** Every list endpoint answers a page. */
export function PageSchema<T extends TSchema>(item: T) {
  return Type.Object({ docs: Type.Array(item), ...PageInfoSchema.properties });
}
export type Page<T> = { docs: T[] } & Static<typeof PageInfoSchema>;

const SuccessInfoSchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  success: Type.Literal(true),
});

/** Every success response of /api/v1 is wrapped in this envelope. */
export function Envelope<T extends TSchema>(data: T) {
  const { statusCode, message, success } = SuccessInfoSchema.properties;
  return Type.Object({ statusCode, data, message, success });
}
export type ApiSuccess<T> = { data: T } & Static<typeof SuccessInfoSchema>;

export const ApiFieldErrorSchema = Type.Object({
  field: Type.Optional(Type.String()),
  message: Type.String(),
});
export type ApiFieldError = Static<typeof ApiFieldErrorSchema>;

/** Every error response of /api/v1, whatever the status. */
export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  message: Type.String(),
  errors: Type.Array(ApiFieldErrorSchema, {
    description:
      "Field-level details, e.g. `[{ field: 'email', message: 'email must be a valid email' }]`",
  }),
  success: Type.Literal(false),
});
export type ApiErrorBody = Static<typeof ErrorSchema>;

/** Answers that carry nothing but the message. */
export const EmptySchema = Type.Object({}, { additionalProperties: false });

/** `GET /healthcheck`: the API is up and reaches its database */
export const HealthSchema = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  uptime: Type.Number(),
});
