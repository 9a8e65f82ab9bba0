import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOperation } from '../src/platform/tracing';
import { createTestApp, type TestApp } from './helpers/app';
import { startFakeYoutube, type FakeYoutube } from './youtube/fake-youtube';
import { FAKE_COMMENTS, FAKE_VIDEOS } from './youtube/fixtures';
import type { AddressInfo } from 'node:net';

/** OpenTelemetry traces sent to a collector (OTLP over HTTP, JSON), as an operator's would get. */

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** OTLP's span kinds. */
const SERVER = 2;
const CLIENT = 3;

/** Receives what the exporter sends and keeps it, as a collector would. */
async function startCollector() {
  const exports: OtlpExport[] = [];
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      paths.push(req.url ?? '');
      exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exports,
    paths,
    spans: () =>
      exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one span named `name` among the requests. */
function requestSpan(spans: OtlpSpan[], name: string): OtlpSpan {
  const found = spans.filter((s) => s.name === name);
  expect(found, name).toHaveLength(1);
  return found[0] as OtlpSpan;
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let youtube: FakeYoutube;
  let t: TestApp;
  const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
  const missingVideo = '0123456789abcdef01234567';

  beforeAll(async () => {
    collector = await startCollector();
    youtube = await startFakeYoutube(FAKE_VIDEOS, FAKE_COMMENTS);
    t = await createTestApp({
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/`,
        OTEL_SERVICE_NAME: 'kinora-test',
        YOUTUBE_API_KEY: 'test-key',
        YOUTUBE_API_BASE_URL: youtube.baseUrl,
      },
    });
    expect((await t.inject({ method: 'GET', url: '/videos' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `/videos/${missingVideo}` })).statusCode).toBe(
      404,
    );
    expect((await t.inject({ method: 'GET', url: '/youtube/video/aaaaaaaaaa1' })).statusCode).toBe(
      200,
    );
    const continued = await t.inject({
      method: 'GET',
      url: '/videos',
      headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    });
    expect(continued.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/healthcheck' })).statusCode).toBe(200);
    // Closing the app sends what the exporter still holds.
    await t.close();
  }, 60_000);
  afterAll(async () => {
    await youtube.close();
    await collector.close();
  });

  const requestSpans = () => collector.spans().filter((s) => s.kind === SERVER);
  const childrenOf = (parent: OtlpSpan) =>
    collector
      .spans()
      .filter((s) => s.traceId === parent.traceId && s.parentSpanId === parent.spanId);
  /** Every span under `root`, however deep (a handler's span sits between request and query). */
  const descendantsOf = (root: OtlpSpan): OtlpSpan[] =>
    childrenOf(root).flatMap((child) => [child, ...descendantsOf(child)]);

  it('sends to the collector’s /v1/traces, under the service name', () => {
    expect(collector.paths.every((p) => p === '/v1/traces')).toBe(true);
    const names = collector.exports.flatMap((e) =>
      e.resourceSpans.map(
        (r) => r.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue,
      ),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['kinora-test']));
  });

  it('names each request by its route template, never by the raw address', () => {
    const names = requestSpans().map((s) => s.name);
    expect(names).toContain('GET /api/v1/videos');
    expect(names).toContain('GET /api/v1/videos/:videoId');
    expect(names.join(' ')).not.toContain(missingVideo);
    const notFound = requestSpan(requestSpans(), 'GET /api/v1/videos/:videoId');
    expect(attribute(notFound, 'http.response.status_code')).toBe(404);
  });

  it('leaves the health probes out', () => {
    expect(requestSpans().map((s) => s.name)).not.toContain('GET /api/v1/healthcheck');
  });

  it('puts a request’s database queries under it, with placeholders and never the values', () => {
    const lookUp = requestSpan(requestSpans(), 'GET /api/v1/videos/:videoId');
    const queries = descendantsOf(lookUp).filter((s) => attribute(s, 'db.system.name'));
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.kind).toBe(CLIENT);
      expect(query.name).toMatch(/^[A-Z]+$/);
      expect(String(attribute(query, 'db.query.text'))).not.toContain(missingVideo);
    }
    expect(queries.some((q) => String(attribute(q, 'db.query.text')).includes('$1'))).toBe(true);
  });

  it('puts a YouTube call under the request that made it', () => {
    const watch = requestSpan(requestSpans(), 'GET /api/v1/youtube/video/:videoId');
    const calls = descendantsOf(watch).filter((s) =>
      String(attribute(s, 'url.full') ?? '').startsWith(youtube.baseUrl),
    );
    expect(calls.length).toBeGreaterThan(0);
    const [call] = calls as [OtlpSpan];
    expect(call.kind).toBe(CLIENT);
    // The key is in the address YouTube asks for: the span must keep the call, not the secret.
    expect(String(attribute(call, 'url.full'))).toContain('key=REDACTED');
    expect(JSON.stringify(calls)).not.toContain('test-key');
  });

  it('continues the caller’s trace from its traceparent header', () => {
    const continued = requestSpan(
      requestSpans().filter((s) => s.traceId === callerTrace),
      'GET /api/v1/videos',
    );
    expect(continued.parentSpanId).toBe('00f067aa0ba902b7');
  });
});

describe('queryOperation', () => {
  it.each([
    ['select * from videos', 'SELECT'],
    ['  INSERT INTO x', 'INSERT'],
    ['/* kysely */ with a as (select 1) select * from a', 'WITH'],
    ['', 'QUERY'],
  ])('%s → %s', (sql, name) => {
    expect(queryOperation(sql)).toBe(name);
  });
});
