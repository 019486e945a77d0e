import type { FieldErrors } from '@atrium/contract/api';

/** The one error type: a status and a message that is safe to show to the client. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: FieldErrors;
  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export class ValidationError extends AppError {
  constructor(errors: FieldErrors, message = Object.values(errors)[0] ?? 'Invalid input.') {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'No access token found. Please log in again.') {
    super(401, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

/** What was here is gone for good (a learn item deleted forever: its slug answers 410, decision 032). */
export class GoneError extends AppError {
  constructor(message: string) {
    super(410, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(409, message, errors);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(413, message, errors);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string, errors?: FieldErrors) {
    super(415, message, errors);
  }
}

/** Signed in, but the role does not allow the call (decision 035). */
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}

/**
 * A write whose If-Match names a version the record is no longer at (decision 083): 412, with
 * the record as it is now and its version (also in ETag), so the editor can compare and merge.
 */
export class StaleVersionError extends AppError {
  readonly data: unknown;
  readonly headers: Record<string, string>;
  constructor(message: string, data: { version: string; [more: string]: unknown }) {
    super(412, message);
    this.data = data;
    this.headers = { etag: data.version };
  }
}
