import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * LISTEN on one PostgreSQL channel, for the in-process caches that must drop what another process
 * (or a trigger) says changed: the session cache (decision 013) and the owners' business lists
 * (decision 015).
 *
 * On PostgreSQL a dedicated connection LISTENs (a pooled one would lose the LISTEN when returned)
 * and reconnects every second after it is lost. On PGlite the embedded database delivers to the
 * process itself, before the committing statement resolves.
 */
export interface ChannelListener {
  /** True while subscribed: a NOTIFY committed from now on reaches this process. */
  readonly live: boolean;
  close(): Promise<void>;
}

export interface ListenerHooks {
  onMessage(payload: string): void;
  /** The subscription started or stopped: whatever a cache holds may have missed messages. */
  onTransition(): void;
  log: FastifyBaseLogger;
  /** Names the cache in log lines ("session cache"). */
  what: string;
}

const RECONNECT_MS = 1_000;
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

export function listenSql(channel: string): string {
  return `LISTEN ${channel}`;
}

export function listen(database: Database, channel: string, hooks: ListenerHooks): ChannelListener {
  if (database.url) return listenPostgres(database.url, channel, hooks);
  if (database.listen) return pgliteListener(database.listen, channel, hooks);
  // Nothing to listen with: a cache relying on it stays off.
  return { live: false, close: async () => {} };
}

function pgliteListener(listenOn: NonNullable<Database['listen']>, channel: string, hooks: ListenerHooks): ChannelListener {
  let live = false;
  let closed = false;
  let unlisten: (() => Promise<void>) | null = null;
  listenOn(channel, (payload) => hooks.onMessage(payload)).then(
    (stop) => {
      unlisten = stop;
      if (closed) return void stop().catch(() => {});
      hooks.onTransition();
      live = true;
    },
    (err: unknown) => hooks.log.warn({ err }, `${hooks.what}: could not LISTEN; reading from the database instead`),
  );
  return {
    get live() {
      return live && !closed;
    },
    async close() {
      closed = true;
      live = false;
      await unlisten?.().catch(() => {});
    },
  };
}

/** A dedicated connection that LISTENs, reconnecting every second after it is lost. */
export function listenPostgres(
  databaseUrl: string,
  channel: string,
  hooks: ListenerHooks,
  opts: { heartbeatMs?: number } = {},
): ChannelListener {
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const down = (c: pg.Client, err?: unknown) => {
    if (client !== c) return;
    client = null;
    if (live) hooks.onTransition();
    live = false;
    if (err) hooks.log.warn({ err }, `${hooks.what}: PostgreSQL listener lost; reading from the database until it is back`);
    c.end().catch(() => {});
    if (!closed && !timer) timer = setTimeout(connect, RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    timer = undefined;
    if (closed) return;
    // keepAlive and the heartbeat below: a connection dropped silently (a NAT's idle timeout, a host
    // gone without a reset) would otherwise look subscribed and hear nothing, for ever.
    const c = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) hooks.onMessage(n.payload);
    });
    c.on('error', (err) => down(c, err));
    c.on('end', () => down(c));
    try {
      await c.connect();
      await c.query(listenSql(channel));
      if (client !== c || closed) return;
      hooks.onTransition();
      live = true;
    } catch (err) {
      down(c, err);
    }
  }
  void connect();

  // A heartbeat that does not come back within HEARTBEAT_TIMEOUT_MS ends the connection: the caches
  // stop answering from memory until a new one is listening.
  const heartbeat = setInterval(() => {
    const c = client;
    if (!c || !live) return;
    const timeout = setTimeout(
      () => down(c, new Error(`no answer to a heartbeat within ${HEARTBEAT_TIMEOUT_MS} ms`)),
      HEARTBEAT_TIMEOUT_MS,
    );
    // The LISTEN again (a no-op for PostgreSQL), not SELECT 1: pg_stat_activity keeps showing it as
    // the connection's last query, which is how the session cache counts the processes that must
    // acknowledge an invalidation (session-store.ts).
    c.query(listenSql(channel)).then(
      () => clearTimeout(timeout),
      (err: unknown) => {
        clearTimeout(timeout);
        down(c, err);
      },
    );
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    get live() {
      return live && !closed;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(timer);
      clearInterval(heartbeat);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
