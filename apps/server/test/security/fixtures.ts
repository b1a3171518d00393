import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { newAccount, openVerificationLink, type TestApp, TestClient } from '../app.ts';
import { uploadFile } from '../uploads.ts';
import type { World } from './route-cases.ts';

let ipSeq = 0;
/** A client from an address of its own, so per-IP rate limits of one call don't touch another. */
export function freshClient(app: TestApp): TestClient {
  ipSeq += 1;
  return new TestClient(app, `10.77.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`);
}

/**
 * One owner with real data behind every kind of id a route takes: a published business, a
 * training source, a visitor and a conversation.
 */
export async function createWorld(app: TestApp, prefix: string): Promise<World & { client: TestClient }> {
  const client = freshClient(app);
  const account = newAccount(prefix);
  const reg = await client.post('/api/register', account);
  expect(reg.statusCode, reg.body).toBe(201);
  const userId = reg.json().user.id as number;
  // Publishing needs a verified address: the owner opens the mailed link.
  await openVerificationLink(client, account.email);
  const biz = await client.post('/api/business', {
    name: `${prefix} Dental`,
    website: 'https://example.com',
    industry: 'dental',
    agentName: 'Zoë',
    agentTitle: 'Receptionist',
  });
  expect(biz.statusCode, biz.body).toBe(201);
  const businessId = biz.json().id as number;
  const up = await uploadFile(
    client,
    businessId,
    'parking.txt',
    'Parking is free behind the building on Tanner Street.\n\nWe open at 8am on weekdays.',
  );
  expect(up.statusCode, up.body).toBe(201);
  const sourceId = up.json().id as number;
  const subdomain = `${prefix}-${businessId}`.toLowerCase();
  const setup = await client.post(`/api/business/${businessId}/setup`, {
    agentBio: 'Bio',
    agentSkills: ['a'],
    agentResponsibilities: ['b'],
    agentExperience: 'c',
    agentTools: ['d'],
    subdomain,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const visitor = freshClient(app);
  const v = await visitor.post(`/api/chat/${businessId}/visitor`);
  expect(v.statusCode, v.body).toBe(201);
  const visitorId = v.json().visitorId as string;
  const msg = await visitor.post(`/api/chat/${businessId}`, { message: 'Where do I park?', visitorId });
  expect(msg.statusCode, msg.body).toBe(200);
  const templates = await client.get('/api/templates');
  expect(templates.statusCode, templates.body).toBe(200);
  const templateId = templates.json()[0].id as number;
  return {
    client,
    userId,
    username: account.username,
    email: account.email,
    password: account.password,
    businessId,
    subdomain,
    sourceId,
    visitorId,
    templateId,
  };
}

/** The app's tables (pg-boss's own, which its timers update at any moment, are left out). */
export async function tablesOf(database: Database): Promise<string[]> {
  return database.withConnection(async (query) => {
    const rows = await query(
      `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS t FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss') ORDER BY 1`,
    );
    return rows.map((r) => String(r.t));
  });
}

/** Row count and a hash of every row of every table. */
export async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await tablesOf(database);
  return database.withConnection(async (query) => {
    const out: Record<string, string> = {};
    for (const t of tables) {
      const [row] = await query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${t} x`);
      out[t] = `${row!.n}:${row!.h}`;
    }
    return out;
  });
}

/** Tables with a row whose text holds a NUL character (as JSON's \u0000 escape; text columns cannot hold a raw one). */
export async function tablesWithNul(database: Database): Promise<string[]> {
  const tables = await tablesOf(database);
  return database.withConnection(async (query) => {
    const bad: string[] = [];
    for (const t of tables) {
      const [row] = await query(`SELECT count(*)::int AS n FROM ${t} x WHERE strpos(x::text, E'\\\\u0000') > 0`);
      if (Number(row!.n) > 0) bad.push(t);
    }
    return bad;
  });
}
