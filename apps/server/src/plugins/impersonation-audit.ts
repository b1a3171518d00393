import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { isWrite, recordImpersonatedStatus, recordImpersonatedWrite } from '../modules/admin/service.ts';

/** Writes whose route records its own audit row. */
const AUDITED_BY_ROUTE = new Set(['/api/admin/impersonate/stop']);

/**
 * Every write an admin makes while impersonating is audited with both identities, the method, the
 * route and the time (decision 024). The row is written before the handler runs (preHandler: the
 * session is known and the request valid): if it cannot be written, the request fails and nothing
 * happens unrecorded. The answer's status is added just before it is sent.
 */
export function registerImpersonationAudit(app: FastifyInstance, db: Db): void {
  const pending = new WeakMap<FastifyRequest, number>();

  // Callback style: requests that are not impersonated writes pass without a promise.
  const beforeWrite: preHandlerHookHandler = (request, _reply, done) => {
    const session = request.auth;
    if (!session?.impersonator || !isWrite(request.method) || !request.url.startsWith('/api/')) return done();
    const route = request.routeOptions.url ?? request.url.split('?')[0]!;
    if (AUDITED_BY_ROUTE.has(route)) return done();
    recordImpersonatedWrite(db, {
      session: { ...session, impersonator: session.impersonator },
      method: request.method,
      route,
      path: request.url.split('?')[0]!,
      ip: request.ip,
    }).then(
      (id) => {
        pending.set(request, id);
        done();
      },
      (err: Error) => done(err),
    );
  };

  const afterWrite: onSendHookHandler = (request, reply, payload, done) => {
    const id = pending.get(request);
    if (id === undefined) return done(null, payload);
    pending.delete(request);
    recordImpersonatedStatus(db, id, reply.statusCode).then(
      () => done(null, payload),
      (err: unknown) => {
        // The write and its audit row exist; only the status is missing. Not worth failing the answer.
        request.log.error({ err, auditId: id }, 'impersonation audit: could not record the status');
        done(null, payload);
      },
    );
  };

  // Only routes that write get the hooks: reads (most requests) pay nothing for them.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((m) => isWrite(m))) return;
    route.preHandler = [...toArray(route.preHandler), beforeWrite];
    route.onSend = [...toArray(route.onSend), afterWrite];
  });
}

function toArray<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
