import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@trg/contract/errors';
import { databaseErrorOf, isPoolExhausted } from '../db/errors.ts';
import { HttpError } from './http-error.ts';
import { formatBytes } from './body-limits.ts';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedMedia,
  429: ERROR_CODES.rateLimited,
  503: ERROR_CODES.unavailable,
};

/** Messages for Fastify's own client errors, written for a person rather than a developer. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
};

/**
 * PostgreSQL's refusals of a value itself (SQLSTATE class 22): a NUL or a character it cannot store, text that is
 * not the column's type, a string or number too large. Validation should have caught them; if one slips through,
 * the client still hears what to do rather than a 500.
 */
const REFUSED_INPUT_CODES = new Set(['22021', '22P02', '22P05', '22001', '22003', '22007', '22008']);
export const REFUSED_INPUT_MESSAGE = 'Some of the text or numbers sent cannot be stored. Check the form and try again.';

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields && Object.keys(fields).length > 0 ? { code, message, fields } : { code, message } };
}

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorBody(ERROR_CODES.notFound, `Nothing is found at ${request.method} ${request.url.split('?')[0]}.`));
}

/**
 * Errors the router raises before any route runs (a malformed %-escape, a path parameter over the router's length
 * limit), in the same JSON shape as every other error instead of Fastify's default body. Given to `Fastify()` as
 * `frameworkErrors`.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(errorBody(ERROR_CODES.validation, 'The address is too long: check the link and try again.'));
    return;
  }
  void reply.code(400).send(errorBody(ERROR_CODES.validation, 'The address is not valid: check the link and try again.'));
}

/** What a request is told when the database had no free connection for it within the wait. */
export const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_SECONDS = 2;

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issue.message ?? 'is not valid';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return reply.code(400).send(errorBody(ERROR_CODES.validation, message, fields));
    }
    if (isPoolExhausted(error)) {
      request.log.warn('every database connection stayed busy for the whole wait; answered 503');
      return reply.code(503).header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS)).send(errorBody(ERROR_CODES.unavailable, BUSY_MESSAGE));
    }
    const database = databaseErrorOf(error);
    if (database && REFUSED_INPUT_CODES.has(database.code)) {
      request.log.warn({ err: error }, 'the database refused a value the request sent');
      return reply.code(400).send(errorBody(ERROR_CODES.validation, REFUSED_INPUT_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = formatBytes(request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0);
      return reply.code(413).send(errorBody(ERROR_CODES.tooLarge, `The request is too large: send at most ${limit} here.`));
    }
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send(errorBody(CODE_BY_STATUS[status] ?? ERROR_CODES.validation, message));
    }
    request.log.error({ err: error }, 'request failed');
    const code = status === 503 ? ERROR_CODES.unavailable : ERROR_CODES.internal;
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send(errorBody(code, 'Something went wrong on our side. Please try again in a moment.'));
  });
});
