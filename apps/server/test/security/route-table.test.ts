/**
 * The security suite, generated from the server's route table (plugins/access.ts): a route added
 * to the server is covered here as soon as it is registered, or the suite fails asking for its
 * entry in ./route-cases.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { routeTable, type RouteInfo } from '../../src/plugins/access.ts';
import { newAccount, testConfig, type TestApp, type TestClient, createBusiness } from '../app.ts';
import { createTestDatabase } from '../db.ts';
import { multipartFile } from '../uploads.ts';
import { createWorld, freshClient, snapshot, tablesWithNul } from './fixtures.ts';
import { caseFor, ROUTE_CASES, urlFor, type Json, type World } from './route-cases.ts';

let app: TestApp;
let database: Database;
let webDist: string;
let routes: RouteInfo[];
let A: World & { client: TestClient };
let B: World & { client: TestClient };
let D: World & { client: TestClient };
const counts = { anonymous: 0, userOnAdmin: 0, otherOwner: 0, abuseRoutes: 0, abuseRequests: 0, headerPages: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = mkdtempSync(path.join(tmpdir(), 'sw-sec-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Staffwright</title></head><body><div id="root"></div></body></html>',
  );
  routeTable.length = 0;
  app = await buildApp({ config: testConfig(), database, webDist, logger: false });
  await app.ready();
  const seen = new Set<string>();
  routes = routeTable
    .filter((r) => (seen.has(`${r.method} ${r.url}`) ? false : (seen.add(`${r.method} ${r.url}`), true)))
    .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
  A = await createWorld(app, 'seca');
  B = await createWorld(app, 'secb');
  D = await createWorld(app, 'secd');
});

afterAll(async () => {
  const roles = counts.anonymous + counts.userOnAdmin + counts.otherOwner;
  console.log(
    `security suite: ${routes?.length ?? 0} routes × roles covered: ${roles} checks ` +
      `(anonymous → 401: ${counts.anonymous}, user on admin route → 403: ${counts.userOnAdmin}, other owner → 404: ${counts.otherOwner}); ` +
      `abuse: ${counts.abuseRequests} requests on ${counts.abuseRoutes} JSON-body routes; headers: ${counts.headerPages} pages`,
  );
  await app?.close();
  await database?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

type Body = { kind: 'valid' } | { kind: 'none' } | { kind: 'raw'; payload: string } | { kind: 'json'; json: unknown };

/** Calls `route` as `client` with the ids of world `w`. */
async function call(client: TestClient, route: RouteInfo, w: World, body: Body = { kind: 'valid' }): Promise<LightMyRequestResponse> {
  const c = caseFor(route.method, route.url);
  const url = urlFor(route.method, route.url, w);
  const method = route.method as 'GET';
  if (body.kind === 'valid' && c.multipart) {
    const m = multipartFile('notes.txt', 'We open at 8am.');
    return client.request({ method, url, payload: m.payload, headers: { 'content-type': m.contentType } });
  }
  if (body.kind === 'valid' && c.body) return client.request({ method, url, json: c.body(w) });
  if (body.kind === 'raw') return client.request({ method, url, payload: body.payload, headers: { 'content-type': 'application/json' } });
  if (body.kind === 'json')
    return client.request({ method, url, payload: JSON.stringify(body.json), headers: { 'content-type': 'application/json' } });
  return client.request({ method, url });
}

const show = (route: RouteInfo, res: LightMyRequestResponse, label = '') =>
  `${route.method} ${route.url}${label ? ` [${label}]` : ''} → ${res.statusCode} ${res.body.slice(0, 160)}`;

