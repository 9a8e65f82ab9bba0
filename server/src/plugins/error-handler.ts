import fp from 'fastify-plugin';
import { isUnstorableText } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { repairedPageUrl } from '../lib/page-url-repair';
import {
  isOutOfSpace,
  isServiceUnavailable,
  OUT_OF_SPACE_MESSAGE,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_SECONDS,
} from '../lib/unavailable';
import { describeSchemaErrors } from '../lib/validate-fields';
import type { ApiErrorBody, ApiFieldError } from '@kinora/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function body(statusCode: number, message: string, errors: ApiFieldError[] = []): ApiErrorBody {
  return { statusCode, message, errors, success: false };
}

/** A browser opening a page (not the API): it is better served by the web app than a JSON body. */
function isPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    (request.headers.accept?.includes('text/html') ?? false)
  );
}

/**
 * Errors the router meets before any route runs (a URL that is not valid UTF-8 once decoded, a
 * path segment over the length limit), in the same body as every other error. A page address
 * that does not decode (`/watch/%%%`) is sent on to the same path escaped, where the web app says
 * what is not there.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send(body(500, 'Internal server error.'));
    return;
  }
  const repaired = status === 400 && isPageRequest(request) ? repairedPageUrl(request.url) : null;
  if (repaired) {
    void reply.redirect(repaired, 302);
    return;
  }
  const message = status === 414 ? 'The URL is too long.' : 'The URL is not valid.';
  void reply.code(status).send(body(status, message));
}

/**
 * One error body for the whole API. Client mistakes keep their 4xx status and message; anything
 * else is logged with the request id and answered as a bare 500 without details.
 */
function errorHandlerPlugin(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.errors));
    }
    if (error.validation) {
      const errors = describeSchemaErrors(error.validation, error.validationContext ?? 'request');
      return reply.code(400).send(body(400, errors[0]?.message ?? 'Invalid input.', errors));
    }
    // Text the database cannot store that slipped past the input checks is still the client's.
    if (isUnstorableText(error)) {
      return reply
        .code(400)
        .send(body(400, 'The request contains characters that cannot be stored.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(status, error.message));
    }
    // The database restarting or the bucket away: the request may well succeed in a moment.
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'a backing service is unavailable');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send(body(503, UNAVAILABLE_MESSAGE));
    }
    // A full disk under the data folder: the operator has to make room, so it is logged as an
    // error, and the person is told why their upload was not stored rather than "server error".
    if (isOutOfSpace(error)) {
      request.log.error({ err: error }, 'the data folder is out of space');
      return reply.code(507).send(body(507, OUT_OF_SPACE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, 'Internal server error.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found.`));
  });
  done();
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
