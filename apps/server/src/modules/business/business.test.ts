import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, sessions, users } from '../../db/schema.ts';
import { createTestApp, newAccount, registerVerified, type TestClient } from '../../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const form = {
  name: 'Brightsmile Family Dental',
  website: 'https://brightsmile.example',
  industry: 'Dental',
  agentName: 'Zoë',
  agentTitle: 'Front Desk Coordinator',
};

/** A verified owner: the public lookups below only show a verified owner's published business. */
async function owner(): Promise<{ client: TestClient; acct: ReturnType<typeof newAccount>; id: number }> {
  const client = t.client();
  return { client, ...(await registerVerified(client, newAccount('owner'))) };
}

async function publish(id: number, subdomain: string, activatedAt = new Date()) {
  await t.db.update(businesses).set({ active: true, subdomain, activatedAt, agentBio: 'Hello' }).where(eq(businesses.id, id));
}

describe('business API', () => {
  it('creates a business, storing industry in lower case, and lists it for its owner only', async () => {
    const a = await owner();
    const b = await owner();
    const res = await a.client.post('/api/business', form);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: form.name,
      industry: 'dental',
      active: false,
      subdomain: null,
      agentName: 'Zoë',
      agentSkills: [],
    });
    expect(created.chatTheme).toEqual({ primaryColor: '#000000', secondaryColor: '#ffffff', fontFamily: 'Inter', borderRadius: 8 });
    expect((await a.client.get('/api/business')).json().map((x: { id: number }) => x.id)).toEqual([created.id]);
    expect((await b.client.get('/api/business')).json()).toEqual([]);
  });

  it('gives each §5 message', async () => {
    const { client } = await owner();
    const cases: [Record<string, string>, string][] = [
      [{ name: 'A' }, 'Business name is required'],
      [{ website: 'not a url' }, 'Invalid website URL'],
      [{ industry: '' }, 'Industry is required'],
      [{ agentName: 'Z' }, 'Agent name is required'],
      [{ agentTitle: '' }, 'Agent title is required'],
    ];
    for (const [patch, message] of cases) {
      const res = await client.post('/api/business', { ...form, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await client.post('/api/business', { ...form, industry: 'Astrology' })).json().message).toBe('Industry is required');
    expect((await client.get('/api/business')).json()).toEqual([]);
  });

  it('never stores ownerId, active or subdomain from the payload', async () => {
    const a = await owner();
    const b = await owner();
    for (const extra of [{ ownerId: b.id }, { active: true }, { subdomain: 'stolen' }]) {
      const res = await a.client.post('/api/business', { ...form, ...extra });
      expect(res.statusCode).toBe(400);
    }
    expect(await t.db.select().from(businesses).where(eq(businesses.ownerId, b.id))).toHaveLength(0);
    expect((await a.client.get('/api/business')).json()).toEqual([]);
  });

  it("answers 404 to another owner on every one of a business's routes, and 400 to a bad id", async () => {
    const a = await owner();
    const b = await owner();
    const id = (await a.client.post('/api/business', form)).json().id;
    expect((await a.client.get(`/api/business/${id}`)).statusCode).toBe(200);
    const other = await b.client.get(`/api/business/${id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Business not found');
    expect((await b.client.get('/api/business/999999')).json()).toEqual(other.json());
    for (const bad of ['abc', '0', '-1', '1.5', '0x10', '99999999999']) {
      const res = await a.client.get(`/api/business/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('Invalid business ID');
    }
  });

  it('refuses signed-out visitors', async () => {
    const anon = t.client();
    expect((await anon.get('/api/business')).statusCode).toBe(401);
    expect((await anon.post('/api/business', form)).statusCode).toBe(401);
    expect((await anon.get('/api/business/current')).statusCode).toBe(401);
    expect((await anon.get('/api/business/1')).statusCode).toBe(401);
  });

  it('current is the most recently set-up active business', async () => {
    const a = await owner();
    const none = await a.client.get('/api/business/current');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No active business found. Please complete the setup process.');
    const first = (await a.client.post('/api/business', form)).json().id;
    const second = (await a.client.post('/api/business', { ...form, name: 'Second Clinic' })).json().id;
    // Explicit times: two updates can land in the same millisecond.
    await publish(second, `second-${second}`, new Date(Date.now() - 60_000));
    await publish(first, `first-${first}`, new Date());
    expect((await a.client.get('/api/business/current')).json().id).toBe(first);
  });

  it('by-subdomain shows visitors only public fields of active businesses', async () => {
    const a = await owner();
    const id = (await a.client.post('/api/business', form)).json().id;
    const anon = t.client();
    expect((await anon.get(`/api/business/by-subdomain?subdomain=smile${id}`)).statusCode).toBe(404);
    await publish(id, `smile${id}`);
    const res = await anon.get(`/api/business/by-subdomain?subdomain=SMILE${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, name: form.name, agentName: 'Zoë', active: true });
    for (const key of ['ownerId', 'owner_id', 'website', 'email', 'createdAt']) expect(body).not.toHaveProperty(key);
    expect(JSON.stringify(body)).not.toContain(a.acct.email);
    await t.db.update(businesses).set({ active: false }).where(eq(businesses.id, id));
    expect((await anon.get(`/api/business/by-subdomain?subdomain=smile${id}`)).statusCode).toBe(404);
    expect((await anon.get('/api/business/by-subdomain')).statusCode).toBe(400);
  });

  it('deleting an account removes its businesses and sessions', async () => {
    const a = await owner();
    await a.client.post('/api/business', form);
    expect((await a.client.delete('/api/account', { password: a.acct.password })).statusCode).toBe(200);
    expect(await t.db.select().from(businesses).where(eq(businesses.ownerId, a.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, a.id))).toHaveLength(0);
    expect(await t.db.select().from(users).where(eq(users.id, a.id))).toHaveLength(0);
  });
});
