import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { passages, termStats, trainingSources } from '../../db/schema.ts';
import { writeTextPdf } from '../../../../../bench/pdf-writer.ts';
import { chunkText } from '../../ingest/chunk.ts';
import { extractDocument } from '../../ingest/extract.ts';
import { createTestApp, registerOwnerWithBusiness } from '../../../test/app.ts';
import { uploadFile } from '../../../test/uploads.ts';
import { searchPassages } from '../retrieval/index.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function ownerWithBusiness(name: string) {
  const client = t.client();
  const { businessId } = await registerOwnerWithBusiness(client, 'store', { name, website: 'https://store.example' });
  return { client, businessId };
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

/** A long PDF (~240 pages) whose paragraphs are numbered, so a passage out of place shows. */
function longPdf() {
  let n = 0;
  return writeTextPdf(() => {
    n += 1;
    return `Paragraph ${n} of the office manual. Policy ${n} says the front desk answers within ${n % 7} days. Room ${n * 3} is on floor ${n % 5}.`;
  }, 1_000_000);
}

async function storedPassages(sourceId: number) {
  return t.db
    .select({ content: passages.content, position: passages.position, title: passages.title })
    .from(passages)
    .where(eq(passages.sourceId, sourceId))
    .orderBy(asc(passages.position));
}

// On PostgreSQL a long PDF's passages are stored in batches while its pages are still being read;
// the result must be what extracting, chunking and storing one after the other gives.
describe('storing a long PDF', () => {
  const pdf = longPdf();

  it('stores exactly the passages of its whole text, in order, counted in term_stats', async () => {
    const { client, businessId } = await ownerWithBusiness('Pipeline Dental');
    const res = await uploadFile(client, businessId, 'manual.pdf', pdf.data);
    expect(res.statusCode, res.body).toBe(201);
    const expected = chunkText((await extractDocument(pdf.data, 'manual.pdf')).text);
    expect(expected.length).toBeGreaterThan(300);
    const rows = await storedPassages(res.json().id);
    expect(rows.map((r) => r.content)).toEqual(expected);
    expect(rows.map((r) => r.position)).toEqual(expected.map((_, i) => i));
    expect(rows.every((r) => r.title === 'manual.pdf')).toBe(true);
    expect(res.json().passageCount).toBe(expected.length);
    expect(res.json().preview).toBe(expected[0]!.slice(0, res.json().preview.length));
    const [count] = await t.db
      .select({ df: termStats.df })
      .from(termStats)
      .where(and(eq(termStats.businessId, businessId), eq(termStats.lexeme, '')));
    expect(count?.df).toBe(expected.length);
    const hits = await searchPassages(t.db, { businessId, query: 'Paragraph 1500 office manual', limit: 1 });
    expect(hits[0]?.content).toContain('Paragraph 1500 of the office manual.');
  });

  it('leaves nothing behind when storing fails after some batches were stored', async () => {
    const { client, businessId } = await ownerWithBusiness('Failing Dental');
    // A passage near the end of the document is refused by the database.
    await t.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_late_passage() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.business_id = ${businessId} AND NEW.content LIKE '%Paragraph 2000 of%' THEN
          RAISE EXCEPTION 'refused for the test';
        END IF;
        RETURN NEW;
      END $$`),
    );
    await t.db.execute(
      sql.raw('CREATE TRIGGER refuse_late_passage BEFORE INSERT ON passages FOR EACH ROW EXECUTE FUNCTION refuse_late_passage()'),
    );
    try {
      const res = await uploadFile(client, businessId, 'manual.pdf', pdf.data);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER refuse_late_passage ON passages'));
      await t.db.execute(sql.raw('DROP FUNCTION refuse_late_passage()'));
    }
    expect(await t.db.select().from(trainingSources).where(eq(trainingSources.businessId, businessId))).toEqual([]);
    expect(await t.db.select().from(passages).where(eq(passages.businessId, businessId))).toEqual([]);
    expect(await t.db.select().from(termStats).where(eq(termStats.businessId, businessId))).toEqual([]);
  });
});
