import type { ApiSuccess } from '@kinora/contract';

/** The success envelope every /api/v1 answer is wrapped in. */
export function envelope<T>(data: T, message = 'Success', statusCode = 200): ApiSuccess<T> {
  return { statusCode, data, message, success: true };
}
