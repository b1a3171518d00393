import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './modules/mail/service.ts';
import type { Limiters } from './plugins/limiters.ts';
import type { SessionStore } from './modules/auth/session-store.ts';
import type { BusinessListCache } from './modules/business/list-cache.ts';
import type { AiEngine, AiService } from './modules/answering/index.ts';
import type { SubdomainPublisher } from './modules/setup/dns.ts';
import type { Retrieval } from './modules/retrieval/index.ts';
import type { Jobs } from './jobs/index.ts';

/** What services need from the running app; handed to each service call. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  limiters: Limiters;
  /** Session lookups (cached briefly) and their invalidation after sign-outs and user changes. */
  sessions: SessionStore;
  /** Each owner's business list as JSON, kept in memory until a change to their businesses. */
  businessLists: BusinessListCache;
  log: FastifyBaseLogger;
  /** The configured engine, for calls that record no usage (subdomain ideas). */
  engine: AiEngine;
  /** Engine calls that record usage rows. */
  ai: AiService;
  dns: SubdomainPublisher;
  /** Passage search (full-text, or hybrid with embeddings) and embedding of new passages. */
  retrieval: Retrieval;
  /** Background jobs (pg-boss): crawls and scheduled re-crawls. */
  jobs: Jobs;
}
