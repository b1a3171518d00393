import { createServer } from 'node:net';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import type { AiEngine } from '../../apps/server/src/modules/answering/engine.ts';
import { sessionCookieName } from '../../apps/server/src/modules/auth/cookies.ts';
import { verificationToken } from '../../apps/server/test/verification.ts';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The real server as `npm start` builds it (production settings, request logging at info level,
 * written to /dev/null instead of a terminal; BENCH_LOG=1 shows warnings and errors instead),
 * listening on loopback. API only unless `webDist` is given (the Lighthouse part serves the built SPA).
 */
export async function startApp(
  database: Database,
  opts: {
    engine?: AiEngine;
    env?: Record<string, string>;
    /** Hooks to add before the server listens. */ prepare?: (app: BenchApp) => void;
    /** A built apps/web/dist to serve, as `npm start` does. */ webDist?: string;
  } = {},
) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    // Plain http on loopback: a Secure cookie would not matter to the load generator, but keep it honest.
    COOKIE_SECURE: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseUrl,
    LOG_LEVEL: 'info',
    ...opts.env,
  });
  const app = await buildApp({
    config,
    database,
    engine: opts.engine,
    webDist: opts.webDist,
    logger: process.env.BENCH_LOG ? { level: 'warn' } : { level: config.logLevel, file: '/dev/null' },
  });
  opts.prepare?.(app);
  await app.listen({ host: '127.0.0.1', port });
  return { app, baseUrl, port, close: () => app.close() };
}

/**
 * Registers an owner through the API, verifies the address through the mailed link (publishing
 * needs it; the link is read from the app's outbox) and returns the session cookie header.
 */
export async function signUp(app: BenchApp, name: string): Promise<{ cookie: string; userId: number }> {
  const origin = app.ctx.config.appUrl;
  const email = `${name}@example.test`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin },
    payload: { username: name, email, password: 'bench-password-1' },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const cookieName = sessionCookieName(app.ctx.config);
  const session = res.cookies.find((c) => c.name === cookieName);
  if (!session) throw new Error('register: no session cookie');
  const cookie = `${cookieName}=${session.value}`;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify-email',
    headers: { origin, cookie },
    payload: { token: await verificationToken(app.ctx.db, email) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-email: ${verified.statusCode} ${verified.body}`);
  return { cookie, userId: (res.json() as { user: { id: number } }).user.id };
}

/** POST as the signed-in owner (with the app's Origin, as a browser would send it). */
export async function ownerPost<T>(app: BenchApp, cookie: string, url: string, payload: object, expect = 201): Promise<T> {
  const res = await app.inject({ method: 'POST', url, headers: { cookie, origin: app.ctx.config.appUrl }, payload });
  if (res.statusCode !== expect) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export async function createBusiness(app: BenchApp, cookie: string, name: string): Promise<number> {
  const body = await ownerPost<{ id: number }>(app, cookie, '/api/business', {
    name,
    website: 'https://brightsmile.example',
    industry: 'dental',
    agentName: 'Zoë',
    agentTitle: 'Front Desk Coordinator',
  });
  return body.id;
}

/** Completes setup, which publishes the agent (its public chat then answers). */
export async function publish(app: BenchApp, cookie: string, businessId: number): Promise<void> {
  await ownerPost(
    app,
    cookie,
    `/api/business/${businessId}/setup`,
    {
      agentBio: 'Zoë greets every patient of Brightsmile Family Dental and answers their questions.',
      agentSkills: ['Scheduling', 'Insurance questions'],
      agentResponsibilities: ['Book appointments', 'Answer questions'],
      agentExperience: 'Five years at the front desk.',
      agentTools: ['Dentrix'],
      subdomain: `bench-${businessId}-${process.pid}`,
    },
    200,
  );
}

/**
 * The chat limits (30/min per address, 12/min per visitor, 600/min per business) are fixed in code
 * and would refuse a bench's or the eval's load, which comes from one address; those apps get
 * limiters of the same kind with room for it, so each request still pays for its limit checks.
 */
export function roomyChatLimits(app: BenchApp): void {
  const roomy = (keyPrefix: string) => new RateLimiterMemory({ keyPrefix, points: 10_000_000, duration: 60 });
  app.ctx.limiters = {
    ...app.ctx.limiters,
    chatIp: roomy('bench-chat-ip'),
    chatVisitor: roomy('bench-chat-visitor'),
    chatBusiness: roomy('bench-chat-business'),
    chatNewVisitor: roomy('bench-chat-new-visitor'),
  };
}
