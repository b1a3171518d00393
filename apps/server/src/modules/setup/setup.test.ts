import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, usageRecords } from '../../db/schema.ts';
import { createTestApp, newAccount, registerOwnerWithBusiness, registerVerified } from '../../../test/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const profile = {
  agentBio: 'Zoë greets every patient of Brightsmile Family Dental.',
  agentSkills: ['Scheduling', 'Insurance questions'],
  agentResponsibilities: ['Book appointments'],
  agentExperience: 'Five years at the front desk.',
  agentTools: ['Dentrix'],
};

async function ownerWithBusiness(name = 'Brightsmile Family Dental') {
  const client = t.client();
  return { client, ...(await registerOwnerWithBusiness(client, 'setup', { name, agentTitle: 'Front Desk Coordinator' })) };
}

describe('subdomain suggestions', () => {
  it('suggests valid, available labels derived from the business', async () => {
    const { client, businessId } = await ownerWithBusiness();
    const res = await client.post('/api/subdomain/suggest', { businessId });
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json() as { suggestions: string[] };
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    for (const s of suggestions) expect(s).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
    expect(suggestions.some((s) => s.includes('brightsmile'))).toBe(true);
    for (const r of ['www', 'api', 'admin', 'app', 'mail']) expect(suggestions).not.toContain(r);
  });

  it('leaves out labels another business took, case-insensitively', async () => {
    const a = await ownerWithBusiness('Taken Dental');
    const first = (await a.client.post('/api/subdomain/suggest', { businessId: a.businessId })).json().suggestions[0];
    const b = await ownerWithBusiness('Taken Dental');
    await t.db.update(businesses).set({ subdomain: first.toUpperCase(), active: true }).where(eq(businesses.id, b.businessId));
    const again = (await a.client.post('/api/subdomain/suggest', { businessId: a.businessId })).json().suggestions as string[];
    expect(again).not.toContain(first);
  });

  it("answers 404 for another owner's business", async () => {
    const a = await ownerWithBusiness();
    const b = await ownerWithBusiness();
    expect((await b.client.post('/api/subdomain/suggest', { businessId: a.businessId })).statusCode).toBe(404);
  });
});

describe('profile generation', () => {
  it('generates each field, lists as lists, and records usage', async () => {
    const { client, businessId, userId } = await ownerWithBusiness();
    for (const field of ['agentBio', 'agentSkills', 'agentResponsibilities', 'agentExperience', 'agentTools']) {
      const res = await client.post(`/api/business/${businessId}/generate-profile`, {
        title: 'Front Desk Coordinator',
        industry: 'dental',
        businessName: 'Brightsmile Family Dental',
        field,
        context: '',
      });
      expect(res.statusCode, res.body).toBe(200);
      const value = res.json()[field];
      if (field === 'agentBio' || field === 'agentExperience') {
        expect(typeof value).toBe('string');
        expect(value.length).toBeGreaterThan(40);
      } else {
        expect(Array.isArray(value)).toBe(true);
        expect(value.length).toBeGreaterThanOrEqual(3);
      }
    }
    const rows = await t.db.select().from(usageRecords).where(eq(usageRecords.userId, userId));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.status === 'success' && r.model === 'builtin' && r.businessId === businessId)).toBe(true);
  });

  it('refuses an unknown field and another owner', async () => {
    const a = await ownerWithBusiness();
    const b = await ownerWithBusiness();
    expect((await a.client.post(`/api/business/${a.businessId}/generate-profile`, { field: 'password' })).statusCode).toBe(400);
    expect((await b.client.post(`/api/business/${a.businessId}/generate-profile`, { field: 'agentBio' })).statusCode).toBe(404);
  });
});

