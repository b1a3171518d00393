import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '@staffwright/contract';
import { AppError } from '../lib/errors.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
};

/** The Retry-After of a 429 that does not know better (a count of runs, not a time window). */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * One error handler: known errors keep their message; anything else is a logged, generic 500.
 * Every 429 carries a numeric Retry-After: the limiter's own wait when the error knows it, and
 * DEFAULT_RETRY_AFTER_SECONDS otherwise, however the 429 was sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    let status: number;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      status = error.status;
      if (status === 429 && error.retryAfterSeconds) reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
      body = { message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      status = 400;
      body = { message: error.validation[0]?.message || 'Invalid request', code: 'validation', fields };
    } else if (
      !isResponseSerializationError(error) &&
      'statusCode' in error &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      status = error.statusCode;
      const syntax = error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
      const message = FASTIFY_MESSAGES[error.code] ?? (syntax ? 'Request body is not valid JSON' : error.message);
      body = { message, code: CODE_BY_STATUS[status] ?? 'bad_request' };
    } else if (isDatabaseUnavailable(error)) {
      // A full connection pool or a restarting database: a temporary condition, not a bug.
      request.log.warn({ err: error }, 'database unavailable');
      status = 503;
      reply.header('retry-after', '2');
      body = { message: 'The service is busy right now. Please try again in a moment.', code: 'unavailable' };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      status = 500;
      body = { message: 'Something went wrong on our side. Please try again.', code: 'internal' };
    }
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ message: `No such route: ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' } satisfies ApiErrorBody);
  });
}

/**
 * Network failures on the way to the database (refused, reset, unreachable, its name not resolving
 * during a failover) and PostgreSQL's own "come back later" codes: 57P01 admin shutdown, 57P02 crash
 * shutdown, 57P03 cannot connect now (starting up or shutting down), class 08 connection exceptions,
 * 53300 too many connections.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

/**
 * pg's own messages: a pool that could not connect in time, a connection dropped mid-query, a query
 * unanswered for DB_QUERY_TIMEOUT_MS, a client used after its connection broke.
 */
const UNAVAILABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/i;

/** Pool timeouts, refused or dropped connections and "too many clients", wherever drizzle wrapped them. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (message && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
