import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

/** How long /readyz waits for the database before answering 503. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Probes for load balancers and orchestrators. Outside /api on purpose: public, no session lookup,
 * no origin check, and logged only on warnings so that probes every few seconds do not flood the log.
 *
 * - GET /healthz: the process is up and serving (liveness). Never touches the database.
 * - GET /readyz: the database answers within READY_TIMEOUT_MS (readiness); 503 otherwise.
 */
export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const opts = { logLevel: 'warn' as const };

    app.get('/healthz', opts, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });

    app.get('/readyz', opts, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await withTimeout(ctx.database.exec('SELECT 1'), READY_TIMEOUT_MS);
        return { status: 'ok' };
      } catch (err) {
        ctx.log.warn({ err }, 'readiness check failed: database unreachable');
        return reply.code(503).send({ status: 'unavailable', message: 'The database is not reachable.' });
      }
    });
  };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  // A query that settles after the timeout must not become an unhandled rejection.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
