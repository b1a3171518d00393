import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (what: string) =>
  z.string().refine((v) => {
    try {
      new URL(v);
      return true;
    } catch {
      return false;
    }
  }, `must be a URL (${what})`);

/** Every environment variable the server reads. `.env.example` lists the same ones. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    APP_URL: url('e.g. https://staffwright.example.com').optional(),
    APP_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/, 'must be a lower-case domain such as staffwright.example.com')
      .default('staffwright.localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: url('postgres://user:pass@host:5432/db').optional(),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // How long a process may answer from memory for a session it read (0 = always ask the database).
    SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    BUSINESS_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    COOKIE_SECURE: bool.optional(),
    TRUST_PROXY: bool.default(false),
    SMTP_URL: url('smtp://user:pass@host:587').optional(),
    MAIL_FROM: z.string().min(3).default('Staffwright <no-reply@staffwright.localhost>'),
    REDIS_URL: url('redis://127.0.0.1:6379').optional(),
    // Registration attempts an hour per client network (IPv4 address, IPv6 /64) and per email
    // domain (large mailbox providers get ten times the domain figure). Decision 022.
    SIGNUPS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    SIGNUPS_PER_DOMAIN_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
    AI_PROVIDER: z.enum(['builtin', 'openai-compatible', 'anthropic']).default('builtin'),
    AI_BASE_URL: url('e.g. http://127.0.0.1:11434/v1').optional(),
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_EMBEDDING_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    // Model tokens (input + output) chat may spend in a UTC day per business and per visitor; 0: no cap.
    // The built-in engine costs nothing and is never capped. Decision 026.
    MODEL_DAILY_TOKENS_PER_BUSINESS: z.coerce.number().int().min(0).max(1_000_000_000_000).default(2_000_000),
    MODEL_DAILY_TOKENS_PER_VISITOR: z.coerce.number().int().min(0).max(1_000_000_000_000).default(50_000),
    CRAWL_ALLOW_PRIVATE: bool.default(false),
    // Crawls this process runs at once (background jobs; every process takes its share). 0: none.
    CRAWL_WORKERS: z.coerce.number().int().min(0).max(16).default(2),
    // The highest page limit an owner may set for one crawl (their default is 500, or this if lower).
    CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(2_000),
    // A crawl stops itself after this long; what it read by then is stored, and the run is partial.
    CRAWL_TIME_LIMIT_SECONDS: z.coerce.number().int().min(10).max(3_600).default(600),
    // Uploaded files a business may keep (their total size and their number), and an account over all
    // its businesses. MB as in the 5 MB file limit (1,048,576 bytes). Websites and templates do not count. Decision 027.
    UPLOAD_QUOTA_MB_PER_BUSINESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
    UPLOAD_FILES_PER_BUSINESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
    UPLOAD_QUOTA_MB_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(500),
    UPLOAD_FILES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === 'openai-compatible') {
      if (!env.AI_BASE_URL)
        ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'is required when AI_PROVIDER=openai-compatible' });
      if (!env.AI_MODEL) ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_PROVIDER is a model provider' });
    }
    if (env.AI_PROVIDER === 'anthropic') {
      if (!env.AI_API_KEY) ctx.addIssue({ code: 'custom', path: ['AI_API_KEY'], message: 'is required when AI_PROVIDER=anthropic' });
      if (!env.AI_MODEL) ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'is required when AI_PROVIDER is a model provider' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** Public origin of the app host, used in e-mailed links. */
  appUrl: string;
  appDomain: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  /** PostgreSQL: a query without an answer for this long fails (503) instead of hanging; 0 = never. */
  dbQueryTimeoutMs: number;
  sessionTtlMs: number;
  /** Upper bound on how long a session read stays in memory (invalidations drop it at once). */
  sessionCacheTtlMs: number;
  /** How long a process keeps an owner's business list (0: off); every change drops it (decision 015). */
  businessCacheTtlMs: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Registration attempts an hour per client network, and per email domain (decision 022). */
  signupsPerIpPerHour: number;
  signupsPerDomainPerHour: number;
  ai: {
    provider: Env['AI_PROVIDER'];
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    embeddingModel: string | undefined;
    timeoutMs: number;
    /** Model tokens chat may spend in a UTC day per business and per visitor (0: no cap; decision 026). */
    dailyTokensPerBusiness: number;
    dailyTokensPerVisitor: number;
  };
  crawlAllowPrivate: boolean;
  crawlWorkers: number;
  crawlMaxPages: number;
  crawlTimeLimitMs: number;
  /** Upload quotas: bytes and files a business, and an account over all its businesses, may keep (decision 027). */
  uploadQuota: { bytesPerBusiness: number; filesPerBusiness: number; bytesPerAccount: number; filesPerAccount: number };
  logLevel: Env['LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws naming the variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings in .env files mean "unset", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appDomain: e.APP_DOMAIN,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    businessCacheTtlMs: e.BUSINESS_CACHE_TTL_MS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    signupsPerIpPerHour: e.SIGNUPS_PER_IP_PER_HOUR,
    signupsPerDomainPerHour: e.SIGNUPS_PER_DOMAIN_PER_HOUR,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      embeddingModel: e.AI_EMBEDDING_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      dailyTokensPerBusiness: e.MODEL_DAILY_TOKENS_PER_BUSINESS,
      dailyTokensPerVisitor: e.MODEL_DAILY_TOKENS_PER_VISITOR,
    },
    crawlAllowPrivate: e.CRAWL_ALLOW_PRIVATE,
    crawlWorkers: e.CRAWL_WORKERS,
    crawlMaxPages: e.CRAWL_MAX_PAGES,
    crawlTimeLimitMs: e.CRAWL_TIME_LIMIT_SECONDS * 1000,
    uploadQuota: {
      bytesPerBusiness: e.UPLOAD_QUOTA_MB_PER_BUSINESS * 1024 * 1024,
      filesPerBusiness: e.UPLOAD_FILES_PER_BUSINESS,
      bytesPerAccount: e.UPLOAD_QUOTA_MB_PER_ACCOUNT * 1024 * 1024,
      filesPerAccount: e.UPLOAD_FILES_PER_ACCOUNT,
    },
    logLevel: e.LOG_LEVEL,
  };
}
