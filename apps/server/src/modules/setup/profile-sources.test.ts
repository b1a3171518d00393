import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwnerWithBusiness } from '../../../test/app.ts';
import { crawlAndWait } from '../../../test/crawls.ts';
import { serveStaticSite, type StaticSite } from '../../../test/support/static-site-server.ts';

/**
 * The generated profile speaks for the business: a site's careers page (a job advert: pay,
 * shifts, certification) is not where the agent's bio comes from (issue 18).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let site: StaticSite;
let dir: string;
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav><a href="/">Home</a> <a href="/careers.html">Careers</a></nav><main><h1>${title}</h1>${body}</main></body></html>`;
beforeAll(async () => {
  t = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' });
  // The careers page says more of what a bio query looks for (about us, team, mission, the job
  // title) than the business's own short pages do.
  dir = mkdtempSync(path.join(tmpdir(), 'sw-profile-site-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    page(
      'Harbor Bicycle Repair',
      '<p>Harbor Bicycle Repair fixes and services bicycles in Port Ellis: tune-ups, wheel truing and e-bike repairs, usually within two days.</p>',
    ),
  );
  writeFileSync(
    path.join(dir, 'careers.html'),
    page(
      'Careers: Front Desk Coordinator',
      '<p>About us and our team: our mission is great service. Harbor Bicycle Repair is hiring a Front Desk Coordinator to join our team. Pay is $26 per hour with a uniform allowance. Apply with your résumé; bicycle mechanic certification preferred.</p>',
    ),
  );
  site = await serveStaticSite(dir);
});
afterAll(async () => {
  await t?.close();
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('profile generation', () => {
  it('writes every field from the business’s own pages, never from its careers page', async () => {
    const client = t.client();
    const { businessId } = await registerOwnerWithBusiness(client, 'profile', {
      name: 'Harbor Bicycle Repair',
      agentTitle: 'Front Desk Coordinator',
    });
    const run = await crawlAndWait(client, businessId, `${site.origin}/`);
    expect(run.status, run.error ?? '').toBe('done');
    // The careers page is there to be found: its job advert is indexed.
    const advert = await client.post('/api/training-data/search', { businessId, query: 'front desk coordinator pay per hour', limit: 3 });
    expect((advert.json() as { content: string }[]).map((p) => p.content).join(' ')).toContain('$26 per hour');

    for (const field of ['agentBio', 'agentSkills', 'agentResponsibilities', 'agentExperience', 'agentTools']) {
      const res = await client.post(`/api/business/${businessId}/generate-profile`, { field, context: '' });
      expect(res.statusCode, res.body).toBe(200);
      const text = JSON.stringify(res.json()[field]);
      expect(text, field).not.toBe('""');
      for (const fromTheAdvert of ['careers', '$26', 'per hour', 'hiring', 'uniform allowance', 'résumé'])
        expect(text.toLowerCase(), `${field}: ${text}`).not.toContain(fromTheAdvert.toLowerCase());
    }
  });
});
