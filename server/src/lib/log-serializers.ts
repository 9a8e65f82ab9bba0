import type { FastifyRequest } from 'fastify';

/** Query parameters that work as credentials: their values never reach the logs. */
const SECRET_PARAMS = ['ticket'];

/**
 * A request's URL as logged: a notification stream is opened with its ticket in the query
 * (EventSource sends no headers), and a log line must not let its reader open the stream.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (query.has(name)) {
      query.set(name, 'REDACTED');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${query.toString()}` : url;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
