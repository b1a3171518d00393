import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SETUP_MESSAGES } from '@staffwright/contract';
import { businesses } from '../../db/schema.ts';
import { createBusiness, createTestApp, newAccount, openVerificationLink, type TestClient } from '../../../test/app.ts';
import { embedAncestors } from '../embed/routes.ts';

/**
 * Issue 17 row 5: publishing an agent — completing its setup, letting other sites embed its chat —
 * needs a verified email address (decision 024). Against the real app and database.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const profile = {
  agentBio: 'Zoë welcomes every patient.',
  agentSkills: ['Scheduling'],
  agentResponsibilities: ['Book appointments'],
  agentExperience: 'Five years at the front desk.',
  agentTools: ['Dentrix'],
};

/** A freshly registered owner (not verified yet) with one business. */
async function unverifiedOwner(): Promise<{ client: TestClient; email: string; businessId: number }> {
  const client = t.client();
  const acct = newAccount('unverified');
  const res = await client.post('/api/register', acct);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().user.emailVerified).toBe(false);
  const { id } = await createBusiness(client);
  return { client, email: acct.email, businessId: id };
}

const businessRow = async (id: number) => (await t.db.select().from(businesses).where(eq(businesses.id, id)))[0]!;

describe('an owner whose email address is not verified', () => {
  it('cannot complete setup: 403 with the reason, and the business is left exactly as it was', async () => {
    const { client, businessId } = await unverifiedOwner();
    const before = await businessRow(businessId);
    const subdomain = `gate-${businessId}`;
    const res = await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Please verify your email address before publishing your agent.', code: 'email_unverified' });
    expect(SETUP_MESSAGES.verifyEmailFirst).toBe(res.json().message);
    expect(await businessRow(businessId)).toEqual(before);
    expect(before).toMatchObject({ active: false, subdomain: null, agentBio: null });
    // Nothing public: no agent page, no widget, no chat.
    expect((await t.client().get(`/api/business/by-subdomain?subdomain=${subdomain}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/embed/${businessId}`)).statusCode).toBe(404);
    expect((await t.client().post(`/api/chat/${businessId}/visitor`)).statusCode).toBe(404);
  });

  it('cannot let other sites embed the chat', async () => {
    const { client, businessId } = await unverifiedOwner();
    const res = await client.request({
      method: 'PUT',
      url: `/api/business/${businessId}/embed`,
      json: { origins: ['https://shop.example'] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: SETUP_MESSAGES.verifyEmailFirst, code: 'email_unverified' });
    expect((await businessRow(businessId)).embedOrigins).toEqual([]);
  });

  it("still gets 404 for someone else's business (the gate reveals nothing)", async () => {
    const other = await unverifiedOwner();
    const { client } = await unverifiedOwner();
    const res = await client.post(`/api/business/${other.businessId}/setup`, { ...profile, subdomain: `notmine-${other.businessId}` });
    expect(res.statusCode).toBe(404);
  });

  it('publishes once the mailed link is opened: setup, agent page, widget, chat and embedding all work', async () => {
    const { client, email, businessId } = await unverifiedOwner();
    const subdomain = `verified-${businessId}`;
    expect((await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain })).statusCode).toBe(403);
    await openVerificationLink(client, email);
    expect((await client.get('/api/user')).json().emailVerified).toBe(true);

    const res = await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: true, subdomain });
    expect((await t.client().get(`/api/business/by-subdomain?subdomain=${subdomain}`)).statusCode).toBe(200);
    expect((await t.client().get(`/api/embed/${businessId}`)).statusCode).toBe(200);
    expect((await t.client().post(`/api/chat/${businessId}/visitor`)).statusCode).toBe(201);
    const embed = await client.request({
      method: 'PUT',
      url: `/api/business/${businessId}/embed`,
      json: { origins: ['https://shop.example'] },
    });
    expect(embed.statusCode, embed.body).toBe(200);
    expect(await embedAncestors(t.db, businessId)).toEqual(['https://shop.example']);
  });
});

describe('an agent activated before the rule, whose owner is still unverified', () => {
  it('answers as unpublished everywhere the public reaches it, until the owner verifies', async () => {
    const { client, email, businessId } = await unverifiedOwner();
    const subdomain = `legacy-${businessId}`;
    // As data from before this rule holds it: active, with a subdomain and allowed sites.
    await t.db
      .update(businesses)
      .set({ ...profile, active: true, activatedAt: new Date(), subdomain, embedOrigins: ['https://shop.example'] })
      .where(eq(businesses.id, businessId));
    const visitor = t.client();
    expect((await visitor.get(`/api/business/by-subdomain?subdomain=${subdomain}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/embed/${businessId}`)).statusCode).toBe(404);
    expect((await visitor.post(`/api/chat/${businessId}/visitor`)).statusCode).toBe(404);
    expect((await visitor.post(`/api/chat/${businessId}`, { message: 'Hello?', visitorId: 'A'.repeat(22) })).statusCode).toBe(404);
    // The widget's frame may be shown by no site.
    expect(await embedAncestors(t.db, businessId)).toBeNull();

    await openVerificationLink(client, email);
    expect((await visitor.get(`/api/business/by-subdomain?subdomain=${subdomain}`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/embed/${businessId}`)).statusCode).toBe(200);
    const started = await visitor.post(`/api/chat/${businessId}/visitor`);
    expect(started.statusCode).toBe(201);
    const reply = await visitor.post(`/api/chat/${businessId}`, { message: 'Hello?', visitorId: started.json().visitorId });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await embedAncestors(t.db, businessId)).toEqual(['https://shop.example']);
  });
});
