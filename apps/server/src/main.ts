import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { snapshotWebBuild } from './web-snapshot.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
    queryTimeoutMs: config.dbQueryTimeoutMs,
  });
  await migrate(database);
  // A private copy of the build: rebuilding apps/web/dist meanwhile cannot break the pages this
  // process serves (decision 025).
  const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
  const web = snapshotWebBuild(webDist);
  if (web) process.on('exit', web.dispose);
  const app = await buildApp({ config, database, webDist: web?.dir ?? webDist });
  // Last resort for a promise whose failure nothing awaited (pg-boss does not await its job
  // bookkeeping; a library may do the same on a path we have not seen). Node's default is to exit,
  // which turns one failed background write during a database restart into an outage of every
  // request. It is logged, with its stack, and the process goes on, even for what looks like a
  // programmer error (a TypeError): by the time a rejection is reported, the async function that
  // failed has already unwound, so no half-done synchronous state is left behind, and a restart
  // would not fix a bug anyway, only turn it into a crash loop. The log line is the alarm. Thrown
  // exceptions (uncaughtException) keep Node's default, exit: those can leave state half-updated.
  // Installed only now: a failure while starting up still ends the process (see main().catch).
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection (the process keeps running)');
  });
  // Graceful shutdown. app.close() stops accepting connections, answers requests that still arrive
  // on open connections with 503 (Fastify's return503OnClosing), waits for in-flight requests, then
  // runs the onClose hooks (Redis, mailer). In-flight responses say "Connection: close" so that
  // keep-alive clients (proxies) let go and the close is not held up by idle sockets.
  let draining = false;
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  const SHUTDOWN_DEADLINE_MS = 25_000;
  const shutdown = async (signal: string) => {
    if (draining) {
      // A second Ctrl+C means "now"; a repeated SIGTERM changes nothing.
      if (signal === 'SIGINT') process.exit(1);
      return;
    }
    draining = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests, refusing new ones');
    // Whatever hangs (a stuck stream, a dead database), the process is gone within the deadline.
    const timer = setTimeout(() => {
      app.log.error(`shutdown did not finish within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS - 1_000);
    timer.unref();
    // Keep-alive sockets that fall idle after their last response (e.g. a finished chat stream,
    // written raw) would hold server.close() open until their keep-alive timeout.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 250);
    reaper.unref();
    let code = 0;
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the server');
      code = 1;
    }
    try {
      await database.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing the database');
      code = 1;
    }
    if (code === 0) app.log.info('shut down cleanly');
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Staffwright is running at ${config.appUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

// Start-up failures (migrations, a port in use) end the process: the unhandledRejection handler
// above would otherwise keep a server alive that is not listening.
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
