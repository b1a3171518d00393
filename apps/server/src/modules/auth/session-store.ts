import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listenPostgres, listenSql } from '../../db/notifications.ts';
import { InvalidatedCache, waitUntil } from '../../lib/invalidated-cache.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findSessionByHash, type SessionInfo } from './sessions.ts';

/**
 * Session lookups with a short-lived in-process cache (decision 013).
 *
 * Every /api request with a cookie needs its session and user. Reading them from the database on
 * each request was half of the SQL an authenticated read makes. Here a session read from the
 * database is kept for at most `ttlMs` (and never past its own expiry), and is dropped at once when
 * anything that invalidates it happens:
 *
 * - in this process, synchronously, before the request that changed it answers (logout, password
 *   change or reset, account deletion, e-mail verification, impersonation start/stop, user deletion);
 * - in every other process through an invalidation channel — Redis pub/sub when REDIS_URL is set,
 *   else PostgreSQL LISTEN/NOTIFY (PGlite is one process only: other apps on the same database
 *   object, as in tests, are told directly). The request that changed the session waits until
 *   every subscribed process has acknowledged that it dropped its copy (up to ACK_TIMEOUT_MS), so
 *   once the client has its answer no process serves the old session any more.
 *
 * The cache is only used while this process is subscribed to the channel: when the subscription
 * drops, everything cached is discarded and lookups go to the database until it is back. A load that
 * overlaps an invalidation (or a change of the channel's state) is not cached, so a row read before
 * a logout committed can never be stored after it. Administrators' sessions are never cached, so a
 * demotion (`npm run admin -- demote`, SQL) takes effect on the next request. What can still go
 * stale for up to `ttlMs`: other changes made behind the app's back (SQL by hand), and a process
 * that did not acknowledge within ACK_TIMEOUT_MS (it drops the session when it reads the message).
 */
export interface SessionStore {
  /** The valid session for a cookie token, or null. */
  find(token: string): Promise<SessionInfo | null>;
  /** The same, without a promise when the answer is in memory (the per-request hook's fast path). */
  lookup(token: string): SessionInfo | Promise<SessionInfo | null>;
  /** Call after the session rows are deleted or changed (after their transaction commits). */
  forgetTokens(...tokenHashes: string[]): Promise<void>;
  /** Call after a user's row or all of their sessions changed: drops their sessions and the ones they impersonate through. */
  forgetUser(userId: number): Promise<void>;
  /** Sessions held in memory now (for tests and diagnostics). */
  readonly size: number;
  /** Whether lookups may be answered from memory right now. */
  readonly caching: boolean;
  close(): Promise<void>;
}

/** Far above the sessions one process serves in a few seconds; oldest entries go first. */
const MAX_ENTRIES = 10_000;
const CHANNEL = 'sw_session_invalidate';
/** How long a request that invalidated a session waits for the other processes before answering anyway. */
const ACK_TIMEOUT_MS = 2_000;
const LISTEN_SQL = listenSql(CHANNEL);

/**
 * How processes hear about invalidations: one channel carrying `i|<id>|<what>` (drop this) and
 * `a|<id>` (dropped). Every subscriber, the sender included, acknowledges each `i` message.
 */
interface InvalidationBus {
  /** True while subscribed: a message any process publishes from now on reaches this one. */
  readonly live: boolean;
  /** Sends to every subscriber; with `count`, resolves with how many will acknowledge (0: nobody to wait for). */
  publish(message: string, count?: boolean): Promise<number>;
  close(): Promise<void>;
}

interface BusHooks {
  onMessage(message: string): void;
  /** The subscription started or stopped: whatever is cached may have missed messages. */
  onTransition(): void;
  log: FastifyBaseLogger;
}

