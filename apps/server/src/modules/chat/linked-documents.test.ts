import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwnerWithBusiness } from '../../../test/app.ts';
import { crawlAndWait } from '../../../test/crawls.ts';
import { serveStaticSite, type StaticSite } from '../../../test/support/static-site-server.ts';

const DOCS = fileURLToPath(new URL('../../../../../test/fixtures/documents/', import.meta.url));
const profile = { agentBio: 'Bio', agentSkills: ['a'], agentResponsibilities: ['b'], agentExperience: 'c', agentTools: ['d'] };

/**
 * Small businesses put their fee schedules, menus and policies on their site as PDFs and Word
 * files. The owner gives the website only: what those files say is what the agent answers from.
 */
describe('a website whose answers live in the documents it links to', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let site: StaticSite;
  let businessId: number;
  beforeAll(async () => {
    app = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' });
    site = await serveStaticSite(mkdtempSync(path.join(tmpdir(), 'staffwright-linked-docs-')));
    site.routes.set('/', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<title>Brightsmile Family Dental</title><main><h1>Brightsmile Family Dental</h1>' +
            '<p>Family dentistry in Burlington. Our policies are in the documents below.</p>' +
            '<p><a href="/docs/insurance-policy.pdf">Insurance and payment policy (PDF)</a> · ' +
            '<a href="/docs/new-patient-guide.docx">New patient guide</a></p></main>',
        ),
    );
    site.routes.set('/docs/insurance-policy.pdf', (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(readFileSync(path.join(DOCS, 'insurance-policy.pdf'))),
    );
    site.routes.set('/docs/new-patient-guide.docx', (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
        .end(readFileSync(path.join(DOCS, 'new-patient-guide.docx'))),
    );

    const client = app.client();
    ({ businessId } = await registerOwnerWithBusiness(client, 'linkeddocs', { name: 'Brightsmile Family Dental', industry: 'dental' }));
    const crawl = await crawlAndWait(client, businessId, `${site.origin}/`);
    expect(crawl.status, crawl.error ?? '').toBe('done');
    expect(crawl.pagesIndexed).toBe(3);
    expect((await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain: `linked-${businessId}` })).statusCode).toBe(
      200,
    );
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
  });

  async function ask(message: string, n: number) {
    const client = app.client(`10.7.0.${n}`);
    const visitorId = (await client.post(`/api/chat/${businessId}/visitor`)).json().visitorId as string;
    const res = await client.post(`/api/chat/${businessId}`, { message, visitorId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { response: string; answered: boolean; sources: { title: string; url: string | null }[] };
  }

  it('answers from a linked PDF and a linked Word file, and names each as the source with its link', async () => {
    const insurance = await ask('Which insurance companies are you in network with?', 1);
    expect(insurance.answered).toBe(true);
    expect(insurance.response).toContain('Evergreen Mutual');
    expect(insurance.sources).toContainEqual({
      title: 'Insurance and payment policy (PDF)',
      url: `${site.origin}/docs/insurance-policy.pdf`,
    });

    const firstVisit = await ask('How long will my very first appointment take?', 2);
    expect(firstVisit.answered).toBe(true);
    expect(firstVisit.response).toContain('75 minutes');
    expect(firstVisit.sources).toContainEqual({ title: 'New patient guide', url: `${site.origin}/docs/new-patient-guide.docx` });
  });
});