describe('route table', () => {
  it('lists the API and has an entry in ROUTE_CASES for every route', () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((r) => !ROUTE_CASES[`${r.method} ${r.url}`]).map((r) => `${r.method} ${r.url}`);
    expect(
      missing,
      `Routes without an entry in apps/server/test/security/route-cases.ts: add one giving real ids for the params and a valid body:\n${missing.join('\n')}`,
    ).toEqual([]);
    const problems: string[] = [];
    for (const r of routes) {
      try {
        urlFor(r.method, r.url, A);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    expect(problems).toEqual([]);
    // Entries for routes that no longer exist are stale.
    const stale = Object.keys(ROUTE_CASES).filter((k) => !routes.some((r) => `${r.method} ${r.url}` === k));
    expect(stale, 'ROUTE_CASES entries for routes the server no longer has').toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 to every non-public route without a session, whatever the request holds', async () => {
    const bad: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      for (const body of [{ kind: 'valid' }, { kind: 'none' }, { kind: 'json', json: { junk: true } }] as Body[]) {
        const res = await call(freshClient(app), r, A, body);
        counts.anonymous += body.kind === 'valid' ? 1 : 0;
        if (res.statusCode !== 401) bad.push(show(r, res, body.kind));
      }
      // An expired or forged session cookie is no session.
      const forged = freshClient(app);
      forged.cookies.set('sw_session', 'forged-token-value');
      const res = await call(forged, r, A);
      if (res.statusCode !== 401) bad.push(show(r, res, 'forged cookie'));
    }
    expect(bad).toEqual([]);
  });

  it('answers 403 to a signed-in user who is not an admin on every admin route', async () => {
    const bad: string[] = [];
    const adminRoutes = routes.filter((x) => x.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const r of adminRoutes) {
      const res = await call(B.client, r, A);
      counts.userOnAdmin += 1;
      if (res.statusCode !== 403) bad.push(show(r, res));
    }
    expect(bad).toEqual([]);
  });

  it('answers 404 to another owner on every business-scoped route, and changes nothing in the database', async () => {
    const bad: string[] = [];
    const scoped = routes.filter((x) => x.businessScoped || caseFor(x.method, x.url).bodyScoped);
    expect(scoped.length).toBeGreaterThan(5);
    for (const r of scoped) {
      const before = await snapshot(database);
      const res = await call(B.client, r, A);
      counts.otherOwner += 1;
      if (res.statusCode !== 404) bad.push(show(r, res));
      const after = await snapshot(database);
      const changed = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
      if (changed.length) bad.push(`${r.method} ${r.url} changed tables: ${changed.join(', ')}`);
    }
    expect(bad).toEqual([]);
    // B's own data is still reachable: the 404s were about ownership, not a broken session.
    expect((await B.client.get(`/api/business/${B.businessId}`)).statusCode).toBe(200);
  });
});

const NASTY_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', "' OR 1=1 --", "'); DROP TABLE users; --"];

/** Every path to a string in `v`, e.g. ['agentSkills', 0]. */
function stringPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringPaths(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => stringPaths(x, [...at, k]));
  return [];
}

