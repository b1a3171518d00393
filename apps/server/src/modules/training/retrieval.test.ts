import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount } from '../../../test/app.ts';
import { searchPassages } from './retrieval.ts';
import { insertTextSource } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function businessWith(name: string, text: string): Promise<number> {
  const client = t.client();
  await client.post('/api/register', newAccount('retrieval'));
  const business = (
    await client.post('/api/business', {
      name,
      website: 'https://retrieval.example',
      industry: 'dental',
      agentName: 'Zoë',
      agentTitle: 'Receptionist',
    })
  ).json();
  await t.db.transaction((tx) => insertTextSource(tx, { businessId: business.id, kind: 'file', name: `${name}.txt`, text }));
  return business.id as number;
}

/** About one passage per paragraph: ~650 characters of words the questions below never use. */
function paragraph(i: number, words: string[]): string {
  const filler = `Note ${i} from the front desk about the practice and its team, kept in the binder. `.repeat(7);
  return `${words.join(' and ')} ${filler}`.trim();
}

// Large businesses take the other candidate path: every word of the question is in more than 400
// passages, so candidates come from GIN conjunctions (all words first) rather than from the rarest
// word's passages. Each word alone is in ~450 passages here, both together in only 6.
describe('retrieval in a business where every word of the question is common', () => {
  const both = new Set([101, 202, 303, 404, 505, 606]);
  const text = Array.from({ length: 900 }, (_, i) =>
    paragraph(i, both.has(i) ? ['whitening', `evenings ${i}`] : i % 2 ? ['whitening'] : ['evenings']),
  ).join('\n\n');

  it('ranks the passages holding all the words first, and only from the asking business', async () => {
    const mine = await businessWith('Common Words Dental', text);
    const other = await businessWith('Other Common Words Dental', text);
    const hits = await searchPassages(t.db, { businessId: mine, query: 'whitening in the evenings?', limit: 8 });
    expect(hits).toHaveLength(8);
    const top = hits.slice(0, both.size);
    for (const h of top) expect(h.content).toMatch(/whitening and evenings \d+/);
    expect(new Set(top.map((h) => /evenings (\d+)/.exec(h.content)![1]))).toEqual(new Set([...both].map(String)));
    // The rest hold one of the words; none comes from the other business's identical passages.
    for (const h of hits.slice(both.size)) expect(h.content).toMatch(/whitening|evenings/);
    const otherIds = new Set(
      (await searchPassages(t.db, { businessId: other, query: 'whitening in the evenings?', limit: 50 })).map((h) => h.id),
    );
    for (const h of hits) expect(otherIds.has(h.id)).toBe(false);
  });

  it('still finds passages when no passage holds all the words', async () => {
    const id = await businessWith(
      'Single Words Dental',
      Array.from({ length: 900 }, (_, i) => paragraph(i, i % 2 ? ['whitening'] : ['evenings'])).join('\n\n'),
    );
    const hits = await searchPassages(t.db, { businessId: id, query: 'whitening in the evenings?', limit: 8 });
    expect(hits).toHaveLength(8);
    for (const h of hits) expect(h.content).toMatch(/whitening|evenings/);
  });
});
