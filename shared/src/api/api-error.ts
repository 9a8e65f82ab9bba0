import { isAxiosError, isCancel } from 'axios';
import { sharedT } from '../i18n/shared-catalogue';
import type { ApiFieldError } from '../contract/envelope';

/**
 * Every failure of the API client, whatever went wrong: `status` is the HTTP status, or 0 when no
 * answer arrived (network down, CORS, cancelled). `message` is the server's envelope message when
 * it sent one (in the language the request asked for), else a generic sentence in the
 * interface's; `serverMessage` tells the two apart so screens can show the server's message when
 * it has one (it names what to fix), else their own fallback.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly serverMessage: string | null;
  readonly errors: ApiFieldError[];
  readonly canceled: boolean;

  constructor(
    status: number,
    message: string,
    options: {
      serverMessage?: string | null;
      errors?: ApiFieldError[];
      canceled?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.serverMessage = options.serverMessage ?? null;
    this.errors = options.errors ?? [];
    this.canceled = options.canceled ?? false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ApiFieldError[] => {
    if (!isRecord(item) || typeof item.message !== 'string') return [];
    return [
      typeof item.field === 'string'
        ? { field: item.field, message: item.message }
        : { message: item.message },
    ];
  });
}

/** Turns anything thrown by axios (or already normalised) into an `ApiError`. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) {
    return new ApiError(0, sharedT('The request was cancelled.'), { canceled: true, cause: error });
  }
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) {
      return new ApiError(
        0,
        sharedT('Network error. Please check your connection and try again.'),
        {
          cause: error,
        },
      );
    }
    const body: unknown = response.data;
    const serverMessage =
      isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
        ? body.message
        : null;
    return new ApiError(
      response.status,
      serverMessage ??
        sharedT('Request failed with status {{status}}.', { status: response.status }),
      { serverMessage, errors: isRecord(body) ? readFieldErrors(body.errors) : [], cause: error },
    );
  }
  const message = error instanceof Error ? error.message : sharedT('Something went wrong.');
  return new ApiError(0, message, { cause: error });
}

/** The server's message when it sent one (it says what went wrong in words), else `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
