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

/**
 * Words of a question, each with the extra words its synonyms add (weighted lower: they are
 * guesses). A synonym that is itself one of the words stays a word.
 */
export function toSearchGroups(query: string): { words: string[]; synonymsOf: string[][] } {
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
  const seen = new Set<string>();
  const synonymsOf = words.map((w) => {
    const own: string[] = [];
    for (const s of QUERY_SYNONYMS[w] ?? []) {
      if (words.includes(s) || seen.has(s) || seen.size >= 30) continue;
      seen.add(s);
      own.push(s);
    }
    return own;
  });
  return { words, synonymsOf };
}

/** A PostgreSQL text[] literal (one bound parameter, the same on node-postgres and PGlite). */
function pgTextArray(items: string[]): string {
  return `{${items.map((i) => `"${i.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

type StatRow = { lexeme: string; grp: number; synonym: boolean; df: number; n: number };
/** Candidates come from the rarest words while their passages number at most this many. */
const CANDIDATE_BUDGET = 400;
/** In a large business, tiers are read until this many candidates are in hand. */
const CANDIDATES = 200;
/**
 * Question words (each with its synonyms) whose co-occurrence picks the candidates in a large
 * business. Each extra one multiplies the conjunctions a tier may run (4 → at most 6 per tier).
 */
const TIER_GROUPS = 4;
const K1 = 1.2;
const B = 0.75;

/** 'lexeme':1A,4A 'other':2A → term frequencies. */
function parseHits(text: string): Map<string, number> {
  const tf = new Map<string, number>();
  for (const m of text.matchAll(/'((?:[^']|'')+)'(?::([\d,A-D]+))?/g))
    tf.set(m[1]!.replaceAll("''", "'"), m[2] ? m[2].split(',').length : 1);
  return tf;
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;

/** All k-element subsets of items (k ≤ items.length ≤ TIER_GROUPS, so at most 6 of them). */
function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

/** A tsquery text matching passages that hold every group (each group: any of its lexemes). */
function conjunction(groups: string[][]): string {
  return groups.map((g) => (g.length === 1 ? quoteLexeme(g[0]!) : `(${g.map(quoteLexeme).join(' | ')})`)).join(' & ');
}

/**
 * The best passages of one business for a question. PostgreSQL's full-text index finds the
 * candidates; they are then ranked by BM25, whose term weights come from how many of this
 * business's passages hold each word — so "overdue" outweighs "fee" in a price list. Never looks
 * at another business's rows: the business filter is in every query.
 *
 * Candidates: when the passages holding the question's rarest words are few (any business of a few
 * thousand passages), all of them. Otherwise reading every passage that holds a common word
 * ("saturday" in 9% of 100k passages) costs a heap visit each, 15 ms before any ranking; so the
 * GIN index (which intersects posting lists without touching the table) is asked for passages
 * holding all of the question's rarest words, then all but one, and so on, until 200 are in hand:
 * the passages that cover most of the question are the ones BM25 ranks first anyway.
 */
export async function searchPassages(db: Db, opts: { businessId: number; query: string; limit: number }): Promise<PassageResult[]> {
  const { words, synonymsOf } = toSearchGroups(opts.query);
  if (!words.length) return [];
  const groupOf: number[] = [];
  const terms: string[] = [];
  const isSynonym: boolean[] = [];
  words.forEach((w, i) => {
    groupOf.push(i);
    terms.push(w);
    isSynonym.push(false);
    for (const s of synonymsOf[i]!) {
      groupOf.push(i);
      terms.push(s);
      isSynonym.push(true);
    }
  });
  // Document frequencies come from term_stats, kept up to date at ingestion: no counting here.
  // Looked up one lexeme at a time (scalar subqueries): as a join of bound arrays, the planner
  // guessed 100 rows and hashed all of term_stats (130k rows at 100k passages, 50 ms).
  const stats = await db.execute<StatRow>(sql`
    WITH input AS (
      SELECT grp, synonym, unnest(tsvector_to_array(to_tsvector('english', term))) AS lexeme
      FROM unnest(${`{${groupOf.join(',')}}`}::int[], ${pgTextArray(terms)}::text[], ${`{${isSynonym.join(',')}}`}::bool[]) AS i(grp, term, synonym)
    )
    SELECT input.lexeme, input.grp, input.synonym,
      coalesce((SELECT df FROM term_stats WHERE business_id = ${opts.businessId} AND lexeme = input.lexeme), 0) AS df,
      (SELECT df FROM term_stats WHERE business_id = ${opts.businessId} AND lexeme = '') AS n
    FROM input`);
  const found = (stats as unknown as { rows: StatRow[] }).rows.filter((r) => Number(r.df) > 0);
  if (!found.length) return [];
  const n = Math.max(Number(found[0]!.n), 1);
  // A lexeme both asked for and added as a synonym counts as asked for.
  const dfOf = new Map<string, number>();
  const asked = new Set<string>();
  for (const r of found) {
    dfOf.set(r.lexeme, Number(r.df));
    if (!r.synonym) asked.add(r.lexeme);
  }
  const weight = new Map(
    [...dfOf].map(([lexeme, df]) => [lexeme, (asked.has(lexeme) ? 1 : 0.5) * Math.log(1 + (n - df + 0.5) / (df + 0.5))]),
  );
  // Candidates: every passage holding one of the rarest words, as long as those are few; ranking
  // every passage that holds any word ("come", "open") was most of the time at 100k passages.
  const byRarity = [...dfOf].sort((a, b) => a[1] - b[1]);
  const chosen: string[] = [];
  let matches = 0;
  for (const [lexeme, df] of byRarity) {
    if (chosen.length && matches + df > CANDIDATE_BUDGET) break;
    chosen.push(lexeme);
    matches += df;
  }
  // Each candidate brings only the question's lexemes with their positions (setweight marks them,
  // ts_filter keeps them: a few bytes) and its length in distinct lexemes. Printing and parsing
  // whole term vectors was a third of the query time.
  const lexemes = pgTextArray([...weight.keys()]);
  const hits = sql<string>`ts_filter(setweight(${passages.tsv}, 'A', ${lexemes}::text[]), '{a}')::text`;
  type Candidate = { id: number; hits: string; len: number };
  let rows: Candidate[];
  if (matches <= CANDIDATE_BUDGET) {
    rows = await db
      .select({ id: passages.id, hits, len: sql<number>`length(${passages.tsv})` })
      .from(passages)
      .where(
        and(eq(passages.businessId, opts.businessId), sql`${passages.tsv} @@ to_tsquery('simple', ${chosen.map(quoteLexeme).join(' | ')})`),
      )
      .limit(CANDIDATE_BUDGET + 1);
  } else {
    // The question's words as groups (a word or any of its synonyms), the rarest first.
    const groups = new Map<number, { lexemes: Set<string>; df: number }>();
    for (const r of found) {
      const g = groups.get(r.grp) ?? { lexemes: new Set<string>(), df: Infinity };
      g.lexemes.add(r.lexeme);
      if (!r.synonym) g.df = Math.min(g.df, Number(r.df));
      groups.set(r.grp, g);
    }
    // A group found only through synonyms ranks by them (they are half as sure).
    for (const g of groups.values()) if (g.df === Infinity) g.df = 2 * Math.min(...[...g.lexemes].map((l) => dfOf.get(l)!));
    const tiers = [...groups.values()]
      .sort((a, b) => a.df - b.df)
      .slice(0, TIER_GROUPS)
      .map((g) => [...g.lexemes]);
    rows = [];
    for (let k = tiers.length; k >= 1 && rows.length < CANDIDATES; k--) {
      // One conjunction per k-subset of the groups: GIN drives a conjunction by its rarest
      // posting list and skips through the others, where a single "k of n" disjunction made it
      // test every passage holding any of the words (~10 ms for common ones). Passages already
      // taken are left out, so each passage matches at most one subset of this tier; the LIMIT
      // stops the later subsets from running at all once enough are found.
      const seen = `{${rows.map((r) => r.id).join(',')}}`;
      const parts = subsets(tiers, k).map(
        (subset) => sql`(SELECT id, ${hits} AS hits, length(tsv) AS len FROM passages
          WHERE business_id = ${opts.businessId} AND tsv @@ to_tsquery('simple', ${conjunction(subset)}) AND id <> ALL(${seen}::int[]))`,
      );
      const tier = await db.execute<Candidate>(sql`${sql.join(parts, sql` UNION ALL `)} LIMIT ${CANDIDATES - rows.length}`);
      rows.push(...(tier as unknown as { rows: Candidate[] }).rows);
    }
  }
  const parsed = rows.map((r) => ({ row: r, tf: parseHits(r.hits), length: Number(r.len) }));
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
    .where(
      and(
        eq(passages.businessId, opts.businessId),
        inArray(
          passages.id,
          best.map((b) => b.id),
        ),
      ),
    );
  const byId = new Map(texts.map((t) => [t.id, t]));
  return best.flatMap((b) => {
    const t = byId.get(b.id);
    return t ? [{ ...t, score: b.score }] : [];
  });
}
