import { ERROR_CODES } from '@trg/contract/errors';

type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A failure a client can act on; the error handler turns it into the JSON error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, ERROR_CODES.validation, message, fields);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found.') => new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, ERROR_CODES.conflict, message, fields);
