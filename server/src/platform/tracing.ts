import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import fp from 'fastify-plugin';
import type { DatabaseHandle, QueryOutcome } from '../db/create-database';
import type { FastifyInstance } from 'fastify';

/**
 * OpenTelemetry traces, when an operator names a collector: each request is a span named by its
 * route template (`GET /api/v1/videos/:videoId`), with its database queries and its outgoing calls
 * (the YouTube API, through `fetch`) as child spans. Without a collector the SDK is not even loaded
 * (only the API's no-op facade is).
 */
export interface TracingOptions {
  /** The collector's base address; traces go to its `/v1/traces`, as OTLP/HTTP prescribes. */
  endpoint: string;
  serviceName: string;
}

export interface Tracing {
  /** Traces `database`'s queries as children of the span they ran under. */
  traceQueries: (database: DatabaseHandle) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when no collector is configured. */
    tracing: Tracing | null;
  }
}

/** Probes and scrapes come every few seconds and say nothing about a request's path. */
const UNTRACED_PATHS = new Set(['/metrics', '/api/v1/healthcheck', '/api/v1/readyz']);

/** Query parameters that carry a credential (the YouTube API's `key`): a trace keeps the call only. */
const SECRET_PARAMETERS = ['key', 'access_token', 'token', 'signature'];

/** The address and query of an outgoing call with each credential's value replaced. */
export function redactedUrl(
  path: string,
  origin: string,
): { 'url.full': string; 'url.query': string } {
  const url = new URL(path, origin);
  for (const name of SECRET_PARAMETERS) {
    if (url.searchParams.has(name)) url.searchParams.set(name, 'REDACTED');
  }
  return { 'url.full': url.toString(), 'url.query': url.search };
}

/** The statement's first word (`SELECT`, `INSERT`…): a span name of low cardinality. */
export function queryOperation(sql: string): string {
  const word = /^\s*(?:\/\*.*?\*\/\s*)?([a-z]+)/i.exec(sql)?.[1];
  return word ? word.toUpperCase() : 'QUERY';
}

function querySpan(tracer: Tracer, engine: DatabaseHandle['kind'], outcome: QueryOutcome) {
  const parent = context.active();
  // A query outside any traced work (the view flush, housekeeping, the job queue's polling) would
  // be a trace of its own every second: only queries that belong to a request are told.
  if (!trace.getSpan(parent)) return;
  const endTime = Date.now();
  const span = tracer.startSpan(
    queryOperation(outcome.sql),
    {
      kind: SpanKind.CLIENT,
      startTime: endTime - outcome.seconds * 1000,
      attributes: {
        'db.system.name': 'postgresql',
        'db.query.text': outcome.sql,
        'kinora.db.engine': engine,
      },
    },
    parent,
  );
  if (outcome.failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(endTime);
}

async function tracingPlugin(
  app: FastifyInstance,
  { collector: options }: { collector: TracingOptions | null },
) {
  if (!options) {
    app.decorate('tracing', null);
    return;
  }
  const [
    { default: FastifyOtelInstrumentation },
    { OTLPTraceExporter },
    { UndiciInstrumentation },
    { resourceFromAttributes },
    { BatchSpanProcessor, NodeTracerProvider },
    { ATTR_SERVICE_NAME },
  ] = await Promise.all([
    import('@fastify/otel'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }),
      ),
    ],
  });
  // The process's context manager (async local storage) and W3C propagation: a request's span is
  // found by the code it calls, and an incoming `traceparent` continues the caller's trace.
  provider.register();
  const tracer = provider.getTracer('kinora');

  const fastifyOtel = new FastifyOtelInstrumentation({
    // A span for every hook of every plugin is a dozen per request that say little; the request
    // and its handler are kept, and a slow hook still shows as the request's time before them.
    instrumentHooks: false,
    ignorePaths: ({ url }) => UNTRACED_PATHS.has(url.split('?')[0] ?? url),
    // The plugin names every span `request`; a trace viewer lists them by route.
    requestHook: (span, request) => {
      span.updateName(`${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`);
    },
  });
  fastifyOtel.setTracerProvider(provider);
  // `fetch` reports through Node's diagnostics channels: nothing is patched. It listens from its
  // construction on, and uses this provider from the next call.
  const undici = new UndiciInstrumentation({
    // Background calls (none today) would each start a trace of their own, as queries would.
    requireParentforSpans: true,
    startSpanHook: (request) => redactedUrl(request.path, request.origin),
  });
  undici.setTracerProvider(provider);

  const stops: (() => void)[] = [];
  app.decorate('tracing', {
    traceQueries: (database) => {
      stops.push(database.observeQueries((outcome) => querySpan(tracer, database.kind, outcome)));
    },
  });
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    undici.disable();
    fastifyOtel.disable();
    // Sends what is still batched before the process goes.
    await provider.shutdown();
  });
  // Registered here, before any route, so that every route and hook is wrapped.
  await app.register(fastifyOtel.plugin());
}

export default fp(tracingPlugin, { name: 'tracing' });
