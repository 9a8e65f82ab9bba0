import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { API_BASE } from '../contract/endpoints';
import type { ApiErrorBody, ApiFieldError, ApiSuccess, Page } from '../contract/envelope';

/** jsdom's default origin: where relative `/api/v1` calls end up in tests. */
export const TEST_ORIGIN = 'http://localhost';

/** Absolute URL of an API path as the app under test calls it: `apiUrl('/videos/:videoId')`. */
export function apiUrl(path: string): string {
  return `${TEST_ORIGIN}${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * What `ok` and `fail` answer. One type for both, so a handler may return either without
 * annotations.
 */
export type EnvelopeResponse = HttpResponse<ApiSuccess<unknown> | ApiErrorBody>;

/** A success envelope response: `ok(video)`, `ok(user, 201)`; `ok<Video>(…)` checks the fixture. */
export function ok<T>(data: T, status = 200): EnvelopeResponse {
  return HttpResponse.json<ApiSuccess<unknown> | ApiErrorBody>(
    { statusCode: status, data, message: 'Success', success: true },
    { status },
  );
}

/** An error envelope response: `fail(404, 'Video not found')`. */
export function fail(
  status: number,
  message: string,
  errors: ApiFieldError[] = [],
): EnvelopeResponse {
  return HttpResponse.json<ApiSuccess<unknown> | ApiErrorBody>(
    { statusCode: status, message, errors, success: false },
    { status },
  );
}

/** A one-page `Page<T>` of `docs`; override any field (`{ hasNextPage: true, nextPage: 2 }`). */
export function page<T>(docs: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  const limit = overrides.limit ?? Math.max(docs.length, 10);
  const current = overrides.page ?? 1;
  const totalDocs = overrides.totalDocs ?? docs.length;
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    docs,
    totalDocs,
    limit,
    page: current,
    totalPages,
    hasNextPage: current < totalPages,
    nextPage: current < totalPages ? current + 1 : null,
    hasPrevPage: current > 1,
    prevPage: current > 1 ? current - 1 : null,
    ...overrides,
  };
}

/**
 * An msw server for one test file, started before its tests, reset after each and closed at the
 * end. Unhandled API calls fail the test so a forgotten handler never passes silently.
 * Call at the top level of a test file: `const server = setupApiServer(...handlers);`
 */
export function setupApiServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
