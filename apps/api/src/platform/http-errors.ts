import { ErrorCode } from '@maryjane/contract/error-codes';
import type { FieldError } from '@maryjane/contract/errors';

/** An error a service throws on purpose; its message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Resource not found') =>
  new HttpError(404, ErrorCode.notFound, message);

export const conflict = (message = 'This record already exists') =>
  new HttpError(409, ErrorCode.conflict, message);

export const unprocessable = (errors: FieldError[], message = 'Validation error') =>
  new HttpError(422, ErrorCode.validationFailed, message, errors);
