import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { listen, type ChannelListener } from '../../db/notifications.ts';
import { InvalidatedCache, waitUntil } from '../../lib/invalidated-cache.ts';

/**
 * Each owner's business list, as the JSON `GET /api/business` answers, kept in process memory
 * (decision 015). The dashboard asks for it on every page; reading it from the database on each
 * request held that read at a seventh of what a bare `node:http` server answers (DESIGN §7).
 *
 * Never stale by construction, within one process: a trigger on `businesses` NOTIFYs the owner's
 * id at commit for every insert, update or delete, whoever makes it (the app's modules, a cascade
 * from account deletion, an admin script, SQL by hand). On PGlite the notification is handled
 * before the committing statement resolves. On PostgreSQL it reaches this process's listening
 * connection right after the commit, so the app's own writers also drop the list synchronously
 * (`forget`) before they answer. Another process hears of it a moment after the commit (a NOTIFY on
 * loopback: well under a millisecond here); a request served by another process in that moment can
 * still get the list as it was.
 *
 * Nothing is cached while the subscription is down (everything is dropped when it goes down or
 * comes back), and a load that overlaps any invalidation is not stored. `ttlMs` bounds the rest
 * (a NOTIFY lost by a broken connection before the drop was noticed).
 */
export interface BusinessListCache {
  /** The owner's list: from memory (no promise), or loaded, stored and returned. */
  get(ownerId: number, load: () => Promise<string>): string | Promise<string>;
  /** Drop an owner's list now, after this process changed their businesses (the trigger tells the others). */
  forget(ownerId: number): void;
  /** Lists held now (tests, diagnostics). */
  readonly size: number;
  /** Whether lists may be answered from memory right now. */
  readonly caching: boolean;
  close(): Promise<void>;
}

const CHANNEL = 'sw_business_changed';
/** Far more owners than one process serves within the TTL; the oldest entries go first. */
const MAX_ENTRIES = 10_000;

export async function createBusinessListCache(opts: {
  database: Database;
  ttlMs: number;
  log: FastifyBaseLogger;
}): Promise<BusinessListCache> {
  const { ttlMs } = opts;
  const lists = new InvalidatedCache<number, string>(MAX_ENTRIES);

  let listener: ChannelListener | null = null;
  if (ttlMs > 0) {
    listener = listen(opts.database, CHANNEL, {
      what: 'business list cache',
      log: opts.log,
      onTransition: () => lists.clear(),
      // An owner id, or '*' (TRUNCATE). Anything else: forget everything rather than guess.
      onMessage: (payload) => (/^\d+$/.test(payload) ? lists.delete(Number(payload)) : lists.clear()),
    });
    // A fresh server caches from its first request when the subscription comes up quickly.
    const l = listener;
    await waitUntil(() => l.live, 3_000);
  }
  const caching = () => !!listener?.live;

  async function load(ownerId: number, read: () => Promise<string>): Promise<string> {
    const ticket = lists.ticket();
    const json = await read();
    if (lists.current(ticket) && caching()) lists.set(ownerId, json, Date.now() + ttlMs);
    return json;
  }

  return {
    get(ownerId, read) {
      return lists.get(ownerId, caching()) ?? load(ownerId, read);
    },
    forget: (ownerId) => lists.delete(ownerId),
    get size() {
      return lists.size;
    },
    get caching() {
      return caching();
    },
    async close() {
      lists.clear();
      await listener?.close();
    },
  };
}
