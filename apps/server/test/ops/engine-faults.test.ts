import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usageRecords } from '../../src/db/schema.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../support/fake-openai-server.ts';
import { createTestApp, newAccount } from '../app.ts';
import { multipartFile } from '../uploads.ts';
import { HttpClient } from './server-process.ts';
import { verificationToken } from '../verification.ts';

/**
 * A model engine that errors, hangs or trickles must fail only the requests that use it — cleanly
 * (a 5xx with a message, 504 on a timeout, an `error` event on a chat stream) and within the
 * configured timeout — while everything else the server does at the same moment is answered:
 * the owner's API reads, and another business's chat and profile generation through the same
 * engine. Real HTTP all the way: the app listens on a port, the model is a fake OpenAI-compatible
 * server behind a fault-injecting proxy that breaks only the requests naming the faulty business.
 */
// Long enough that the healthy requests below finish before it on a loaded 2-core machine.
const TIMEOUT_MS = 3_000;
/** The route-level backstop for chat (AI_TIMEOUT_MS + 5 s), plus slack for a loaded machine. */
const CEILING_MS = TIMEOUT_MS + 5_000 + 4_000;
const FAULTY = 'Zanzibar Faulty Plumbing';
type Fault = 'error' | 'hang' | 'trickle';

/** Forwards to the fake model, except requests mentioning FAULTY, which get `fault`. */
async function startFaultProxy(target: string) {
  let fault: Fault = 'error';
  const held = new Set<ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  let faulted = 0;
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    if (body.includes(FAULTY)) {
      faulted++;
      const streaming = /"stream":\s*true/.test(body.toString());
      if (fault === 'error') {
        res.writeHead(500, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
      } else if (fault === 'hang') {
        held.add(res);
        res.on('close', () => held.delete(res));
      } else {
        // A provider that never stops and never quite answers: a token (or a byte of JSON) every 300 ms,
        // so no idle timeout ever fires.
        res.writeHead(200, { 'content-type': streaming ? 'text/event-stream' : 'application/json' });
        const delta = (text: string) =>
          `data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content: text }, finish_reason: null }] })}\n\n`;
        if (streaming) res.write(delta(''));
        else res.write('{');
        const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(streaming ? delta('slowly ') : ' ')), 300);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
      }
      return;
    }
    const upstream = await fetch(`${target}${req.url!.replace(/^\/v1/, '')}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
      body,
    });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
    for await (const c of upstream.body as unknown as AsyncIterable<Uint8Array>) res.write(c);
    res.end();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    set fault(f: Fault) {
      fault = f;
    },
    get faulted() {
      return faulted;
    },
    reset() {
      faulted = 0;
      for (const r of held) r.destroy();
      for (const t of timers) clearInterval(t);
      timers.clear();
    },
    async close() {
      this.reset();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let fake: FakeOpenAiServer;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
let owner: HttpClient;
let faultyId: number;
let healthyId: number;
let visitorIp = 0;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  proxy = await startFaultProxy(fake.baseUrl);
  t = await createTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: proxy.baseUrl,
    AI_MODEL: 'fake-model',
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
    TRUST_PROXY: 'true',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = new HttpClient(base, '10.66.0.1');
  const acct = newAccount('engine');
  expect((await owner.request('POST', '/api/register', { json: acct })).status).toBe(201);
  // Publishing needs a verified address: the mailed link, from the outbox.
  const token = await verificationToken(t.db, acct.email);
  expect((await owner.request('POST', '/api/verify-email', { json: { token } })).status).toBe(200);
  const setUp = async (name: string, n: number) => {
    const res = await owner.request('POST', '/api/business', {
      json: { name, website: `https://b${n}.example`, industry: 'hvac', agentName: 'Sam', agentTitle: 'Service Coordinator' },
    });
    expect(res.status, res.text).toBe(201);
    const id = res.json<{ id: number }>().id;
    const file = multipartFile(
      'services.txt',
      'Emergency furnace repair is available 24/7. A standard service call costs $129 and includes a full safety inspection.',
    );
    expect(
      (await owner.request('POST', `/api/training-data/${id}/file`, { raw: file.payload, contentType: file.contentType })).status,
    ).toBe(201);
    const setup = {
      agentBio: 'b',
      agentSkills: ['s'],
      agentResponsibilities: ['r'],
      agentExperience: 'e',
      agentTools: ['t'],
      subdomain: `engine-fault-${id}`,
    };
    const published = await owner.request('POST', `/api/business/${id}/setup`, { json: setup });
    expect(published.status, published.text).toBe(200);
    return id;
  };
  faultyId = await setUp(FAULTY, 1);
  healthyId = await setUp('Alder Valley HVAC', 2);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await fake?.close();
});
beforeEach(() => {
  proxy.reset();
  fake.reset();
  fake.reply = 'A standard service call costs $129 [1].';
});

interface Outcome {
  what: string;
  status: number;
  text: string;
  ms: number;
  doneAt: number;
}