describe('complete setup', () => {
  it('saves the profile, the default theme and the subdomain, and activates the business', async () => {
    const { client, businessId } = await ownerWithBusiness();
    const res = await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain: `Smile-${businessId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      active: true,
      subdomain: `smile-${businessId}`,
      agentSkills: profile.agentSkills,
      chatTheme: { primaryColor: '#000000', secondaryColor: '#ffffff', fontFamily: 'Inter', borderRadius: 8 },
    });
    expect((await client.get('/api/business/current')).json().id).toBe(businessId);
    const pub = await t.client().get(`/api/business/by-subdomain?subdomain=smile-${businessId}`);
    expect(pub.statusCode).toBe(200);
  });

  it('gives every §5 message', async () => {
    const { client, businessId } = await ownerWithBusiness();
    const cases: [Record<string, unknown>, string][] = [
      [{ agentBio: '' }, 'Agent bio is required'],
      [{ agentSkills: [] }, 'At least one skill is required'],
      [{ agentResponsibilities: [] }, 'At least one responsibility is required'],
      [{ agentExperience: '  ' }, 'Agent experience is required'],
      [{ agentTools: [] }, 'At least one tool is required'],
      [{ subdomain: '' }, 'Please select a subdomain'],
    ];
    for (const [patch, message] of cases) {
      const res = await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain: 'valid-name', ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const missing = await client.post(`/api/business/${businessId}/setup`, { ...profile });
    expect(missing.json().message).toBe('Please select a subdomain');
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(row!.active).toBe(false);
  });

  it('refuses reserved and malformed subdomains and bad themes', async () => {
    const { client, businessId } = await ownerWithBusiness();
    for (const s of ['www', 'API', 'admin', 'mail', 'app']) {
      const res = await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain: s });
      expect(res.statusCode, s).toBe(400);
      expect(res.json().message).toMatch(/reserved/);
    }
    for (const s of ['-abc', 'abc-', 'a_b', 'ab', 'a'.repeat(64), 'xn--abc', 'bad.dot', 'spa ce', 'ünï']) {
      const res = await client.post(`/api/business/${businessId}/setup`, { ...profile, subdomain: s });
      expect(res.statusCode, s).toBe(400);
    }
    const theme = await client.post(`/api/business/${businessId}/setup`, {
      ...profile,
      subdomain: 'fine-name',
      chatTheme: { primaryColor: 'red; background:url(x)', secondaryColor: '#ffffff', fontFamily: 'Inter', borderRadius: 8 },
    });
    expect(theme.statusCode).toBe(400);
  });

  it('lets one of two owners racing for a subdomain win; the other gets 409', async () => {
    const a = await ownerWithBusiness();
    const b = await ownerWithBusiness();
    const name = `race-${a.businessId}`;
    const [ra, rb] = await Promise.all([
      a.client.post(`/api/business/${a.businessId}/setup`, { ...profile, subdomain: name }),
      b.client.post(`/api/business/${b.businessId}/setup`, { ...profile, subdomain: name.toUpperCase() }),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json().message).toBe('This subdomain is already taken. Please choose another one.');
    const winners = await t.db.select().from(businesses).where(eq(businesses.subdomain, name));
    expect(winners.length + (await t.db.select().from(businesses).where(eq(businesses.subdomain, name.toUpperCase()))).length).toBe(1);
  });

  it("answers 404 to another owner's setup and changes nothing", async () => {
    const a = await ownerWithBusiness();
    const b = await ownerWithBusiness();
    const res = await b.client.post(`/api/business/${a.businessId}/setup`, { ...profile, subdomain: `steal-${a.businessId}` });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, a.businessId));
    expect(row).toMatchObject({ active: false, subdomain: null, agentBio: null });
  });
});

describe('DNS failures', () => {
  it("roll the setup back and say 'DNS'", async () => {
    const failing = await createTestApp({}, t.database);
    // A provider outage: the publisher rejects.
    (failing.app.ctx as { dns: { publish: (s: string) => Promise<void> } }).dns = {
      publish: async () => {
        throw new (await import('./dns.ts')).DnsError('record could not be created');
      },
    };
    try {
      const client = failing.client();
      await registerVerified(client, newAccount('dns'));
      const id = (
        await client.post('/api/business', {
          name: 'Dns Fail Co',
          website: 'https://dns.example',
          industry: 'other',
          agentName: 'Al',
          agentTitle: 'Helper',
        })
      ).json().id;
      const res = await client.post(`/api/business/${id}/setup`, { ...profile, subdomain: `dnsfail-${id}` });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toContain('DNS');
      const [row] = await t.db.select().from(businesses).where(eq(businesses.id, id));
      expect(row).toMatchObject({ active: false, subdomain: null });
    } finally {
      await failing.app.close();
    }
  });
});
