import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { passages, termStats } from '../../db/schema.ts';
import { createTestApp, newAccount } from '../../../test/app.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { searchPassages } from './retrieval.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function ownerWithBusiness(name: string) {
  const client = t.client();
  await client.post('/api/register', newAccount('store'));
  const business = (
    await client.post('/api/business', {
      name,
      website: 'https://store.example',
      industry: 'dental',
      agentName: 'Zoë',
      agentTitle: 'Receptionist',
    })
  ).json();
  return { client, businessId: business.id as number };
}

// Passages go to PostgreSQL as array literals in one statement: text that looks like array syntax
// must come back byte for byte, in order.
describe('storing the passages of an upload', () => {
  it('keeps quotes, backslashes, braces, commas and the word NULL exactly, in order', async () => {
    const { client, businessId } = await ownerWithBusiness('Literal Dental');
    const tricky = [
      'Section 1. Our "special" offer: {fluoride, sealants} for NULL dollars.',
      'Section 2. Paths like C:\\clinic\\forms and a lone backslash \\ stay as written, "quoted" too.',
      "Section 3. NULL. Section three's apostrophe, and a comma, and } { braces.",
    ];
    // Long paragraphs so that each section is a passage of its own.
    const text = tricky.map((s) => `${s} ${'Patients are welcome to ask the front desk any question. '.repeat(12)}`).join('\n\n');
    const res = await uploadFile(client, businessId, 'tricky.txt', Buffer.from(text));
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db
      .select({ content: passages.content, position: passages.position, title: passages.title, url: passages.url })
      .from(passages)
      .where(eq(passages.sourceId, res.json().id))
      .orderBy(asc(passages.position));
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i));
    expect(rows.every((r) => r.title === 'tricky.txt' && r.url === null)).toBe(true);
    const stored = rows.map((r) => r.content).join('\n\n');
    for (const s of tricky) expect(stored).toContain(s);
    // Indexed and counted like any passage.
    const hits = await searchPassages(t.db, { businessId, query: 'apostrophe braces', limit: 3 });
    expect(hits[0]?.content).toContain("Section three's apostrophe");
    const [count] = await t.db
      .select({ df: termStats.df })
      .from(termStats)
      .where(and(eq(termStats.businessId, businessId), eq(termStats.lexeme, '')));
    expect(count?.df).toBe(rows.length);
  });
});
