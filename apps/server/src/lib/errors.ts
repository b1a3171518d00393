import { ERROR_STATUS, type ErrorCode } from '@staffwright/contract';

/**
 * The one error type services throw; the error handler maps `code` to an HTTP status. A 429's
 * `retryAfterSeconds` becomes its Retry-After header (every 429 gets one; see plugins/errors.ts).
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const unauthorized = (msg = 'You need to sign in first') => new AppError('unauthorized', msg);
export const forbidden = (msg = 'You do not have permission to do that') => new AppError('forbidden', msg);
export const conflict = (msg: string) => new AppError('conflict', msg);
export const badRequest = (msg: string, fields?: Record<string, string>) => new AppError('bad_request', msg, fields);

/** PostgreSQL unique_violation, whichever driver raised it (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string; message?: string };
    if (pgErr.code === '23505') return !constraint || pgErr.constraint === constraint || !!pgErr.message?.includes(constraint);
  }
  return false;
}
