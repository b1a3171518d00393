import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  TEMPLATE_CATEGORIES,
  TEMPLATE_INDUSTRIES,
  TEMPLATE_JOB_TITLES,
  templateCategoriesFor,
  templateJobTitlesFor,
  type Template,
} from '@staffwright/contract';
import { businesses, passages, templateDownloads, templateLikes, templates, trainingSources } from '../../db/schema.ts';
import { createTestApp, newAccount, type TestClient } from '../../../test/app.ts';
import { SEED_MIGRATION } from '../../../scripts/generate-template-seed.ts';
import { templateSeedSql } from '../../../scripts/template-seed/build.ts';
import { starterKnowledgeName, TEMPLATE_WEBSITE_PLACEHOLDER } from './service.ts';
import { searchPassages } from '../retrieval/index.ts';
import { businessContext } from '../setup/service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function owner(): Promise<{ client: TestClient; id: number }> {
  const client = t.client();
  const res = await client.post('/api/register', newAccount('tpl'));
  expect(res.statusCode).toBe(201);
  return { client, id: res.json().user.id };
}

async function list(client: TestClient, query: string): Promise<Template[]> {
  const res = await client.get(`/api/templates${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function row(id: number) {
  const [r] = await t.db.select().from(templates).where(eq(templates.id, id));
  return r!;
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe('catalogue seed', () => {
  it('has a complete template for every industry × allowed category × job title, and none elsewhere', async () => {
    const rows = await t.db.select().from(templates);
    let combos = 0;
    for (const { value: industry } of TEMPLATE_INDUSTRIES) {
      for (const { value: category } of TEMPLATE_CATEGORIES) {
        const here = rows.filter((r) => r.industry === industry && r.category === category);
        const titles = templateJobTitlesFor(industry, category);
        if (!templateCategoriesFor(industry).some((c) => c.value === category)) {
          expect(here, `${industry} × ${category}`).toEqual([]);
          continue;
        }
        expect(titles.length, `${industry} × ${category}`).toBeGreaterThanOrEqual(4);
        expect(titles.length).toBeLessThanOrEqual(6);
        for (const title of titles) {
          combos += 1;
          expect(here.filter((r) => r.jobTitle === title).length, `${industry} × ${category} × ${title}`).toBeGreaterThanOrEqual(1);
        }
        expect(here.every((r) => titles.includes(r.jobTitle))).toBe(true);
      }
    }
    expect(rows.length).toBeGreaterThanOrEqual(combos);
    for (const r of rows) {
      for (const text of [r.name, r.description, r.agentName, r.agentTitle, r.agentBio, r.agentExperience])
        expect(text.trim().length, r.slug).toBeGreaterThan(1);
      for (const items of [r.agentSkills, r.agentResponsibilities, r.agentTools]) expect(items.length, r.slug).toBeGreaterThanOrEqual(3);
      // FAQ style: several questions, each on its own line with its answer below.
      expect(r.knowledge.match(/\?\n\S/g)?.length ?? 0, r.slug).toBeGreaterThanOrEqual(5);
    }
    const priced = rows.filter((r) => r.priceCents > 0).length;
    expect(priced).toBeGreaterThan(0);
    expect(priced).toBeLessThan(rows.length / 4);
  });

  it('offers Receptionist only for dental and Reception Desk only for the other four (SPEC §3)', () => {
    expect(TEMPLATE_CATEGORIES.find((c) => c.value === 'receptionist')!.industries).toEqual(['dental']);
    expect(TEMPLATE_CATEGORIES.find((c) => c.value === 'reception-desk')!.industries).toEqual(['hvac', 'medical', 'legal', 'technology']);
    for (const c of ['customer-service', 'appointment-setting', 'lead-generation', 'answering-service']) {
      expect(TEMPLATE_CATEGORIES.find((x) => x.value === c)!.industries).toEqual(TEMPLATE_INDUSTRIES.map((i) => i.value));
    }
    expect(Object.keys(TEMPLATE_JOB_TITLES.dental)).not.toContain('reception-desk');
    for (const i of ['hvac', 'medical', 'legal', 'technology'] as const)
      expect(Object.keys(TEMPLATE_JOB_TITLES[i])).not.toContain('receptionist');
  });

  it('is the generator’s output, byte for byte', () => {
    expect(readFileSync(SEED_MIGRATION, 'utf8')).toBe(templateSeedSql());
  });
});

describe('GET /api/templates', () => {
  it('is public and applies the category rules of §3', async () => {
    const visitor = t.client();
    const dental = await list(visitor, q({ industry: 'dental', category: 'receptionist' }));
    expect(dental.length).toBe(TEMPLATE_JOB_TITLES.dental.receptionist!.length);
    expect(dental.every((x) => x.industry === 'dental' && x.category === 'receptionist')).toBe(true);
    for (const industry of ['hvac', 'medical', 'legal', 'technology']) {
      const rows = await list(visitor, q({ industry, category: 'reception-desk' }));
      expect(rows.length, industry).toBeGreaterThanOrEqual(4);
      const bad = await visitor.get(`/api/templates${q({ industry, category: 'receptionist' })}`);
      expect(bad.statusCode, industry).toBe(400);
      expect(bad.json().message).toMatch(/^Receptionist templates are not offered for /);
    }
    const res = await visitor.get(`/api/templates${q({ industry: 'dental', category: 'reception-desk' })}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Reception Desk templates are not offered for Dental. Choose one of: customer-service, receptionist, appointment-setting, lead-generation, answering-service',
    );
  });

  it('combines industry, category and job title filters; job titles match case-insensitively', async () => {
    const visitor = t.client();
    const all = await list(visitor, '');
    expect(all.length).toBe((await t.db.select({ id: templates.id }).from(templates)).length);
    const hvac = await list(visitor, q({ industry: 'hvac' }));
    expect(hvac.length).toBeGreaterThan(0);
    expect(hvac.every((x) => x.industry === 'hvac')).toBe(true);
    const cat = await list(visitor, q({ industry: 'hvac', category: 'lead-generation' }));
    expect(cat.map((x) => x.jobTitle).sort()).toEqual([...TEMPLATE_JOB_TITLES.hvac['lead-generation']!].sort());
    const one = await list(visitor, q({ industry: 'hvac', category: 'lead-generation', jobTitle: 'hvac financing advisor' }));
    expect(one.map((x) => [x.industry, x.category, x.jobTitle])).toEqual([['hvac', 'lead-generation', 'HVAC Financing Advisor']]);
    // A category on its own spans the industries that offer it.
    const answering = await list(visitor, q({ category: 'answering-service' }));
    expect(new Set(answering.map((x) => x.industry)).size).toBe(5);
    // The list carries what the cards and the preview need and nothing of the agent's knowledge.
    expect(Object.keys(one[0]!).sort()).toEqual(
      [
        'agentBio',
        'agentName',
        'agentResponsibilities',
        'agentSkills',
        'agentTitle',
        'category',
        'createdAt',
        'description',
        'downloads',
        'id',
        'industry',
        'jobTitle',
        'likedByMe',
        'likes',
        'name',
        'price',
        'views',
      ].sort(),
    );
    // A job title of another category or industry is not a match, it is a mistake.
    const wrong = await visitor.get(
      `/api/templates${q({ industry: 'hvac', category: 'customer-service', jobTitle: 'HVAC Financing Advisor' })}`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Unknown job title "HVAC Financing Advisor" for HVAC › Customer Service');
    expect((await visitor.get(`/api/templates${q({ industry: 'legal', jobTitle: 'Dental Office Receptionist' })}`)).statusCode).toBe(400);
  });

  it('answers 400 with a clear message to unknown values, unknown keys and repeated parameters', async () => {
    const visitor = t.client();
    const cases: [string, string][] = [
      ['?industry=astrology', 'Unknown industry "astrology". Choose one of: dental, hvac, medical, legal, technology'],
      [
        '?industry=dental&category=catering',
        'Unknown category "catering". Choose one of: customer-service, receptionist, reception-desk, appointment-setting, lead-generation, answering-service',
      ],
      ['?industry=dental&sort=cheapest', 'Unknown sort "cheapest". Choose one of: popular, recent, likes'],
      ['?industry=dental&jobTitle=Astronaut', 'Unknown job title "Astronaut" for Dental'],
      ['?industry=dental&industry=hvac', 'Give a single industry. Choose one of: dental, hvac, medical, legal, technology'],
      ['?industry=Dental', 'Unknown industry "Dental". Choose one of: dental, hvac, medical, legal, technology'],
      ['?page=2', 'Unrecognized key: "page"'],
    ];
    for (const [query, message] of cases) {
      const res = await visitor.get(`/api/templates${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    // An empty value means "not chosen".
    expect((await visitor.get('/api/templates?industry=dental&category=&sort=')).statusCode).toBe(200);
  });

  it('sorts by downloads (default), newest or likes', async () => {
    const visitor = t.client();
    const base = await list(visitor, q({ industry: 'legal', category: 'lead-generation' }));
    const ids = base.map((x) => x.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const [a, b, c, d] = ids as [number, number, number, number];
    // Distinct orders for each sort, so no sort can pass by accident.
    const set = async (id: number, v: { downloads: number; likes: number; daysAgo: number }) =>
      t.db
        .update(templates)
        .set({ downloads: v.downloads, likes: v.likes, createdAt: new Date(Date.now() - v.daysAgo * 86_400_000) })
        .where(eq(templates.id, id));
    await set(a, { downloads: 5, likes: 40, daysAgo: 3 });
    await set(b, { downloads: 90, likes: 1, daysAgo: 30 });
    await set(c, { downloads: 40, likes: 90, daysAgo: 1 });
    await set(d, { downloads: 10, likes: 5, daysAgo: 60 });
    const order = async (sort?: string) =>
      (await list(visitor, q({ industry: 'legal', category: 'lead-generation', ...(sort ? { sort } : {}) })))
        .map((x) => x.id)
        .filter((id) => [a, b, c, d].includes(id));
    expect(await order()).toEqual([b, c, d, a]);
    expect(await order('popular')).toEqual([b, c, d, a]);
    expect(await order('likes')).toEqual([c, a, d, b]);
    expect(await order('recent')).toEqual([c, a, b, d]);
    const popular = await list(visitor, q({ industry: 'legal', category: 'lead-generation' }));
    expect(popular.map((x) => x.downloads)).toEqual([...popular.map((x) => x.downloads)].sort((x, y) => y - x));
  });

  it('lists the profile the preview shows: bio, skills (most telling first) and responsibilities', async () => {
    const [tpl] = await list(t.client(), q({ industry: 'dental', category: 'receptionist', jobTitle: 'Dental Office Receptionist' }));
    const r = await row(tpl!.id);
    expect(tpl).toMatchObject({ agentBio: r.agentBio, agentSkills: r.agentSkills, agentResponsibilities: r.agentResponsibilities });
    expect(tpl!.agentSkills.slice(0, 2)).toEqual(['Patient check-in and check-out', 'Multi-line phone handling']);
  });

  it('gives prices in dollars, most templates free', async () => {
    const rows = await list(t.client(), '');
    const priced = rows.filter((x) => x.price > 0);
    expect(priced.length).toBeGreaterThan(0);
    expect(rows.filter((x) => x.price === 0).length).toBeGreaterThan(priced.length * 3);
    const [r] = await t.db.select().from(templates).where(eq(templates.id, priced[0]!.id));
    expect(priced[0]!.price).toBe(r!.priceCents / 100);
  });
});

describe('POST /api/templates/{id}/download', () => {
  it('names the business as the owner chose in the preview, and refuses a bad name with the business form’s message, writing nothing', async () => {
    const a = await owner();
    const [tpl] = await list(a.client, q({ industry: 'dental', category: 'receptionist', jobTitle: 'Dental Office Receptionist' }));
    const before = await row(tpl!.id);
    const downloadRows = async () => t.db.select().from(templateDownloads).where(eq(templateDownloads.userId, a.id));

    const bad: [unknown, string][] = [
      [{ name: '' }, 'Business name is required'],
      [{ name: '   ' }, 'Business name is required'],
      [{ name: 'B' }, 'Business name is required'],
      [{ name: 'x'.repeat(121) }, 'Business name is required'],
      [{ name: 42 }, 'Invalid input: expected string, received number'],
      [{ name: 'Brightsmile', website: 'https://evil.example' }, 'Unrecognized key: "website"'],
    ];
    for (const [body, message] of bad) {
      const res = await a.client.post(`/api/templates/${tpl!.id}/download`, body as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    // A NUL in the name is refused before it reaches the database (plugins/text-guard.ts).
    expect((await a.client.post(`/api/templates/${tpl!.id}/download`, { name: 'Bright\u0000smile' })).statusCode).toBe(400);
    expect((await a.client.post(`/api/templates/${tpl!.id}/download`, { name: '' })).json().fields).toEqual({
      name: 'Business name is required',
    });
    // Nothing half-written: no business, no download counted or recorded, no training data.
    expect((await a.client.get('/api/business')).json()).toEqual([]);
    expect((await row(tpl!.id)).downloads).toBe(before.downloads);
    expect(await downloadRows()).toEqual([]);

    const res = await a.client.post(`/api/templates/${tpl!.id}/download`, { name: '  Brightsmile Family Dental  ' });
    expect(res.statusCode, res.body).toBe(201);
    const { businessId } = res.json();
    const business = (await a.client.get(`/api/business/${businessId}`)).json();
    // Trimmed like the business form; the agent is still the template's.
    expect(business).toMatchObject({
      name: 'Brightsmile Family Dental',
      industry: 'dental',
      agentName: before.agentName,
      agentBio: before.agentBio,
    });
    expect((await row(tpl!.id)).downloads).toBe(before.downloads + 1);
    expect(await downloadRows()).toHaveLength(1);

    // An empty body (or none) still names the business after the template.
    const plain = await a.client.post(`/api/templates/${tpl!.id}/download`, {});
    expect(plain.statusCode).toBe(201);
    expect((await a.client.get(`/api/business/${plain.json().businessId}`)).json().name).toBe(before.name);
  });

  it('creates a business with the full profile and starter knowledge, counts once, and only its owner sees it', async () => {
    const a = await owner();
    const b = await owner();
    const [tpl] = await list(
      a.client,
      q({ industry: 'medical', category: 'answering-service', jobTitle: 'Medical Answering Service Representative' }),
    );
    const before = await row(tpl!.id);

    const res = await a.client.post(`/api/templates/${tpl!.id}/download`);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      businessId: expect.any(Number),
      templateId: tpl!.id,
      downloads: before.downloads + 1,
      message: 'Template downloaded successfully',
    });
    expect((await row(tpl!.id)).downloads).toBe(before.downloads + 1);
    expect((await row(tpl!.id)).views).toBe(before.views);

    const business = (await a.client.get(`/api/business/${body.businessId}`)).json();
    expect(business).toMatchObject({
      name: before.name,
      website: TEMPLATE_WEBSITE_PLACEHOLDER,
      industry: 'healthcare',
      active: false,
      subdomain: null,
      agentName: before.agentName,
      agentTitle: before.agentTitle,
      agentBio: before.agentBio,
      agentSkills: before.agentSkills,
      agentResponsibilities: before.agentResponsibilities,
      agentExperience: before.agentExperience,
      agentTools: before.agentTools,
    });
    expect((await a.client.get('/api/business')).json().map((x: { id: number }) => x.id)).toContain(body.businessId);

    // Starter knowledge is training data the agent answers from.
    const sources = (await a.client.get(`/api/business/${body.businessId}/training-data`)).json();
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ kind: 'template', name: starterKnowledgeName(before.name), format: 'txt' });
    expect(sources[0].passageCount).toBeGreaterThan(0);
    const hits = (
      await a.client.post('/api/training-data/search', {
        query: 'How do I reach the doctor after hours?',
        businessId: body.businessId,
        limit: 3,
      })
    ).json();
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.map((h: { content: string }) => h.content).join('\n')).toContain('on-call provider');
    const [stored] = await t.db.select().from(templateDownloads).where(eq(templateDownloads.businessId, body.businessId));
    expect(stored).toMatchObject({ templateId: tpl!.id, userId: a.id });

    // Another owner: 404 on the business and on everything hanging off it.
    for (const path of [`/api/business/${body.businessId}`, `/api/business/${body.businessId}/training-data`]) {
      const other = await b.client.get(path);
      expect(other.statusCode, path).toBe(404);
      expect(other.json().message).toBe('Business not found');
    }
    expect((await b.client.get('/api/business')).json()).toEqual([]);
  });

  it('gives the agent starter knowledge it answers from', async () => {
    const a = await owner();
    const [tpl] = await list(a.client, q({ industry: 'dental', category: 'receptionist', jobTitle: 'Dental Office Receptionist' }));
    const { businessId } = (await a.client.post(`/api/templates/${tpl!.id}/download`)).json();
    const question = 'What should I bring to my first visit?';
    const hits = await searchPassages(t.db, { businessId, query: question, limit: 3 });
    const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, businessId));
    const { result } = t.app.ctx.engine.answer({
      business: businessContext(biz!),
      question,
      passages: hits.map((h) => ({ id: h.id, content: h.content, sourceTitle: h.title, sourceUrl: h.url })),
      history: [],
    });
    const answer = await result;
    expect(answer.answered).toBe(true);
    expect(answer.text).toContain('photo ID');
    expect(answer.sources[0]!.sourceTitle).toBe(starterKnowledgeName(tpl!.name));
  });

  it('maps each template industry to the business form’s industries', async () => {
    const a = await owner();
    const expected = { dental: 'dental', hvac: 'hvac', medical: 'healthcare', legal: 'legal', technology: 'other' } as const;
    for (const [industry, businessIndustry] of Object.entries(expected)) {
      const [tpl] = await list(a.client, q({ industry }));
      const res = await a.client.post(`/api/templates/${tpl!.id}/download`);
      expect(res.statusCode).toBe(201);
      const [biz] = await t.db.select().from(businesses).where(eq(businesses.id, res.json().businessId));
      expect(biz!.industry, industry).toBe(businessIndustry);
      expect(biz!.ownerId).toBe(a.id);
    }
  });

  it('counts every download once: two downloads, two businesses, +2', async () => {
    const a = await owner();
    const [tpl] = await list(a.client, q({ industry: 'technology', category: 'lead-generation' }));
    const start = (await row(tpl!.id)).downloads;
    const first = (await a.client.post(`/api/templates/${tpl!.id}/download`)).json();
    const second = (await a.client.post(`/api/templates/${tpl!.id}/download`)).json();
    expect(second.businessId).not.toBe(first.businessId);
    expect([first.downloads, second.downloads]).toEqual([start + 1, start + 2]);
    expect((await row(tpl!.id)).downloads).toBe(start + 2);
    const rows = await t.db
      .select()
      .from(trainingSources)
      .where(inArray(trainingSources.businessId, [first.businessId, second.businessId]));
    expect(rows).toHaveLength(2);
    expect((await t.db.select().from(passages).where(eq(passages.businessId, first.businessId))).length).toBeGreaterThan(0);
  });

  it('needs a signed-in owner, and leaves nothing behind for an unknown template', async () => {
    const [tpl] = await list(t.client(), q({ industry: 'dental' }));
    const start = (await row(tpl!.id)).downloads;
    const visitor = await t.client().post(`/api/templates/${tpl!.id}/download`);
    expect(visitor.statusCode).toBe(401);
    expect((await row(tpl!.id)).downloads).toBe(start);

    const a = await owner();
    const missing = await a.client.post('/api/templates/999999/download');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Template not found');
    expect((await a.client.get('/api/business')).json()).toEqual([]);
    for (const bad of ['abc', '0', '-3']) expect((await a.client.post(`/api/templates/${bad}/download`)).statusCode, bad).toBe(400);
    // Writes need the app's Origin like every other owner action.
    expect((await a.client.post(`/api/templates/${tpl!.id}/download`, undefined, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await row(tpl!.id)).downloads).toBe(start);
  });
});

describe('likes and views', () => {
  it('counts one like per owner, however often they press it', async () => {
    const a = await owner();
    const b = await owner();
    const [tpl] = await list(a.client, q({ industry: 'legal', category: 'reception-desk' }));
    const start = (await row(tpl!.id)).likes;

    const first = await a.client.post(`/api/templates/${tpl!.id}/like`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ templateId: tpl!.id, likes: start + 1, liked: true });
    const again = await a.client.post(`/api/templates/${tpl!.id}/like`);
    expect(again.json()).toEqual({ templateId: tpl!.id, likes: start + 1, liked: true });
    const both = await Promise.all([b.client.post(`/api/templates/${tpl!.id}/like`), b.client.post(`/api/templates/${tpl!.id}/like`)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await row(tpl!.id)).likes).toBe(start + 2);
    expect(await t.db.select().from(templateLikes).where(eq(templateLikes.templateId, tpl!.id))).toHaveLength(2);

    const mine = (await list(a.client, q({ industry: 'legal', category: 'reception-desk' }))).find((x) => x.id === tpl!.id)!;
    expect(mine).toMatchObject({ likes: start + 2, likedByMe: true });
    const c = await owner();
    expect((await list(c.client, q({ industry: 'legal' }))).find((x) => x.id === tpl!.id)!.likedByMe).toBe(false);
    expect((await list(t.client(), q({ industry: 'legal' }))).find((x) => x.id === tpl!.id)!.likedByMe).toBe(false);

    expect((await t.client().post(`/api/templates/${tpl!.id}/like`)).statusCode).toBe(401);
    expect((await a.client.post('/api/templates/999999/like')).statusCode).toBe(404);
    expect((await row(tpl!.id)).likes).toBe(start + 2);
  });

  it('counts a view per template shown; listing alone counts nothing', async () => {
    const visitor = t.client();
    const shown = await list(visitor, q({ industry: 'technology', category: 'reception-desk' }));
    const ids = shown.map((x) => x.id);
    const before = await t.db.select({ id: templates.id, views: templates.views }).from(templates).where(inArray(templates.id, ids));
    await list(visitor, q({ industry: 'technology', category: 'reception-desk', sort: 'likes' }));
    const unchanged = await t.db.select({ id: templates.id, views: templates.views }).from(templates).where(inArray(templates.id, ids));
    expect(unchanged).toEqual(before);

    // The same id twice in one call is one view; an unknown id is ignored.
    const res = await visitor.post('/api/templates/views', { ids: [...ids, ids[0]!, 999999] });
    expect(res.statusCode).toBe(200);
    const views = res.json().views as { id: number; views: number }[];
    expect(views.map((v) => v.id)).toEqual([...ids].sort((x, y) => x - y));
    for (const v of views) expect(v.views).toBe(before.find((r) => r.id === v.id)!.views + 1);

    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }, { ids: [1], extra: true }]) {
      expect((await visitor.post('/api/templates/views', body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});
