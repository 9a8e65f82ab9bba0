import { createHash, timingSafeEqual } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError, message } from '../lib/http-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { QueueFigures } from './job-tables';

/**
 * What this process tells Prometheus. Each app has a registry of its own: a test process builds
 * many apps, and the library's global registry would refuse the second one's metrics.
 */
export interface Metrics {
  registry: Registry;
  /** A transcode attempt that ran, by how it ended (the worker's outcome names). */
  transcodeEnded: (outcome: string, seconds: number) => void;
  /** Bytes of a file an upload brought (video or image), counted once it is received. */
  uploaded: (bytes: number) => void;
  /** A batch of views written (or given back for the next batch). */
  viewBatch: (views: number, written: boolean) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsOptions {
  /** The bearer token `/metrics` asks for; null: no `/metrics` route at all. */
  token: string | null;
  /** The data directory, whose disk's free space is told (the database and media live there). */
  dataDir: string;
}

/** HTTP latency buckets, in seconds: API answers are mostly milliseconds, uploads seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
/** A transcode takes about as long as its video: seconds to an hour. */
const TRANSCODE_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600];

/** The route's template (`/api/v1/videos/:videoId`), never the raw URL: ids would be labels. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: digests have one length whatever the guess. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), digest(token));
}

function metricsPlugin(app: FastifyInstance, { token, dataDir }: MetricsOptions, done: () => void) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Histogram({
    name: 'kinora_http_request_duration_seconds',
    help: 'HTTP requests answered, by route template, method and status, with their latency',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'kinora_upload_bytes_total',
    help: 'Bytes of the files uploads brought (videos, images), kept or refused after checking',
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    httpRequests.observe(
      { route: routeOf(request), method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const queries = new Histogram({
    name: 'kinora_db_query_duration_seconds',
    help: 'Database queries run through the data layer, by whether they failed',
    labelNames: ['result'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const stopObserving = app.database.observeQueries(({ seconds, failed }) =>
    queries.observe({ result: failed ? 'error' : 'ok' }, seconds),
  );
  app.addHook('onClose', (_app, closed) => {
    stopObserving();
    closed();
  });

  const poolUse = app.database.poolUse;
  new Gauge({
    name: 'kinora_db_pool_connections',
    help: 'PostgreSQL pool connections by state (busy, idle) and callers waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      // Embedded PGlite has one session and no pool: the gauge stays empty.
      if (!poolUse) return;
      const use = poolUse();
      this.set({ state: 'busy' }, use.total - use.idle);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  new Gauge({
    name: 'kinora_data_dir_bytes',
    help: 'Size and free space of the disk holding the data directory (embedded database, media, uploads)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      // A directory that went away is no reason to fail the whole scrape.
      const disk = await statfs(dataDir).catch(() => null);
      if (!disk) return;
      this.set({ kind: 'size' }, disk.blocks * disk.bsize);
      // What an unprivileged process may still write, as `df` tells it.
      this.set({ kind: 'free' }, disk.bavail * disk.bsize);
    },
  });

  new Gauge({
    name: 'kinora_notification_streams_open',
    help: 'Notification streams this process holds open',
    registers: [registry],
    collect() {
      this.set(app.services.notificationStreams.count());
    },
  });

  // The queues are the database's, shared by every instance: each reports the same figures.
  const readQueues = () => app.jobs.tables.figures();
  // One read per scrape serves the three gauges.
  let reading: Promise<QueueFigures[]> | null = null;
  const queueRows = () => {
    reading ??= readQueues().finally(() => {
      reading = null;
    });
    return reading;
  };
  const queueGauge = (name: string, help: string, pick: (row: QueueFigures) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await queueRows()) this.set({ queue: row.name }, pick(row));
      },
    });
  queueGauge(
    'kinora_jobs_waiting',
    'Jobs waiting in each queue (new or to be retried)',
    (r) => r.waiting,
  );
  queueGauge('kinora_jobs_running', 'Jobs being worked on in each queue', (r) => r.running);
  queueGauge(
    'kinora_jobs_oldest_waiting_seconds',
    'Age of the oldest job waiting in each queue',
    (r) => r.oldest_seconds ?? 0,
  );

  const transcodes = new Histogram({
    name: 'kinora_transcode_duration_seconds',
    help: 'Transcode attempts run by this process, by how they ended (ready, failed, retry, stopped)',
    labelNames: ['outcome'] as const,
    buckets: TRANSCODE_BUCKETS,
    registers: [registry],
  });
  const viewBatches = new Counter({
    name: 'kinora_view_batches_total',
    help: 'Batches of views written to the database, by whether the write succeeded',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const viewsWritten = new Counter({
    name: 'kinora_views_written_total',
    help: 'Views written to the database in batches',
    registers: [registry],
  });

  app.decorate('metrics', {
    registry,
    transcodeEnded: (outcome, seconds) => transcodes.observe({ outcome }, seconds),
    uploaded: (bytes) => uploadBytes.inc(bytes),
    viewBatch: (views, written) => {
      viewBatches.inc({ result: written ? 'ok' : 'error' });
      if (written) viewsWritten.inc(views);
    },
  } satisfies Metrics);

  if (!token) {
    done();
    return;
  }
  // Outside the API and never public: Prometheus scrapes it with the token.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      throw new HttpError(401, message('The metrics need the token set in METRICS_TOKEN.'));
    }
    reply.header('cache-control', 'no-store');
    reply.type(registry.contentType);
    return registry.metrics();
  });
  done();
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
