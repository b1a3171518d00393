import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { crawlRuns } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness } from '../../../test/app.ts';

/** With the test allow-list off (the default), the crawl route refuses every local address form. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let target: Server;
let hits = 0;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  target = createServer((_req, res) => {
    hits += 1;
    res.end('<html><body><p>internal admin page</p></body></html>');
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', () => r()));
  port = (target.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => target?.close(r));
});

it('answers 400 to loopback, private, metadata and non-http addresses, making no request', async () => {
  const client = t.client();
  const { businessId: id } = await registerOwnerWithBusiness(client, 'ssrf', {
    name: 'Ssrf Test',
    website: 'https://ssrf.example',
    industry: 'other',
    agentName: 'Al',
    agentTitle: 'Helper',
  });
  const urls = [
    `http://127.0.0.1:${port}/`,
    `http://localhost:${port}/`,
    `http://[::1]:${port}/`,
    `http://[::ffff:127.0.0.1]:${port}/`,
    'http://169.254.169.254/latest/meta-data/',
    `http://0x7f000001:${port}/`,
    `http://2130706433:${port}/`,
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
  ];
  for (const websiteUrl of urls) {
    const res = await client.post(`/api/training-data/${id}/website`, { websiteUrl });
    expect(res.statusCode, websiteUrl).toBe(400);
    expect(res.json().message.length, websiteUrl).toBeGreaterThan(10);
  }
  expect(hits).toBe(0);
  // Refused while the owner waits: no crawl was queued, so no job will ever request them.
  expect(await t.db.select().from(crawlRuns).where(eq(crawlRuns.businessId, id))).toEqual([]);
});
