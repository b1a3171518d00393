import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OwnerIdentity, PublicAgentPage } from '@staffwright/contract';
import { businesses } from '../../db/schema.ts';
import { createTestApp, registerOwnerWithBusiness, type TestClient } from '../../../test/app.ts';
import { serveFixtureSite } from '../../../test/fixture-site.ts';
import { crawlAndWait } from '../../../test/crawls.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { chooseStarterQuestions } from '../chat/starters.ts';

/**
 * The business's identity on its public page and the chat's starter questions (issue 18, decision
 * 028), through the HTTP API on a real database, with a real crawl of a small site.
 */

const HOME = `<!doctype html><html><head><title>Kestrel Ridge Veterinary Clinic</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'VeterinaryCare',
  name: 'Kestrel Ridge Veterinary Clinic',
  telephone: '(541) 555-0142',
  email: 'hello@kestrelridgevet.example',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '418 Millrace Road',
    addressLocality: 'Ashby Crossing',
    addressRegion: 'OR',
    postalCode: '97999',
  },
  openingHours: ['Mo-Fr 08:00-18:00', 'Sa 09:00-13:00'],
})}</script></head>
<body><header><a href="/faq.html">Questions</a></header>
<main><h1>Kestrel Ridge Veterinary Clinic</h1><p>Caring for dogs, cats and small animals in Ashby Crossing since 1998.
We offer wellness exams, vaccinations, dental care and surgery, with a friendly team of four vets.</p></main>
<footer>Kestrel Ridge Veterinary Clinic · 418 Millrace Road, Ashby Crossing, OR 97999 · (541) 555-0142</footer></body></html>`;
const FAQ_PAGE = `<!doctype html><html><head><title>Questions | Kestrel Ridge</title></head><body><main>
<h1>Frequently asked questions</h1>
<h2>Do you see exotic pets?</h2><p>We see rabbits, guinea pigs and ferrets, but not reptiles or birds.</p>
<h2>How much is a wellness exam?</h2><p>A wellness exam costs $65 for dogs and cats.</p>
<h2>Can I bring my dog without an appointment?</h2><p>Yes, for emergencies. Please call ahead if you can.</p>
<h2>Where do I park?</h2><p>Our lot behind the clinic is free.</p>
<h2>Do you offer payment plans?</h2><p>Yes, through CareCredit.</p>
</main><footer>418 Millrace Road, Ashby Crossing, OR 97999 · (541) 555-0142</footer></body></html>`;

let t: Awaited<ReturnType<typeof createTestApp>>;
let site: Awaited<ReturnType<typeof serveFixtureSite>>;

