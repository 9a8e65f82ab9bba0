import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { describeSchemaErrors } from '../lib/validate-fields';
import type { ApiErrorBody, ApiFieldError } from '@kinora/contract';
import type { FastifyError, FastifyInstance } from 'fastify';

function body(statusCode: number, message: string, errors: ApiFieldError[] = []): ApiErrorBody {
  return { statusCode, message, errors, success: false };
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(body(status, error.message));
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
