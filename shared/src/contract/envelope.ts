/** Every success response of /api/v1 is wrapped in this envelope. */
export interface ApiSuccess<T> {
  statusCode: number;
  data: T;
  message: string;
  success: true;
}

/** Every error response of /api/v1, whatever the status. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** Field-level details, e.g. `[{ field: 'email', message: 'email must be a valid email' }]`. */
  errors: ApiFieldError[];
  success: false;
}

export interface ApiFieldError {
  field?: string;
  message: string;
}

/** Every list endpoint answers a page. */
export interface Page<T> {
  docs: T[];
  totalDocs: number;
  limit: number;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  nextPage: number | null;
  hasPrevPage: boolean;
  prevPage: number | null;
}

export interface PageQuery {
  page?: number;
  /** Default 10 to 20 depending on the list, at most 50. */
  limit?: number;
}

/** ISO 8601 timestamp string, e.g. `2026-11-22T10:00:00.000Z`. */
export type IsoDate = string;

/** 24 lowercase hexadecimal characters, time-ordered (ObjectId-like). */
export type Id = string;
