import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { SETUP_MESSAGES } from '@staffwright/contract';
import { businesses } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, type TestClient } from '../../../test/app.ts';
import { isReservedSubdomain, RESERVED_SUBDOMAINS, SUBDOMAIN_MIN_LENGTH } from '../answering/index.ts';

/** Issue 17, row 8: no owner can claim a label of our infrastructure, accounts or brand. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: { client: TestClient; businessId: number };
beforeAll(async () => {
  t = await createTestApp();
  const client = t.client('198.51.100.77');
  owner = { client, ...(await registerOwnerWithBusiness(client, 'reserved')) };
});
afterAll(async () => t?.close());

const profile = {
  agentBio: 'Zoë greets every patient of Brightsmile Family Dental.',
  agentSkills: ['Scheduling'],
  agentResponsibilities: ['Book appointments'],
  agentExperience: 'Five years at the front desk.',
  agentTools: ['Dentrix'],
};

/** The words issue 17 names, each of which must be on the list. */
const NAMED = [
  'www',
  'api',
  'admin',
  'mail',
  'origin',
  'cdn',
  'static',
  'status',
  'login',
  'support',
  'app',
  'auth',
  'billing',
  'blog',
  'dashboard',
  'docs',
  'help',
  'smtp',
  'imap',
  'ftp',
  'ns1',
  'ns2',
  'staging',
  'dev',
  'test',
  'staffwright',
];

describe('reserved subdomains', () => {
  it('lists every word the issue names', () => {
    for (const w of NAMED) expect(RESERVED_SUBDOMAINS.has(w), w).toBe(true);
  });

  it('reserves numbered infrastructure hosts and anything naming the product, and no ordinary business name', () => {
    for (const s of ['www4', 'ns5', 'mx3', 'cdn12', 'origin-2', 'api2', 'staffwright-support', 'login-staffwright', 'mystaffwright'])
      expect(isReservedSubdomain(s), s).toBe(true);
    for (const s of [
      'brightsmile',
      'brightsmile-dental',
      'joes-pizza',
      'originals-bakery',
      'cdn-plumbing',
      'statusquo-salon',
      'web-design-co',
    ])
      expect(isReservedSubdomain(s), s).toBe(false);
  });

  it('refuses every listed word at setup, in any case, and stores nothing', async () => {
    const words = [...RESERVED_SUBDOMAINS];
    expect(words.length).toBeGreaterThan(300);
    for (const word of words) {
      for (const subdomain of [word, word.toUpperCase()]) {
        const res = await owner.client.post(`/api/business/${owner.businessId}/setup`, { ...profile, subdomain });
        expect(res.statusCode, subdomain).toBe(400);
        // Labels too short for any owner fail the format rule first.
        const message = word.length < SUBDOMAIN_MIN_LENGTH ? SETUP_MESSAGES.subdomainFormat : SETUP_MESSAGES.subdomainReserved;
        expect(res.json(), subdomain).toMatchObject({ message, fields: { subdomain: message } });
      }
    }
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, owner.businessId));
    expect(row).toMatchObject({ subdomain: null, active: false, agentBio: null });
    expect(await t.db.select().from(businesses).where(isNotNull(businesses.subdomain))).toHaveLength(0);
  });

  it('still publishes under an ordinary name', async () => {
    const res = await owner.client.post(`/api/business/${owner.businessId}/setup`, { ...profile, subdomain: 'originals-bakery' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subdomain).toBe('originals-bakery');
  });
});