export async function createSessionStore(opts: {
  db: Db;
  ttlMs: number;
  redis?: Redis;
  databaseUrl?: string;
  log: FastifyBaseLogger;
}): Promise<SessionStore> {
  const { db, ttlMs, log } = opts;
  // Invalidations drop entries and make any database read in flight uncacheable.
  const sessions = new InvalidatedCache<string, SessionInfo>(MAX_ENTRIES);
  const dropAll = () => sessions.clear();
  const dropToken = (hash: string) => sessions.delete(hash);
  const dropUser = (userId: number) => sessions.deleteWhere((info) => info.user.id === userId || info.impersonator?.id === userId);
  const drop = (what: string) => {
    const [kind, value = ''] = what.split(':', 2);
    if (kind === 't' && /^[0-9a-f]{64}$/.test(value)) dropToken(value);
    else if (kind === 'u' && /^\d+$/.test(value)) dropUser(Number(value));
    // Anything unexpected: forget everything rather than guess.
    else dropAll();
  };

  // Invalidations this process sent, waiting for acknowledgements.
  const pending = new Map<string, { acks: number; expected: number | null; done: () => void }>();
  const nonce = randomBytes(6).toString('hex');
  let seq = 0;

  let bus: InvalidationBus | null = null;
  const onMessage = (message: string) => {
    const [kind, id = '', what = ''] = message.split('|', 3);
    if (kind === 'i') {
      drop(what);
      // Acknowledged once dropped; the sender waits for it.
      bus?.publish(`a|${id}`).catch((err: unknown) => log.warn({ err }, 'session cache: could not acknowledge an invalidation'));
    } else if (kind === 'a') {
      const p = pending.get(id);
      if (p && ++p.acks >= (p.expected ?? Infinity)) p.done();
    } else dropAll();
  };
  const hooks: BusHooks = { onMessage, onTransition: dropAll, log };
  bus =
    ttlMs <= 0
      ? null
      : opts.redis
        ? redisBus(opts.redis, hooks)
        : opts.databaseUrl
          ? postgresBus(opts.databaseUrl, db, hooks)
          : // PGlite is one process; only apps sharing its Database object (tests) need telling.
            localBus(db, hooks);
  // Wait for the channel briefly, so a fresh server caches from its first request; if it does not
  // come up, lookups simply skip the cache until it does.
  const b = bus;
  if (b) await waitUntil(() => b.live, 3_000);

  const caching = () => ttlMs > 0 && !!bus?.live;

  /** Tells every other process and waits until each has dropped its copy. */
  async function broadcast(what: string): Promise<void> {
    if (!bus) return;
    const id = `${nonce}.${++seq}`;
    let timer: NodeJS.Timeout | undefined;
    const entry = { acks: 0, expected: null as number | null, done: () => {} };
    const acked = new Promise<void>((resolve, reject) => {
      entry.done = resolve;
      timer = setTimeout(() => reject(new Error(`not every process acknowledged within ${ACK_TIMEOUT_MS} ms`)), ACK_TIMEOUT_MS);
    });
    // The timer can fire while publish() is still waiting (Redis down: ioredis retries for seconds),
    // before anything awaits `acked`: unhandled, that rejection would end the process.
    acked.catch(() => {});
    pending.set(id, entry);
    try {
      // Acknowledgements can arrive before the count does; they are counted either way.
      // Raced with the timer: with Redis down, ioredis holds a command through its reconnect
      // retries for seconds, and a logout should not wait that long.
      entry.expected = await Promise.race([bus.publish(`i|${id}|${what}`, true), acked.then(() => 0)]);
      if (entry.acks < entry.expected) await acked;
    } catch (err) {
      // A process may keep this session for up to ttlMs: worth an error in the log.
      log.error({ err }, 'session invalidation: not confirmed by every process');
    } finally {
      clearTimeout(timer);
      pending.delete(id);
    }
  }

  function lookup(token: string): SessionInfo | Promise<SessionInfo | null> {
    const hash = hashToken(token);
    return sessions.get(hash, caching()) ?? load(hash);
  }

  async function load(hash: string): Promise<SessionInfo | null> {
    const ticket = sessions.ticket();
    const info = await findSessionByHash(db, hash);
    // Administrators' sessions are never kept: admin rights are checked against the database on
    // every request, because a demotion (`npm run admin -- demote`, SQL) tells no running process.
    if (info && !info.user.isAdmin && sessions.current(ticket) && caching()) {
      // Shared by concurrent requests: frozen so no handler can change what another one sees.
      Object.freeze(info.user);
      Object.freeze(info.impersonator);
      sessions.set(hash, Object.freeze(info), Math.min(Date.now() + ttlMs, info.expiresAt.getTime()));
    }
    return info;
  }

  return {
    get size() {
      return sessions.size;
    },
    get caching() {
      return caching();
    },
    find(token) {
      return Promise.resolve(lookup(token));
    },
    lookup,
    async forgetTokens(...hashes) {
      for (const h of hashes) dropToken(h);
      await Promise.all(hashes.map((h) => broadcast(`t:${h}`)));
    },
    async forgetUser(userId) {
      dropUser(userId);
      await broadcast(`u:${userId}`);
    },
    async close() {
      dropAll();
      await bus?.close();
    },
  };
}

