import {
  API_BASE,
  ENDPOINTS,
  Envelope,
  ErrorSchema,
  type ApiEndpoint,
  type ApiSuccess,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
} from '@kinora/contract';
import { Type, type TSchema } from 'typebox';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route serves, set by `endpoint()`. */
    endpoint?: ApiEndpoint;
    /** The route answers stored files (media, images), not JSON: it is no endpoint of the contract. */
    servesFiles?: boolean;
    /**
     * The route speaks a protocol of its own (tus, for resumable uploads), whose requests and
     * answers are that protocol's: it is no endpoint of the contract either.
     */
    speaksProtocol?: 'tus';
  }
}

/** The request of an endpoint, typed by its contract definition (checked by its schemas). */
export type EndpointRequest<K extends ApiEndpoint> = FastifyRequest<{
  Params: EndpointParams<K>;
  Querystring: EndpointQuery<K>;
  Body: EndpointBody<K>;
}>;

/**
 * What a handler answers: the success envelope of the endpoint's data, or, for an endpoint without
 * data (204, a stream), the reply it sent itself.
 */
export type EndpointAnswer<K extends ApiEndpoint> = [EndpointData<K>] extends [void]
  ? FastifyReply
  : ApiSuccess<EndpointData<K>>;

export type EndpointHandler<K extends ApiEndpoint> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => EndpointAnswer<K> | Promise<EndpointAnswer<K>>;

/** Route options the contract does not decide: rate limits, body limits, the list cache. */
export type EndpointOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'config'>;

/**
 * Registers the route of one contract endpoint: its method and path, its schemas (so the request
 * is validated and the answer serialized by them, and the OpenAPI document comes from them), its
 * access rule, and a handler typed by them. Inside a plugin registered with a prefix, the path is
 * taken relative to that prefix, which the endpoint's path must start with.
 */
export function endpoint<K extends ApiEndpoint>(
  app: FastifyInstance,
  key: K,
  handler: EndpointHandler<K>,
): void;
export function endpoint<K extends ApiEndpoint>(
  app: FastifyInstance,
  key: K,
  options: EndpointOptions,
  handler: EndpointHandler<K>,
): void;
export function endpoint<K extends ApiEndpoint>(
  app: FastifyInstance,
  key: K,
  ...args: [EndpointHandler<K>] | [EndpointOptions, EndpointHandler<K>]
): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const definition: (typeof ENDPOINTS)[ApiEndpoint] = ENDPOINTS[key];
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const fullPath = API_BASE + key.slice(space + 1);
  if (!fullPath.startsWith(app.prefix)) {
    throw new Error(`${key} cannot be registered under the prefix ${app.prefix}`);
  }
  const def = definition as {
    tags: readonly string[];
    summary: string;
    description?: string;
    auth?: 'user' | 'moderator' | 'admin';
    params?: TSchema;
    querystring?: TSchema;
    body?: TSchema;
    consumes?: readonly string[];
    status?: 200 | 201 | 204;
    response: TSchema | null;
    errors: readonly number[];
  };
  const guards = {
    user: app.requireUser,
    moderator: app.requireModerator,
    admin: app.requireAdmin,
  };
  const status = def.status ?? 200;
  const response: Record<number, TSchema> = {};
  if (def.response) response[status] = Envelope(def.response);
  else if (status === 204) response[status] = Type.Null();
  for (const code of def.errors) response[code] = ErrorSchema;
  app.route({
    method,
    url: fullPath.slice(app.prefix.length) || '/',
    ...options,
    config: { ...options.config, endpoint: key },
    ...(def.auth ? { preHandler: guards[def.auth] } : {}),
    schema: {
      tags: [...def.tags],
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      ...(def.auth ? { security: [{ bearerAuth: [] }] } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.querystring ? { querystring: def.querystring } : {}),
      ...(def.body && !def.consumes ? { body: def.body } : {}),
      ...(def.consumes ? { consumes: [...def.consumes] } : {}),
      // No `produces`: a stream's only documented answers are its errors, which are JSON, and the
      // OpenAPI document would list them under the stream's media type.
      response,
    },
    // The schemas above check what reaches the handler: its types are theirs.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

/**
 * Holds the API under `api` to its contract: a route registered there that is no endpoint of the
 * contract (nor marked as serving files) stops the start-up, and so does an endpoint no route
 * serves once the app is ready. A URL written by hand on one side only cannot ship.
 */
export function holdToContract(api: FastifyInstance): void {
  const served = new Set<string>();
  api.addHook('onRoute', (route) => {
    if (route.config?.endpoint) {
      served.add(route.config.endpoint);
      return;
    }
    if (route.config?.servesFiles || route.config?.speaksProtocol) return;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(
      `${methods} ${route.url} is no endpoint of the contract: declare it in @kinora/contract and register it with endpoint()`,
    );
  });
  api.addHook('onReady', (done) => {
    const missing = Object.keys(ENDPOINTS).filter((key) => !served.has(key));
    done(
      missing.length > 0
        ? new Error(`Endpoints of the contract that no route serves: ${missing.join(', ')}`)
        : undefined,
    );
  });
}
