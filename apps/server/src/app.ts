import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createMailer, type Mailer } from './modules/mail/service.ts';
import { registerMailJobs } from './modules/mail/jobs.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { businessRoutes } from './modules/business/routes.ts';
import { trainingRoutes } from './modules/training/routes.ts';
import { setupRoutes } from './modules/setup/routes.ts';
import { metaRoutes } from './modules/meta/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { taughtRoutes } from './modules/taught/routes.ts';
import { retentionRoutes } from './modules/retention/routes.ts';
import { registerRetentionJobs } from './modules/retention/jobs.ts';
import { leadsRoutes, registerLeadJobs } from './modules/leads/index.ts';
import { insightsRoutes } from './modules/insights/routes.ts';
import { appointmentRoutes } from './modules/appointments/index.ts';
import { embedAncestors, embedRoutes } from './modules/embed/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { wildcardDns, type SubdomainPublisher } from './modules/setup/dns.ts';
import { createAiService, createEngine, describeEngine, type AiEngine } from './modules/answering/index.ts';
import { createRetrieval } from './modules/retrieval/index.ts';
import { registerCrawlJobs } from './modules/training/crawl-jobs.ts';
import { startJobs } from './jobs/index.ts';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@staffwright/contract';
import { registerAccessControl } from './plugins/access.ts';
import { registerImpersonationAudit } from './plugins/impersonation-audit.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { AccessLogController, loggerOptions, registerRequestIdHeader, requestIdOptions } from './plugins/logging.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { createLimiters } from './plugins/limiters.ts';
import { createBusinessListCache } from './modules/business/list-cache.ts';
import { createSessionStore } from './modules/auth/session-store.ts';
import { backfillUsernameSkeletons } from './modules/auth/usernames.ts';
import { sessionCookieName } from './modules/auth/cookies.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerSpa } from './plugins/spa.ts';
import { apiHelmetOptions, registerSecurityHeaders } from './plugins/security-headers.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Directory of the built web app; omitted in API tests. */
  webDist?: string;
  mailer?: Mailer;
  /** Defaults to the engine the configuration names. */
  engine?: AiEngine;
  dns?: SubdomainPublisher;
  /** Pino logger options (merged over the defaults: level, redaction); tests pass false. */
  logger?: boolean | ({ stream?: unknown; file?: string } & Record<string, unknown>);
}

/** JSON bodies beyond this are refused with 413 before parsing. Uploads have their own limit. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Public /api routes that browsers may call from other origins (agent pages, embedded widget). */
const CROSS_SITE_ROUTES = [/^\/api\/chat\//];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { ctx: AppContext }> {
  const { config, database } = opts;
  const app = Fastify({
    // JSON log lines with secrets redacted; tests pass false, or extra Pino options (a stream).
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, typeof opts.logger === 'object' ? opts.logger : {}),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // One access line per request, cheaply.
    logController: new AccessLogController(),
    // Request ids in every log line; a trusted proxy's sane X-Request-Id is kept.
    ...requestIdOptions(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  const mailer = opts.mailer ?? createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const engine = opts.engine ?? createEngine({ ...config.ai, timeoutMs: config.ai.timeoutMs });
  const ai = createAiService({ db: database.db, engine, info: describeEngine(engine), timeoutMs: config.ai.timeoutMs, log: app.log });
  // Hybrid (embeddings + pgvector) or full-text retrieval, decided once; never fails start-up.
  const retrieval = await createRetrieval({ database, engine, ai, log: app.log, timeoutMs: config.ai.timeoutMs });
  // Background jobs (pg-boss) in the app's own database, PGlite or PostgreSQL: every process works.
  const jobs = await startJobs({ database, log: app.log });
  // Users from before migration 0014 get their username skeleton before any request (decision 023).
  await backfillUsernameSkeletons(database.db, app.log);
  const sessions = await createSessionStore({
    db: database.db,
    ttlMs: config.sessionCacheTtlMs,
    redis,
    databaseUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
    log: app.log,
  });
  const businessLists = await createBusinessListCache({
    database,
    ttlMs: config.businessCacheTtlMs,
    log: app.log,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    limiters: createLimiters(config, redis),
    sessions,
    businessLists,
    log: app.log,
    engine,
    ai,
    dns: opts.dns ?? wildcardDns,
    retrieval,
    jobs,
  };

  await app.register(cookie);
  // Limits here are the ceiling; the upload route sets its own per request.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 200 } });
  // Helmet's headers, computed once: the pages' set and the API's (see security-headers.ts).
  registerSecurityHeaders(app, {
    page: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and react-joyride position elements with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // https: for the logo an owner links to on the agent page (decision 028); never plain http.
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.cookieSecure,
    },
    api: apiHelmetOptions(config.cookieSecure),
  });

  registerRequestIdHeader(app);
  registerErrorHandler(app);
  registerTextGuard(app);
  registerAccessControl(app, sessions, sessionCookieName(config));
  registerImpersonationAudit(app, database.db);
  registerOriginCheck(app, config, (req) => CROSS_SITE_ROUTES.some((re) => re.test(req.url)));

  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(businessRoutes(ctx));
  await app.register(trainingRoutes(ctx));
  await app.register(setupRoutes(ctx));
  await app.register(metaRoutes(ctx));
  await app.register(templateRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(chatRoutes(ctx));
  await app.register(taughtRoutes(ctx));
  await app.register(leadsRoutes(ctx));
  await app.register(retentionRoutes(ctx));
  await app.register(insightsRoutes(ctx));
  await app.register(appointmentRoutes(ctx));
  await app.register(embedRoutes(ctx));

  if (opts.webDist)
    await registerSpa(app, opts.webDist, { appDomain: config.appDomain, embedAncestors: (id) => embedAncestors(database.db, id) });

  await registerCrawlJobs(ctx);
  await registerRetentionJobs(ctx);
  await registerLeadJobs(ctx);
  await registerMailJobs(ctx);

  app.addHook('onClose', async () => {
    // First: running crawls are told to stop and their jobs handed back for a retry elsewhere.
    await jobs.stop();
    mailer.close();
    await sessions.close();
    await businessLists.close();
    redis?.disconnect();
  });
  return Object.assign(app, { ctx });
}