const localListeners = new WeakMap<Db, Set<BusHooks>>();

/** Stores on the same in-process database (PGlite) tell each other directly. */
function localBus(db: Db, hooks: BusHooks): InvalidationBus {
  let set = localListeners.get(db);
  if (!set) localListeners.set(db, (set = new Set()));
  const listeners = set;
  listeners.add(hooks);
  return {
    live: true,
    async publish(message) {
      const others = [...listeners].filter((l) => l !== hooks);
      for (const l of others) l.onMessage(message);
      return others.length;
    },
    async close() {
      listeners.delete(hooks);
    },
  };
}

/** A second connection to the app's Redis, in subscriber mode; publishes go through the app's own. */
function redisBus(redis: Redis, hooks: BusHooks): InvalidationBus {
  // Resubscribed by hand on every (re)connect, so `live` turns true only once Redis confirms.
  const sub = redis.duplicate({ autoResubscribe: false, enableOfflineQueue: false });
  let live = false;
  let closed = false;
  sub.on('message', (channel: string, message: string) => {
    if (channel === CHANNEL) hooks.onMessage(message);
  });
  sub.on('ready', () => {
    sub.subscribe(CHANNEL).then(
      () => {
        if (closed) return;
        hooks.onTransition();
        live = true;
      },
      (err: unknown) => hooks.log.warn({ err }, 'session cache: could not subscribe to Redis'),
    );
  });
  sub.on('close', () => {
    if (live) hooks.onTransition();
    live = false;
  });
  sub.on('error', (err: Error) => hooks.log.warn({ err }, 'session cache: Redis subscriber error'));
  return {
    get live() {
      return live && !closed;
    },
    async publish(message) {
      // Redis answers with the number of subscribers it delivered to, this process's included.
      return redis.publish(CHANNEL, message);
    },
    async close() {
      closed = true;
      live = false;
      sub.disconnect();
    },
  };
}

/** A dedicated PostgreSQL connection that LISTENs; publishes are NOTIFYs through the app's pool. */
function postgresBus(databaseUrl: string, db: Db, hooks: BusHooks): InvalidationBus {
  const listener = listenPostgres(databaseUrl, CHANNEL, { ...hooks, what: 'session cache' });
  return {
    get live() {
      return listener.live;
    },
    async publish(message, count) {
      if (!count) {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${message})`);
        return 0;
      }
      // NOTIFY does not say who heard it: count the listening connections (every process's
      // listener runs only this one statement, so pg_stat_activity shows it as its query).
      const res = await db.execute<{ n: number }>(
        sql`select pg_notify(${CHANNEL}, ${message}), (select count(*)::int from pg_stat_activity where datname = current_database() and query = ${LISTEN_SQL}) as n`,
      );
      const rows = (Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows) as { n: number }[];
      return Number(rows[0]?.n ?? 0);
    },
    close: () => listener.close(),
  };
}
