import type { Static, TObject, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The statuses an endpoint documents besides its success: each answers the error envelope. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 507;

/**
 * One endpoint of `/api/v1`, named by its method and path (`'GET /videos/:videoId'`): the name is
 * the route the server registers and the request the typed client sends, so the two cannot drift.
 */
export interface EndpointDefinition {
  tags: readonly string[];
  summary: string;
  description?: string;
  /**
   * Who may call it: `user` needs a session (401 without one), `moderator` the moderator or admin
   * role and `admin` the admin role (403 otherwise).
   * Absent: anyone; a session, when sent, still tells the server who asks.
   */
  auth?: 'user' | 'moderator' | 'admin';
  params?: TObject;
  querystring?: TObject;
  /** A JSON body. */
  body?: TSchema;
  /**
   * A body the server reads by hand instead of `body`: multipart (files beside fields, sent as
   * FormData) and, for the listed JSON, the same fields as `body`.
   */
  consumes?: readonly ('multipart/form-data' | 'application/json')[];
  /** The success status: 200 unless said otherwise; 204 answers no body. */
  status?: 200 | 201 | 204;
  /** The `data` of the success envelope; `null` with status 204 or a stream. */
  response: TSchema | null;
  /**
   * What the server writes itself instead of the envelope (an event stream, a download): no typed
   * client call; errors are still the JSON envelope.
   */
  produces?: 'text/event-stream' | 'application/zip';
  errors: readonly ErrorStatus[];
}

export type EndpointKey<Path extends string = string> = `${HttpMethod} /${Path}`;

/** The `:name` segments of a path, e.g. `'videoId' | 'playlistId'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsRule<K> = [PathParamNames<K & string>] extends [never]
  ? { params?: never }
  : { params: { properties: Record<PathParamNames<K & string>, TSchema> } };

/**
 * Declares a set of endpoints. Each path's `:name` segments must be declared by its `params`,
 * and a path without them declares none.
 */
export function defineEndpoints<const D extends Record<EndpointKey, EndpointDefinition>>(
  endpoints: D & { [K in keyof D]: ParamsRule<K> },
): D {
  return endpoints;
}

type Field<D, F extends string> = D extends { [key in F]: infer S extends TSchema }
  ? Static<S>
  : undefined;

/** What a definition takes and answers, as types: the typed client and the server both use these. */
export type EndpointParamsOf<D> = Field<D, 'params'>;
export type EndpointQueryOf<D> = Field<D, 'querystring'>;
export type EndpointBodyOf<D> = Field<D, 'body'>;
/** Whether it takes a multipart form (sent as FormData by a browser). */
export type EndpointTakesFormOf<D> = D extends { consumes: readonly (infer C)[] }
  ? 'multipart/form-data' extends C
    ? true
    : false
  : false;
export type EndpointDataOf<D> = D extends { response: infer S extends TSchema } ? Static<S> : void;
