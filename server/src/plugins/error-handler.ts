import fp from 'fastify-plugin';
import { isUnstorableText } from '../lib/db-errors';
import { fieldMessageOf, HttpError, message, type Message } from '../lib/http-error';
import { asWritten, requestLanguage, translate } from '../i18n/translate';
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

/**
 * The error envelope, in the language the request is answered in: the message and each field's
 * message are English texts (or texts with values) that the server's catalogue translates.
 */
function body(
  request: FastifyRequest,
  statusCode: number,
  said: Message,
  errors: ApiFieldError[] = [],
): ApiErrorBody {
  const language = requestLanguage(request);
  return {
    statusCode,
    message: translate(said, language),
    errors: errors.map((error) => ({
      ...error,
      message: translate(fieldMessageOf(error), language),
    })),
    success: false,
  };
}

/** Fastify's own refusals of a request, by code, in the words Fastify writes them. */
const FRAMEWORK_REFUSALS: Record<string, Message> = {
  FST_ERR_CTP_BODY_TOO_LARGE: message('Request body is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: message('Unsupported Media Type'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: message('Request body size did not match Content-Length'),
  FST_ERR_CTP_EMPTY_JSON_BODY: message(
    "Body cannot be empty when content-type is set to 'application/json'",
  ),
  FST_ERR_CTP_INVALID_JSON_BODY: message(
    "Body is not valid JSON but content-type is set to 'application/json'",
  ),
};

/**
 * A client error Fastify or a plugin raised, translated when it is one of Fastify's refusals
 * (and still reads as the catalogue has it), else as it is written, in English.
 */
function refusalOf(error: FastifyError): Message {
  const known = error.code ? FRAMEWORK_REFUSALS[error.code] : undefined;
  return known && translate(known) === error.message ? known : asWritten(error.message);
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
    void reply.code(500).send(body(request, 500, message('Internal server error.')));
    return;
  }
  const repaired = status === 400 && isPageRequest(request) ? repairedPageUrl(request.url) : null;
  if (repaired) {
    void reply.redirect(repaired, 302);
    return;
  }
  const said = status === 414 ? message('The URL is too long.') : message('The URL is not valid.');
  void reply.code(status).send(body(request, status, said));
}

/**
 * One error body for the whole API. Client mistakes keep their 4xx status and message; anything
 * else is logged with the request id and answered as a bare 500 without details.
 */
function errorHandlerPlugin(app: FastifyInstance, _opts: unknown, done: () => void) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(body(request, error.statusCode, error.said, error.errors));
    }
    if (error.validation) {
      const errors = describeSchemaErrors(error.validation, error.validationContext ?? 'request');
      return reply
        .code(400)
        .send(
          body(
            request,
            400,
            errors[0] ? fieldMessageOf(errors[0]) : message('Invalid input.'),
            errors,
          ),
        );
    }
    // Text the database cannot store that slipped past the input checks is still the client's.
    if (isUnstorableText(error)) {
      return reply
        .code(400)
        .send(
          body(request, 400, message('The request contains characters that cannot be stored.')),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(request, status, refusalOf(error)));
    }
    // The database restarting or the bucket away: the request may well succeed in a moment.
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'a backing service is unavailable');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_SECONDS))
        .send(body(request, 503, UNAVAILABLE_MESSAGE));
    }
    // A full disk under the data folder: the operator has to make room, so it is logged as an
    // error, and the person is told why their upload was not stored rather than "server error".
    if (isOutOfSpace(error)) {
      request.log.error({ err: error }, 'the data folder is out of space');
      return reply.code(507).send(body(request, 507, OUT_OF_SPACE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(request, 500, message('Internal server error.')));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(
      body(
        request,
        404,
        message('Route {{method}} {{path}} not found.', {
          method: request.method,
          path: request.url.split('?')[0],
        }),
      ),
    );
  });
  done();
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
