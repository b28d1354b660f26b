import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import { databaseErrorOf, describeDatabaseError } from '../db/errors.ts';

/** A stack's frames without its first line, which repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/**
 * Every logged `err` goes through here. A database failure is logged by its code, constraint, table and query
 * name only: Drizzle's message ('Failed query: ... params: ...'), the driver's message and detail ('Key
 * (email)=(...)', 'Failing row contains (...)') and the parameters quote what people sent.
 */
export function serializeError(error: unknown) {
  const database = databaseErrorOf(error);
  if (!database) return stdSerializers.err(error as Error);
  const type = error instanceof Error ? error.constructor.name : typeof error;
  return { type, message: describeDatabaseError(database), ...database, stack: framesOf(error instanceof Error ? error.stack : undefined) };
}

/** A request as logged: its path without the query string, which may carry what a person typed. No headers, no body. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger's options that keep personal data out of every line, wherever it is logged from (routes, plugins,
 * the housekeeping jobs): the serializers above, and a hook for `log.error(error)` calls, for which pino would
 * otherwise copy the error's message into the line's `msg`.
 */
export const SAFE_LOGGING: Pick<LoggerOptions, 'serializers' | 'hooks'> = {
  serializers: { err: serializeError, req: serializeRequest },
  hooks: {
    logMethod(args, method) {
      const [first, ...rest] = args as unknown[];
      if (first instanceof Error && typeof rest[0] !== 'string' && databaseErrorOf(first)) {
        return method.apply(this, [{ err: first }, 'database error'] as unknown as Parameters<typeof method>);
      }
      return method.apply(this, args);
    },
  },
};
