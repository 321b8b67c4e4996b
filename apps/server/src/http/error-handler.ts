import type { FastifyError, FastifyInstance } from 'fastify';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNREACHABLE_MESSAGE,
  isDatabaseUnreachable,
} from '../db/database-unreachable';
import { errorBody } from './envelope';
import { HttpError, TooManyRequests } from './http-error';

/** Every failure answers with the call's envelope, a real status and a message; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const envelope = request.routeOptions.config.envelope ?? 'success';
    if (error instanceof HttpError) {
      const more: Record<string, unknown> = { ...error.extra };
      if (error.errors !== undefined) more.errors = error.errors;
      if (error instanceof TooManyRequests) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(envelope, error.message, more));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(envelope, clientMessage(error, status)));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn(loggable(error), 'database unreachable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorBody(envelope, DATABASE_UNREACHABLE_MESSAGE));
    }
    request.log.error(loggable(error), 'request failed');
    return reply.status(500).send(
      errorBody(envelope, `Something went wrong on the server (request ${String(request.id)})`, {
        requestId: request.id,
      }),
    );
  });
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_FILES_LIMIT':
      return 'Send one file per upload';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return status === 413 ? 'The request is too large' : error.message;
  }
}

/**
 * A failed query is logged with its statement and the database's error, never its parameters: they
 * are the users' data (names, amounts, passwords being checked).
 */
export function loggable(error: Error): Record<string, unknown> {
  if ('query' in error && typeof error.query === 'string' && 'params' in error) {
    const cause = error.cause instanceof Error ? error.cause : undefined;
    return {
      statement: error.query,
      error: cause?.message ?? 'query failed',
      code: cause !== undefined && 'code' in cause ? cause.code : undefined,
    };
  }
  return { err: error };
}
