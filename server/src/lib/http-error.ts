import { asWritten, message, translate, type Message } from '../i18n/translate';
import type { ApiFieldError } from '@kinora/contract';

export { message, type Message };

/**
 * An error that is the client's to fix (or a deliberate refusal). The global error handler turns
 * it into the error envelope `{ statusCode, message, errors, success: false }` with this status;
 * anything else becomes a logged 500 whose details never reach the client.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** The message, translated into the reader's language when the error is answered. */
    readonly said: Message,
    readonly errors: ApiFieldError[] = [],
  ) {
    // In English for the logs.
    super(translate(said));
    this.name = 'HttpError';
  }
}

export const badRequest = (said: Message, errors: ApiFieldError[] = []) =>
  new HttpError(400, said, errors);
export const unauthorized = (said = message('Authentication required.')) =>
  new HttpError(401, said);
export const forbidden = (said = message('You are not allowed to do this.')) =>
  new HttpError(403, said);
export const notFound = (said = message('Not found.')) => new HttpError(404, said);
export const conflict = (said: Message, errors: ApiFieldError[] = []) =>
  new HttpError(409, said, errors);
export const gone = (said: Message) => new HttpError(410, said);
export const payloadTooLarge = (said = message('The upload is too large.')) =>
  new HttpError(413, said);
export const unsupportedMediaType = (said: Message) => new HttpError(415, said);
export const tooManyRequests = (said: Message) => new HttpError(429, said);
export const badGateway = (said: Message) => new HttpError(502, said);

/** Where a field error keeps its message's text and values; a symbol, so no answer carries it. */
const SAID = Symbol('said');

type SaidFieldError = ApiFieldError & { [SAID]?: Message };

/**
 * A field's error whose message has values put in, translatable like an `HttpError`'s. Without a
 * field, the error is about the request part as a whole (a body that is not an object).
 */
export function fieldError(field: string | undefined, said: Message): ApiFieldError {
  const error: SaidFieldError =
    field === undefined ? { message: translate(said) } : { field, message: translate(said) };
  // Not enumerable: a copy or a comparison of the error sees its field and message alone.
  Object.defineProperty(error, SAID, { value: said });
  return error;
}

/**
 * A field error's message as its catalogue knows it; one made without `fieldError` is answered
 * as it is written.
 */
export const fieldMessageOf = (error: ApiFieldError): Message =>
  (error as SaidFieldError)[SAID] ?? asWritten(error.message);
