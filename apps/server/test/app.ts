import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { scratchDatabase } from './local-services.ts';
import { createTestDatabase } from './db.ts';
import { verificationToken } from './verification.ts';

export const TEST_APP_URL = 'http://localhost:5000';

/**
 * Test files sign up dozens of accounts from 127.0.0.1 at example.test, well past the production
 * registration limits (decision 022); the tests of those limits pass their own figures.
 */
export const ROOMY_SIGNUP_LIMITS = { SIGNUPS_PER_IP_PER_HOUR: '100000', SIGNUPS_PER_DOMAIN_PER_HOUR: '100000' };

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: TEST_APP_URL, ...ROOMY_SIGNUP_LIMITS, ...env });
}

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** A real app on a database of its own; close() tears both down. */
export async function createTestApp(env: Record<string, string> = {}, database?: Database) {
  const db = database ?? (await createTestDatabase());
  const app = await buildApp({ config: testConfig(env), database: db, logger: false });
  await app.ready();
  return {
    app,
    database: db,
    db: db.db,
    client: (ip?: string) => new TestClient(app, ip),
    async close() {
      await app.close();
      if (!database) await db.close();
    },
  };
}

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;

/** Talks to the app like one browser: keeps its cookies and sends the app's Origin on writes. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    readonly app: TestApp,
    private ip = '127.0.0.1',
  ) {}

  async request(opts: InjectOptions & { json?: Json }): Promise<LightMyRequestResponse> {
    const { json, ...rest } = opts;
    const method = (rest.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD' && !('origin' in headers)) headers.origin = TEST_APP_URL;
    const res = await this.app.inject({
      ...rest,
      method: method as InjectOptions['method'],
      headers,
      remoteAddress: this.ip,
      ...(json !== undefined ? { payload: json as object } : {}),
    });
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }
  post(url: string, json?: Json, headers?: Record<string, string>) {
    return this.request({ method: 'POST', url, json, headers });
  }
  delete(url: string, json?: Json, headers?: Record<string, string>) {
    return this.request({ method: 'DELETE', url, json, headers });
  }
}

let counter = 0;
/** Unique, valid account details for a test. */
export function newAccount(prefix = 'user') {
  counter += 1;
  const id = `${prefix}${process.pid}x${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.test`, password: 'correct-horse-9' };
}

/** The onboarding form's five fields as an owner fills them in; tests override what they need. */
export const BUSINESS_FORM = {
  name: 'Brightsmile Family Dental',
  website: 'https://brightsmile.example',
  industry: 'dental',
  agentName: 'Zoë',
  agentTitle: 'Receptionist',
};

/** Creates a business as the client's signed-in owner, through the API; fails loudly unless 201. */
export async function createBusiness(
  client: TestClient,
  form: Partial<typeof BUSINESS_FORM> = {},
): Promise<{ id: number } & Record<string, unknown>> {
  const res = await client.post('/api/business', { ...BUSINESS_FORM, ...form });
  if (res.statusCode !== 201) throw new Error(`POST /api/business: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number } & Record<string, unknown>;
}

/** Opens the newest verification link mailed to `email` in `client`, as the address's owner would. */
export async function openVerificationLink(client: TestClient, email: string): Promise<void> {
  const res = await client.post('/api/verify-email', { token: await verificationToken(client.app.ctx.db, email) });
  if (res.statusCode !== 200) throw new Error(`POST /api/verify-email: ${res.statusCode} ${res.body}`);
}

/** Registers a new account on `client` (signing it in) and verifies its address through the mailed link. */
export async function registerVerified(
  client: TestClient,
  acct = newAccount(),
): Promise<{ acct: ReturnType<typeof newAccount>; id: number }> {
  const res = await client.post('/api/register', acct);
  if (res.statusCode !== 201) throw new Error(`POST /api/register: ${res.statusCode} ${res.body}`);
  await openVerificationLink(client, acct.email);
  return { acct, id: res.json().user.id as number };
}

/**
 * Registers a new owner on `client` (signing it in), verifies their address through the mailed link
 * (publishing needs it) and creates one business for them.
 */
export async function registerOwnerWithBusiness(
  client: TestClient,
  prefix: string,
  form: Partial<typeof BUSINESS_FORM> = {},
): Promise<{ userId: number; businessId: number }> {
  const { id } = await registerVerified(client, newAccount(prefix));
  const business = await createBusiness(client, form);
  return { userId: id, businessId: business.id };
}

/**
 * Two apps on one scratch PostgreSQL database, each with its own connections and configured with
 * its URL, as two processes would be (their caches LISTEN). close() ends both and drops the database.
 */
export async function twoAppsOnScratchPostgres(
  prefix: string,
  env: Record<string, string> = {},
): Promise<{ apps: [TestApp, TestApp]; databases: [Database, Database]; databaseName: string; close(): Promise<void> }> {
  const scratch = scratchDatabase(prefix);
  await scratch.create();
  const databases = [openPostgres(scratch.url, 3), openPostgres(scratch.url, 3)] as [Database, Database];
  const apps: TestApp[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    for (const d of databases) await d.close();
    await scratch.drop();
  };
  try {
    await migrate(databases[0]);
    for (const database of databases) {
      const app = await buildApp({ config: testConfig({ DATABASE_URL: scratch.url, ...env }), database, logger: false });
      await app.ready();
      apps.push(app);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { apps: apps as [TestApp, TestApp], databases, databaseName: scratch.name, close };
}
