import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PassageResult } from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { passages } from '../../db/schema.ts';

/**
 * Customer wording and the words businesses write differ; PostgreSQL's english stemmer can't know
 * that "wifi" is "Wi-Fi" or that "cost" is a "price". Each entry adds the other forms to the query.
 */
const QUERY_SYNONYMS: Record<string, string[]> = {
  wifi: ['wi', 'fi', 'internet', 'wireless'],
  cost: ['price', 'fee', 'charge', 'rate'],
  price: ['cost', 'fee', 'charge', 'rate'],
  charge: ['price', 'cost', 'fee'],
  much: ['price', 'cost', 'fee'],
  pay: ['payment', 'price', 'billing'],
  payment: ['pay', 'paid', 'accept'],
  payments: ['pay', 'paid', 'accept'],
  park: ['parking'],
  parking: ['park'],
  hours: ['open', 'close', 'hour'],
  open: ['hours'],
  cancel: ['cancellation', 'reschedule'],
  insurance: ['insurer', 'network', 'plan', 'coverage'],
  appointment: ['visit', 'booking', 'book'],
  book: ['appointment', 'schedule'],
  emergency: ['urgent', 'emergencies'],
  kids: ['children', 'child', 'pediatric'],
  children: ['kids', 'pediatric'],
  phone: ['call', 'number', 'telephone'],
  email: ['e-mail', 'contact'],
  address: ['located', 'location', 'street'],
  where: ['located', 'location', 'address'],
  late: ['overdue'],
  overdue: ['unpaid', 'past', 'due'],
  interest: ['finance'],
  network: ['insurance', 'insurer'],
  spread: ['payment', 'plan', 'monthly'],
  financing: ['payment', 'plan'],
  installments: ['payment', 'plan', 'monthly'],
  paperwork: ['forms', 'form'],
  forms: ['paperwork'],
  online: ['portal', 'website'],
  sterile: ['sterilised', 'sterilized', 'sterilization'],
  swollen: ['swelling'],
  face: ['facial'],
  christmas: ['holiday', 'december'],
  thanksgiving: ['holiday'],
  hiring: ['careers', 'jobs', 'job', 'openings', 'positions', 'apply'],
  hire: ['careers', 'jobs', 'openings'],
  job: ['careers', 'hiring', 'openings'],
  membership: ['member', 'plan'],
};

/** Words of a question, and the extra words its synonyms add (weighted lower: they are guesses). */
export function toSearchTerms(query: string): { words: string[]; synonyms: string[] } {
  const words = [
    ...new Set(
      query
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 1 && w.length < 40),
    ),
  ].slice(0, 30);
  const synonyms = new Set<string>();
  for (const w of words) for (const s of QUERY_SYNONYMS[w] ?? []) if (!words.includes(s)) synonyms.add(s);
  return { words, synonyms: [...synonyms].slice(0, 30) };
}

type StatRow = { lexeme: string; synonym: boolean; df: number; n: number };
const CANDIDATES = 200;
/** Candidates come from the rarest words while their passages number at most this many. */
const CANDIDATE_BUDGET = 400;
const K1 = 1.2;
const B = 0.75;

/** 'lexeme':1,4 'other':2 → term frequencies and length. */
function parseTsvector(text: string): { tf: Map<string, number>; length: number } {
  const tf = new Map<string, number>();
  let length = 0;
  for (const m of text.matchAll(/'((?:[^']|'')+)'(?::([\d,A-D]+))?/g)) {
    const n = m[2] ? m[2].split(',').length : 1;
    tf.set(m[1]!.replaceAll("''", "'"), n);
    length += n;
  }
  return { tf, length };
}

/**
 * The best passages of one business for a question. PostgreSQL's full-text index finds the
 * candidates (any query word matches); they are then ranked by BM25, whose term weights come from
 * how many of this business's passages hold each word — so "overdue" outweighs "fee" in a price
 * list. Never looks at another business's rows: the business filter is in every query.
 */