async function timed(what: string, fn: () => Promise<{ status: number; text: string }>): Promise<Outcome> {
  const started = Date.now();
  const res = await fn();
  return { what, status: res.status, text: res.text, ms: Date.now() - started, doneAt: Date.now() };
}

/** A new visitor (own IP, so no rate limit is shared) asking one question, streamed or not. */
async function chat(businessId: number, stream: boolean): Promise<{ status: number; text: string }> {
  const visitor = new HttpClient(base, `10.66.1.${++visitorIp}`);
  const v = await visitor.request('POST', `/api/chat/${businessId}/visitor`);
  expect(v.status, v.text).toBe(201);
  const { visitorId } = v.json<{ visitorId: string }>();
  return visitor.request('POST', `/api/chat/${businessId}${stream ? '/stream' : ''}`, {
    json: { message: 'How much is a service call?', visitorId },
  });
}

/** The SSE events of a chat stream, by name. */
function events(text: string): { event: string; data: { message?: string; response?: string } }[] {
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.+)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? '{}') as { message?: string },
    }));
}

describe.each<[Fault, number, string]>([
  ['error', 502, 'provider'],
  ['hang', 504, 'timeout'],
  ['trickle', 504, 'timeout'],
])('an engine that %s', (fault, profileStatus, usageStatus) => {
  it('fails its own requests cleanly while everything else is answered', { timeout: 60_000 }, async () => {
    proxy.fault = fault;
    const [{ before } = { before: 0 }] = await t.db.select({ before: max(usageRecords.id) }).from(usageRecords);
    const started = Date.now();
    const faulty = Promise.all([
      timed('profile (faulty)', () => owner.request('POST', `/api/business/${faultyId}/generate-profile`, { json: { field: 'agentBio' } })),
      timed('chat stream (faulty)', () => chat(faultyId, true)),
      timed('chat (faulty)', () => chat(faultyId, false)),
    ]);
    // Only once the faulty calls have reached the model: the rest happens while they are stuck.
    while (proxy.faulted < 3 && Date.now() - started < CEILING_MS) await new Promise((r) => setTimeout(r, 10));
    expect(proxy.faulted).toBeGreaterThanOrEqual(3);
    const healthy = await Promise.all([
      timed('GET /api/user', () => owner.request('GET', '/api/user')),
      timed('GET /api/business', () => owner.request('GET', '/api/business')),
      timed('chat stream (healthy)', () => chat(healthyId, true)),
      timed('chat (healthy)', () => chat(healthyId, false)),
      timed('profile (healthy)', () =>
        owner.request('POST', `/api/business/${healthyId}/generate-profile`, { json: { field: 'agentExperience' } }),
      ),
    ]);
    const failed = await faulty;

    for (const h of healthy) expect(h.status, `${h.what}: ${h.text}`).toBe(200);
    const healthyStream = events(healthy[2]!.text);
    expect(healthyStream.at(-1)?.event, healthy[2]!.text).toBe('done');
    expect(healthyStream.at(-1)?.data.response).toContain('$129');

    const [profile, stream, plain] = failed;
    expect(profile!.status, profile!.text).toBe(profileStatus);
    expect(JSON.parse(profile!.text).message).toMatch(/AI (provider|engine)/);
    // The stream had already said 200; the failure is its last event, with a message.
    expect(stream!.status).toBe(200);
    const last = events(stream!.text).at(-1)!;
    expect(last.event, stream!.text).toBe('error');
    expect(last.data.message).toMatch(/\w{5,}/);
    expect([502, 504], plain!.text).toContain(plain!.status);
    expect(JSON.parse(plain!.text).message).toMatch(/\w{5,}/);

    for (const f of failed) expect(f.ms, `${f.what} took ${f.ms} ms`).toBeLessThan(CEILING_MS);
    // Each failure is recorded for the admin's usage tab, as what it was.
    const usage = await t.db
      .select({ endpoint: usageRecords.endpoint, status: usageRecords.status })
      .from(usageRecords)
      .where(and(eq(usageRecords.businessId, faultyId), gt(usageRecords.id, before ?? 0)));
    expect(usage.map((u) => `${u.endpoint} ${u.status}`).sort()).toEqual([
      `chat ${usageStatus}`,
      `chat ${usageStatus}`,
      `generate-profile:agentBio ${usageStatus}`,
    ]);
    if (fault !== 'error') {
      // The healthy requests did not wait for the stuck ones: all were answered before any stuck one gave up.
      const lastHealthy = Math.max(...healthy.map((h) => h.doneAt));
      expect(failed.map((f) => f.doneAt).every((at) => at > lastHealthy)).toBe(true);
    }
    console.info(
      `engine-faults (${fault}): ${failed.map((f) => `${f.what} ${f.status} in ${f.ms} ms`).join(', ')}; ` +
        `meanwhile ${healthy.map((h) => `${h.what} ${h.ms} ms`).join(', ')}; messages: ${JSON.stringify([JSON.parse(profile!.text).message, last.data.message, JSON.parse(plain!.text).message])}`,
    );
  });
});