function setAt(v: Json, p: (string | number)[], value: unknown): Json {
  const copy = structuredClone(v) as Record<string | number, unknown>;
  let node = copy;
  for (const k of p.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[p[p.length - 1]!] = value;
  return copy as Json;
}

function wrongType(v: unknown): unknown {
  if (typeof v === 'string') return 12345;
  if (typeof v === 'number') return 'twelve';
  if (typeof v === 'boolean') return 'yes';
  if (Array.isArray(v)) return 'not-a-list';
  if (v && typeof v === 'object') return ['not', 'an', 'object'];
  return {};
}

/** The abuse requests for a route whose valid body is `valid`. */
function abuseBodies(valid: Json): { label: string; body: Body; expect?: number }[] {
  const out: { label: string; body: Body; expect?: number }[] = [];
  const text = JSON.stringify(valid);
  out.push({ label: 'malformed JSON', body: { kind: 'raw', payload: text.slice(0, -1) + ',' }, expect: 400 });
  out.push({ label: 'truncated JSON', body: { kind: 'raw', payload: '{"' }, expect: 400 });
  out.push({
    label: '2 MB body',
    body: { kind: 'raw', payload: JSON.stringify({ ...valid, pad: 'x'.repeat(2 * 1024 * 1024) }) },
    expect: 413,
  });
  for (const json of [null, [], 'text', 42, true]) out.push({ label: `body ${JSON.stringify(json)}`, body: { kind: 'json', json } });
  for (const key of Object.keys(valid))
    out.push({ label: `wrong type ${key}`, body: { kind: 'json', json: { ...valid, [key]: wrongType(valid[key]) } } });
  for (const p of stringPaths(valid)) {
    for (const bad of NASTY_TEXT) {
      // Text PostgreSQL cannot store is refused up front (plugins/text-guard.ts), on every route alike.
      const unstorable = /[\u0000\ud800-\udfff]/.test(bad) ? 400 : undefined;
      out.push({
        label: `${p.join('.')} = ${JSON.stringify(bad)}`,
        body: { kind: 'json', json: setAt(valid, p, bad) },
        expect: unstorable,
      });
      const orig = p.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], valid) as string;
      out.push({
        label: `${p.join('.')} += ${JSON.stringify(bad)}`,
        body: { kind: 'json', json: setAt(valid, p, orig + bad) },
        expect: unstorable,
      });
    }
  }
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    const evil = key === 'constructor' ? '{"prototype":{"polluted":"yes"}}' : '{"polluted":"yes","isAdmin":true}';
    out.push({ label: `top-level ${key}`, body: { kind: 'raw', payload: `{"${key}":${evil},${text.slice(1)}` } });
    const firstObject = Object.keys(valid).find((k) => valid[k] && typeof valid[k] === 'object' && !Array.isArray(valid[k]));
    if (firstObject) {
      const nested = JSON.stringify({ ...valid, [firstObject]: { ...(valid[firstObject] as object), __marker__: 1 } }).replace(
        '"__marker__":1',
        `"${key}":${evil}`,
      );
      out.push({ label: `${firstObject}.${key}`, body: { kind: 'raw', payload: nested } });
    }
  }
  return out;
}

describe('abuse of JSON bodies', () => {
  it('never answers 5xx to malformed, oversized, mistyped, NUL / lone-surrogate, SQL-injection or prototype-pollution bodies', async () => {
    const bad: string[] = [];
    const bodyRoutes = routes.filter((r) => caseFor(r.method, r.url).body);
    expect(bodyRoutes.length).toBeGreaterThan(10);
    for (const r of bodyRoutes) {
      counts.abuseRoutes += 1;
      // Account routes get an account of their own: one that changes its password must not arm another's deletion.
      let owner: World & { client: TestClient } = D;
      if (r.url.startsWith('/api/account')) {
        const client = freshClient(app);
        const account = newAccount('acct');
        expect((await client.post('/api/register', account)).statusCode).toBe(201);
        owner = { ...D, ...account, client };
      }
      const valid = caseFor(r.method, r.url).body!(owner);
      for (const a of abuseBodies(valid)) {
        // Public routes as a stranger from an address of its own; others as their owner, so the handler runs.
        const client = r.access === 'public' ? freshClient(app) : owner.client;
        const res = await call(client, r, owner, a.body);
        counts.abuseRequests += 1;
        if (res.statusCode >= 500 || (a.expect && res.statusCode !== a.expect)) bad.push(show(r, res, a.label));
        if (res.statusCode === 401 && r.access !== 'public') bad.push(`${show(r, res, a.label)} (the owner's session was lost)`);
      }
    }
    expect(bad).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await tablesWithNul(database), 'tables holding a NUL character').toEqual([]);
    // The users table is still there, with the owners in it.
    const owners = await database.db.select({ id: users.id }).from(users).where(eq(users.id, A.userId));
    expect(owners).toHaveLength(1);
    const reg = await freshClient(app).post('/api/register', newAccount('after'));
    expect(reg.statusCode).toBe(201);
  });
});

