import type { ApiFieldError } from '@kinora/contract';

/**
 * An error that is the client's to fix (or a deliberate refusal). The global error handler turns
 * it into the error envelope `{ statusCode, message, errors, success: false }` with this status;
 * anything else becomes a logged 500 whose details never reach the client.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: ApiFieldError[] = [],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors: ApiFieldError[] = []) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors: ApiFieldError[] = []) =>
  new HttpError(409, message, errors);
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = (message = 'The upload is too large.') =>
  new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const badGateway = (message: string) => new HttpError(502, message);