export async function searchPassages(db: Db, opts: { businessId: number; query: string; limit: number }): Promise<PassageResult[]> {
  const { words, synonyms } = toSearchTerms(opts.query);
  if (!words.length) return [];
  // Document frequencies come from term_stats, kept up to date at ingestion: no counting here.
  const stats = await db.execute<StatRow>(sql`
    WITH lex AS (
      SELECT DISTINCT ON (lexeme) lexeme, synonym FROM (
        SELECT unnest(tsvector_to_array(to_tsvector('english', ${words.join(' ')}))) AS lexeme, false AS synonym
        UNION ALL
        SELECT unnest(tsvector_to_array(to_tsvector('english', ${synonyms.join(' ')}))), true
      ) l ORDER BY lexeme, synonym
    )
    SELECT lex.lexeme, lex.synonym, coalesce(ts.df, 0) AS df,
      (SELECT df FROM term_stats WHERE business_id = ${opts.businessId} AND lexeme = '') AS n
    FROM lex LEFT JOIN term_stats ts ON ts.business_id = ${opts.businessId} AND ts.lexeme = lex.lexeme`);
  const terms = (stats as unknown as { rows: StatRow[] }).rows.filter((r) => Number(r.df) > 0);
  if (!terms.length) return [];
  const n = Math.max(Number(terms[0]!.n), 1);
  const weight = new Map(terms.map((r) => [r.lexeme, (r.synonym ? 0.5 : 1) * Math.log(1 + (n - Number(r.df) + 0.5) / (Number(r.df) + 0.5))]));
  // Candidates: every passage holding one of the rarest words, as long as those are few; ranking
  // every passage that holds any word ("come", "open") was most of the time at 100k passages.
  const byRarity = [...terms].sort((a, b) => Number(a.df) - Number(b.df));
  const chosen: StatRow[] = [];
  let matches = 0;
  for (const t of byRarity) {
    if (chosen.length && matches + Number(t.df) > CANDIDATE_BUDGET) break;
    chosen.push(t);
    matches += Number(t.df);
  }
  const exhaustive = matches <= CANDIDATE_BUDGET;
  const tsquery = sql`to_tsquery('simple', ${chosen.map((r) => `'${r.lexeme.replaceAll("'", "''")}'`).join(' | ')})`;
  // Candidates bring only their term vectors; the text is fetched for the winners alone.
  const candidates = db
    .select({ id: passages.id, tsv: sql<string>`${passages.tsv}::text` })
    .from(passages)
    .where(and(eq(passages.businessId, opts.businessId), sql`${passages.tsv} @@ ${tsquery}`));
  // When even the rarest word is common, its best-ranked passages stand in for all of them.
  const rows = exhaustive
    ? await candidates.limit(CANDIDATE_BUDGET + 1)
    : await candidates.orderBy(sql`ts_rank_cd(${passages.tsv}, ${tsquery}, 1) desc`, passages.id).limit(CANDIDATES);
  const parsed = rows.map((r) => ({ row: r, ...parseTsvector(r.tsv) }));
  const totalWeight = [...weight.values()].reduce((a, b) => a + b, 0) || 1;
  const avgdl = parsed.reduce((sum, p) => sum + p.length, 0) / Math.max(parsed.length, 1) || 1;
  const scored = parsed.map(({ row, tf, length }) => {
    let score = 0;
    let covered = 0;
    for (const [lexeme, w] of weight) {
      const f = tf.get(lexeme);
      if (!f) continue;
      score += (w * (f * (K1 + 1))) / (f + K1 * (1 - B + (B * length) / avgdl));
      covered += w;
    }
    // Passages that hold more of the question's (weighted) words beat ones repeating a single word.
    score *= 1 + covered / totalWeight;
    return { id: row.id, score };
  });
  const best = scored.sort((a, b) => b.score - a.score || a.id - b.id).slice(0, opts.limit);
  if (!best.length) return [];
  const texts = await db
    .select({ id: passages.id, sourceId: passages.sourceId, title: passages.title, url: passages.url, content: passages.content })
    .from(passages)
    .where(and(eq(passages.businessId, opts.businessId), inArray(passages.id, best.map((b) => b.id))));
  const byId = new Map(texts.map((t) => [t.id, t]));
  return best.flatMap((b) => {
    const t = byId.get(b.id);
    return t ? [{ ...t, score: b.score }] : [];
  });
}