beforeAll(async () => {
  t = await createTestApp({ CRAWL_ALLOW_PRIVATE: 'true' });
  // The fixture server with a site of two pages of its own (no sitemap: the crawl follows the link).
  site = await serveFixtureSite(
    new Map([
      ['/', HOME],
      ['/faq.html', FAQ_PAGE],
      ['/sitemap.xml', ''],
      ['/robots.txt', ''],
    ]),
  );
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const put = (client: TestClient, id: number, json: Record<string, unknown>) =>
  client.request({ method: 'PUT', url: `/api/business/${id}/identity`, json });

const EMPTY = { description: null, phone: null, email: null, address: null, hours: [], logoUrl: null };

async function owner(prefix = 'identity') {
  const client = t.client();
  const { businessId } = await registerOwnerWithBusiness(client, prefix, { name: 'Kestrel Ridge Veterinary Clinic' });
  return { client, businessId };
}

async function publish(id: number, subdomain: string) {
  await t.db.update(businesses).set({ active: true, subdomain, activatedAt: new Date(), agentBio: 'Hello' }).where(eq(businesses.id, id));
}

const storedIdentity = async (id: number) =>
  (await t.db.select({ identity: businesses.identity }).from(businesses).where(eq(businesses.id, id)))[0]!.identity;

/** The business trained on the crawled site: the tests below run in order on it. */
let crawled: { client: TestClient; businessId: number };

describe('the business identity', () => {
  it('is prefilled from the crawled website (contact card and JSON-LD hours), each value marked as the website’s', async () => {
    crawled = await owner();
    const run = await crawlAndWait(crawled.client, crawled.businessId, site.url);
    expect(run.status, JSON.stringify(run)).toBe('done');
    const res = await crawled.client.get(`/api/business/${crawled.businessId}/identity`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as OwnerIdentity;
    const website = {
      phone: '(541) 555-0142',
      email: 'hello@kestrelridgevet.example',
      address: '418 Millrace Road, Ashby Crossing, OR 97999',
      hours: ['Mon–Fri 08:00–18:00', 'Sat 09:00–13:00'],
    };
    expect(body.website).toEqual(website);
    expect(body.identity).toEqual({ ...EMPTY, ...website });
    expect(body.fromWebsite.sort()).toEqual(['address', 'email', 'hours', 'phone']);
  });

  it('keeps following the website for values saved unchanged; a changed or cleared value is the owner’s', async () => {
    const { client, businessId } = crawled;
    const current = ((await client.get(`/api/business/${businessId}/identity`)).json() as OwnerIdentity).identity;
    const res = await put(client, businessId, {
      ...current,
      description: '  Friendly vets for dogs, cats and small animals.  ',
      phone: '+1 541 555 0199',
      address: '',
      logoUrl: 'https://kestrelridgevet.example/logo.png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OwnerIdentity;
    expect(body.identity).toEqual({
      description: 'Friendly vets for dogs, cats and small animals.',
      phone: '+1 541 555 0199',
      email: 'hello@kestrelridgevet.example',
      address: null,
      hours: ['Mon–Fri 08:00–18:00', 'Sat 09:00–13:00'],
      logoUrl: 'https://kestrelridgevet.example/logo.png',
    });
    expect(body.fromWebsite.sort()).toEqual(['email', 'hours']);
    // Only the owner's own values are stored: email and hours follow the next crawl.
    expect(await storedIdentity(businessId)).toEqual({
      description: 'Friendly vets for dogs, cats and small animals.',
      phone: '+1 541 555 0199',
      address: null,
      logoUrl: 'https://kestrelridgevet.example/logo.png',
    });
    expect((await client.get(`/api/business/${businessId}/identity`)).json()).toEqual(body);
  });

  it('shows visitors the identity on the public page, once published', async () => {
    const { businessId } = crawled;
    const visitor = t.client();
    expect((await visitor.get('/api/business/by-subdomain?subdomain=kestrel-ridge')).statusCode).toBe(404);
    await publish(businessId, 'kestrel-ridge');
    const res = await visitor.get('/api/business/by-subdomain?subdomain=Kestrel-Ridge');
    expect(res.statusCode).toBe(200);
    const page = res.json() as PublicAgentPage;
    expect(page.identity).toMatchObject({ phone: '+1 541 555 0199', email: 'hello@kestrelridgevet.example', address: null });
    expect(page.identity.hours).toHaveLength(2);
    // Still nothing an owner keeps private.
    expect(Object.keys(page)).not.toContain('website');
  });

  it('is what the agent answers from: the website’s opening hours, the owner’s phone over the website’s', async () => {
    const { businessId } = crawled;
    const visitor = t.client('10.7.0.1');
    const visitorId = (await visitor.post(`/api/chat/${businessId}/visitor`)).json().visitorId as string;
    const ask = async (message: string) => {
      const res = await visitor.post(`/api/chat/${businessId}`, { message, visitorId });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { response: string; answered: boolean };
    };
    // The hours come from the site's JSON-LD only: the crawled contact card carries them.
    const hours = await ask('what time are you open on saturday?');
    expect(hours.answered, hours.response).toBe(true);
    expect(hours.response).toContain('Sat 09:00–13:00');
    // The owner changed the phone number: the agent gives theirs, never the site's old one.
    const phone = await ask("what's your phone number?");
    expect(phone.response).toContain('+1 541 555 0199');
    expect(phone.response).not.toContain('555-0142');
    // A question the material does not answer sends the visitor to the owner's number too.
    const unknown = await ask('do you sell horse saddles?');
    expect(unknown.answered).toBe(false);
    expect(unknown.response).toContain('+1 541 555 0199');
  });

  it('answers 404 for another owner’s business and 401 without a session, and changes nothing', async () => {
    const other = await owner('stranger');
    const before = await storedIdentity(crawled.businessId);
    expect((await other.client.get(`/api/business/${crawled.businessId}/identity`)).statusCode).toBe(404);
    const res = await put(other.client, crawled.businessId, { ...EMPTY, description: 'Mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Business not found');
    expect((await put(t.client(), crawled.businessId, EMPTY)).statusCode).toBe(401);
    expect((await t.client().get(`/api/business/${crawled.businessId}/identity`)).statusCode).toBe(401);
    expect(await storedIdentity(crawled.businessId)).toEqual(before);
  });

  it('refuses bad values with a clear message naming the field, writing nothing', async () => {
    const { client, businessId } = await owner();
    await put(client, businessId, { ...EMPTY, description: 'Before' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'hello@' }, 'email', 'Enter an email address, like hello@example.com'],
      [{ phone: 'call us' }, 'phone', 'Enter a phone number with its digits, like +1 802 555 0142'],
      [{ phone: '12' }, 'phone', 'Enter a phone number with its digits, like +1 802 555 0142'],
      [{ logoUrl: 'http://kestrel.example/logo.png' }, 'logoUrl', 'Logo must be a web address starting with https://'],
      [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl', 'Logo must be a web address starting with https://'],
      [{ description: 'x'.repeat(301) }, 'description', 'Description must be at most 300 characters'],
      [{ hours: Array.from({ length: 15 }, (_, i) => `Day ${i}`) }, 'hours', 'Opening hours: at most 14 lines of up to 80 characters'],
      [{ hours: ['x'.repeat(81)] }, 'hours.0', 'Opening hours: at most 14 lines of up to 80 characters'],
    ];
    for (const [patch, field, message] of cases) {
      // A good description beside the bad field: nothing of the request is stored.
      const res = await put(client, businessId, { ...EMPTY, description: 'After', ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fields[field]).toBe(message);
    }
    expect((await put(client, businessId, { description: 'Only this' })).statusCode).toBe(400);
    expect((await put(client, businessId, { ...EMPTY, extra: 1 })).statusCode).toBe(400);
    expect(await storedIdentity(businessId)).toEqual({ description: 'Before', logoUrl: null });
    const ok = await put(client, businessId, { ...EMPTY, hours: ['Mon–Fri 9–5', '', '  Sat by appointment  '] });
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as OwnerIdentity).identity.hours).toEqual(['Mon–Fri 9–5', 'Sat by appointment']);
    expect((ok.json() as OwnerIdentity).website).toBeNull();
  });
});

describe('starter questions', () => {
  it('come from the FAQ of the business’s own pages, four at most', async () => {
    const res = await t.client().get(`/api/chat/${crawled.businessId}/starters`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      questions: [
        'Do you see exotic pets?',
        'How much is a wellness exam?',
        'Can I bring my dog without an appointment?',
        'Where do I park?',
      ],
    });
  });

  it('follow the business’s material: a new document is read, a deleted one forgotten; unpublished is 404', async () => {
    const { client, businessId } = await owner('starters');
    expect((await t.client().get(`/api/chat/${businessId}/starters`)).statusCode).toBe(404);
    await publish(businessId, 'starter-vets');
    expect((await t.client().get(`/api/chat/${businessId}/starters`)).json()).toEqual({ questions: [] });
    // Section headings, then generic questions for what is known.
    const guide =
      '# New clients\n\n## Vaccination schedule\n\nPuppies get their first shots at eight weeks.\n\n## Dental care\n\nWe clean teeth under anaesthetic.\n';
    const up = await uploadFile(client, businessId, 'guide.md', guide);
    expect(up.statusCode, up.body).toBe(201);
    await put(client, businessId, { ...EMPTY, hours: ['Mon–Fri 8:00–18:00'] });
    expect((await t.client().get(`/api/chat/${businessId}/starters`)).json().questions).toEqual([
      'Tell me about vaccination schedule',
      'Tell me about dental care',
      'What are your opening hours?',
    ]);
    const faq = await uploadFile(client, businessId, 'faq.txt', 'Q: Do you make house calls?\nA: Yes, within ten miles of the clinic.\n');
    expect(faq.statusCode, faq.body).toBe(201);
    expect((await t.client().get(`/api/chat/${businessId}/starters`)).json().questions[0]).toBe('Do you make house calls?');
    expect((await client.delete(`/api/training-data/${faq.json().id}`)).statusCode).toBe(200);
    expect((await t.client().get(`/api/chat/${businessId}/starters`)).json().questions[0]).toBe('Tell me about vaccination schedule');
  });

  it('leave out careers and legal pages, unanswered questions, and repeats', () => {
    const identity = { ...EMPTY, phone: '555 0142 22' };
    const questions = chooseStarterQuestions({
      identity,
      passages: [
        { title: 'Careers – Kestrel', url: 'https://k.example/careers.html', content: 'Q: Are you hiring vets?\nA: Yes, apply online.' },
        {
          title: 'FAQ',
          url: 'https://k.example/faq',
          content: 'Q: What should I bring?\nA: Vaccination records.\n\nQ: What should I bring?\nA: Again.',
        },
        { title: 'FAQ', url: 'https://k.example/faq', content: 'Is this a question with no answer under it?' },
      ],
    });
    expect(questions).toEqual(['What should I bring?', 'How can I contact you?']);
  });
});
