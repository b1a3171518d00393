import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { usageRecords } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness } from '../../../test/app.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/support/fake-openai-server.ts';

/** The whole model path through the API: retrieval, prompt, streaming, failures and their usage rows. */
let fake: FakeOpenAiServer;
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: ReturnType<typeof t.client>;
let businessId: number;
let userId: number;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '1000' });
  owner = t.client();
  ({ userId, businessId } = await registerOwnerWithBusiness(owner, 'model', {
    name: 'Alder Valley HVAC',
    website: 'https://alder.example',
    industry: 'hvac',
    agentName: 'Sam',
    agentTitle: 'Service Coordinator',
  }));
  await uploadFile(
    owner,
    businessId,
    'services.txt',
    'Emergency furnace repair is available 24/7. A standard service call costs $129 and includes a full safety inspection.',
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const lastUsage = async () =>
  (await t.db.select().from(usageRecords).where(eq(usageRecords.userId, userId)).orderBy(desc(usageRecords.id)).limit(1))[0];

describe('model engine through the API', () => {
  it('says which engine is active', async () => {
    const meta = (await t.client().get('/api/meta')).json();
    expect(meta.engine).toMatchObject({ kind: 'openai-compatible', model: 'fake-model' });
    expect(meta.engine.label).toContain('fake-model');
  });

  it("puts the business context and the business's passages in the prompt", async () => {
    fake.reply = 'Sam keeps every furnace call on schedule for Alder Valley HVAC.';
    const res = await owner.post(`/api/business/${businessId}/generate-profile`, { field: 'agentBio' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agentBio).toBe('Sam keeps every furnace call on schedule for Alder Valley HVAC.');
    const prompt = JSON.stringify(fake.requests.at(-1)!.body);
    expect(prompt).toContain('Alder Valley HVAC');
    expect(prompt).toContain('Service Coordinator');
    expect(prompt).toContain('$129');
    expect(await lastUsage()).toMatchObject({
      status: 'success',
      model: 'fake-model',
      endpoint: 'generate-profile:agentBio',
      tokensUsed: 333,
    });
  });

  it('streams a chat answer from the passages', async () => {
    expect(
      (
        await owner.post(`/api/business/${businessId}/setup`, {
          agentBio: 'b',
          agentSkills: ['s'],
          agentResponsibilities: ['r'],
          agentExperience: 'e',
          agentTools: ['t'],
          subdomain: `alder-${businessId}`,
        })
      ).statusCode,
    ).toBe(200);
    fake.reply = 'A standard service call costs $129 [1].';
    const visitor = t.client('10.77.0.1');
    const { visitorId } = (await visitor.post(`/api/chat/${businessId}/visitor`)).json();
    const res = await visitor.post(`/api/chat/${businessId}/stream`, { message: 'How much is a service call?', visitorId });
    const events = res.body.split('\n\n').filter(Boolean);
    expect(events.filter((e) => e.startsWith('event: token')).length).toBeGreaterThan(1);
    const done = JSON.parse(events.at(-1)!.split('data: ')[1]!);
    expect(done.response).toContain('$129');
    expect(done.sources[0].title).toBe('services.txt');
    const body = JSON.stringify(fake.requests.at(-1)!.body);
    expect(body).toContain('"stream":true');
    expect(body).toContain('Emergency furnace repair');
  });

  it('turns a provider 500 into a clear 502 and records the failure', async () => {
    fake.behaviour = 'error500';
    const res = await owner.post(`/api/business/${businessId}/generate-profile`, { field: 'agentExperience' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/AI provider/i);
    expect(fake.requests.length).toBeLessThanOrEqual(3);
    expect(await lastUsage()).toMatchObject({ status: 'provider', endpoint: 'generate-profile:agentExperience' });
  });

  it('gives up on a hanging provider after the timeout with 504, and records it', async () => {
    fake.behaviour = 'hang';
    const started = Date.now();
    const res = await owner.post(`/api/business/${businessId}/generate-profile`, { field: 'agentBio' });
    expect(res.statusCode).toBe(504);
    expect(res.json().message).toMatch(/did not answer/i);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await lastUsage()).toMatchObject({ status: 'timeout' });
  });

  it('reports a malformed answer clearly and records it', async () => {
    fake.behaviour = 'malformed';
    const res = await owner.post(`/api/business/${businessId}/generate-profile`, { field: 'agentSkills' });
    expect([502, 504]).toContain(res.statusCode);
    expect(res.json().message.length).toBeGreaterThan(10);
    expect((await lastUsage())!.status).not.toBe('success');
  });
});
