import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** A UTF-16 surrogate without its other half: no UTF-8 encoding exists for it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters or unpaired surrogates';

/** The path of the first string (value or key) in `v` that PostgreSQL cannot store, or null. */
export function findUnstorableText(v: unknown, at = '', depth = 0): string | null {
  if (typeof v === 'string') return v.includes('\u0000') || LONE_SURROGATE.test(v) ? at || '_' : null;
  if (!v || typeof v !== 'object' || depth > 32) return null;
  for (const [k, x] of Object.entries(v)) {
    const path = at ? `${at}.${k}` : k;
    const bad = findUnstorableText(k, path, depth + 1) ?? findUnstorableText(x, path, depth + 1);
    if (bad) return bad;
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold NUL characters or lone surrogates: inserting one fails
 * (a 500) deep inside a handler. Every /api request's JSON body and query string is refused with
 * a 400 up front instead, before any handler, engine call or write sees it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  // Callback style: no promise per request for a check that is synchronous.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const bad = findUnstorableText(request.body) ?? findUnstorableText(request.query);
    done(bad ? new AppError('validation', UNSTORABLE_TEXT_MESSAGE, { [bad]: UNSTORABLE_TEXT_MESSAGE }) : undefined);
  });
}