describe('abuse of query strings', () => {
  it('never answers 5xx to NUL / lone-surrogate, SQL-injection or prototype-pollution query parameters', async () => {
    const admin = freshClient(app);
    const account = newAccount('secadm');
    const reg = await admin.post('/api/register', account);
    expect(reg.statusCode).toBe(201);
    await database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, reg.json().user.id as number));
    const bad: string[] = [];
    const queryRoutes = routes.filter((r) => r.method === 'GET' && caseFor(r.method, r.url).query);
    expect(queryRoutes.length).toBeGreaterThan(3);
    for (const r of queryRoutes) {
      const base = urlFor(r.method, r.url, D).split('?')[0]!;
      const params = new URLSearchParams(caseFor(r.method, r.url).query!(D));
      const variants: string[] = [];
      // Values as the client encodes them, plus raw escapes: %00, and a lone surrogate as CESU-8 bytes.
      // (encodeURIComponent refuses lone surrogates, which a URL cannot carry except as those bytes.)
      const encodable = NASTY_TEXT.filter((t) => !/[\ud800-\udfff]/.test(t));
      const encoded = [
        ...encodable.map(encodeURIComponent),
        ...encodable.map((t) => `ok${encodeURIComponent(t)}`),
        '%ED%A0%80',
        'x%ED%BF%BFy',
      ];
      for (const key of [...params.keys()]) {
        for (const value of encoded)
          variants.push([...params].map(([k, v]) => `${k}=${k === key ? value : encodeURIComponent(v)}`).join('&'));
      }
      for (const key of ['__proto__', 'constructor', 'prototype', '__proto__[polluted]', 'constructor[prototype][polluted]'])
        variants.push(`${params.toString()}&${encodeURIComponent(key)}=yes`);
      for (const q of variants) {
        const client = r.access === 'admin' ? admin : r.access === 'user' ? D.client : freshClient(app);
        const res = await client.get(`${base}?${q}`);
        counts.abuseRequests += 1;
        if (res.statusCode >= 500 || (q.includes('%00') && res.statusCode !== 400)) bad.push(show(r, res, q));
      }
    }
    expect(bad).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('response headers', () => {
  const cspOf = (res: LightMyRequestResponse) => String(res.headers['content-security-policy'] ?? '');

  it('API routes and the SPA page forbid framing and sniffing', async () => {
    for (const url of ['/api/meta', `/api/business/${A.businessId}`, '/api/no-such-route', '/', '/dashboard', '/embed/not-a-number']) {
      const res = await A.client.get(url);
      counts.headerPages += 1;
      expect(res.statusCode, url).toBeLessThan(500);
      expect(cspOf(res), url).toContain("frame-ancestors 'none'");
      // A JSON answer may load nothing at all; pages load the app's own scripts and styles.
      expect(cspOf(res), url).toContain(url.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(String(res.headers['x-frame-options'] ?? ''), url).toMatch(/^(DENY|SAMEORIGIN)$/i);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('lets /embed/{id} of a published business be framed (by the sites its owner allows) and nothing else', async () => {
    expect(
      (
        await A.client.request({
          method: 'PUT',
          url: `/api/business/${A.businessId}/embed`,
          json: { origins: ['https://www.example.com'] },
        })
      ).statusCode,
    ).toBe(200);
    const res = await freshClient(app).get(`/embed/${A.businessId}`);
    counts.headerPages += 1;
    expect(res.statusCode).toBe(200);
    expect(cspOf(res)).not.toContain("frame-ancestors 'none'");
    expect(cspOf(res)).toMatch(/frame-ancestors 'self' https:\/\/www\.example\.com(;|$)/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    // Unknown or unpublished businesses: not framable.
    const biz = await createBusiness(B.client, { name: 'Draft Co', website: 'https://example.com', agentName: 'Ann' });
    for (const id of [biz.id, 2147483000]) {
      const r = await freshClient(app).get(`/embed/${id}`);
      counts.headerPages += 1;
      expect(cspOf(r), `/embed/${id}`).toContain("frame-ancestors 'none'");
      expect(r.headers['x-frame-options'], `/embed/${id}`).toBeDefined();
    }
  });
});
