/**
 * One published business with 100k passages, shared by the retrieval and chat parts: the owner,
 * business and setup go through the API; the passages are inserted in batches as ingestion does.
 */
import { passages, trainingSources } from '../apps/server/src/db/schema.ts';
import { rebuildTermStats } from '../apps/server/src/modules/retrieval/index.ts';
import { createBusiness, publish, signUp, startApp, type BenchApp } from './lib/app.ts';
import { openBenchDatabase, type BenchDatabase, type DbKind } from './lib/db.ts';
import { buildCorpus } from './corpus.ts';
import { instantEngine } from './instant-engine.ts';
import { int } from './lib/stats.ts';

export const PASSAGES = Number(process.env.BENCH_PASSAGES ?? 100_000);
const BATCH = 1000;

export interface SeededBusiness {
  bdb: BenchDatabase;
  app: BenchApp;
  baseUrl: string;
  businessId: number;
  notes: string[];
  close(): Promise<void>;
}

export async function seedBusiness(kind: DbKind, pgLabel: string, prepare?: (app: BenchApp) => void): Promise<SeededBusiness> {
  const notes: string[] = [];
  const bdb = await openBenchDatabase(kind, pgLabel);
  let srv: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    srv = await startApp(bdb.database, { engine: instantEngine, env: { TRUST_PROXY: 'true' }, prepare });
    const owner = await signUp(srv.app, `benchchat${process.pid}${kind}`);
    const businessId = await createBusiness(srv.app, owner.cookie, 'Brightsmile Family Dental');
    await publish(srv.app, owner.cookie, businessId);

    const t0 = performance.now();
    const corpus = await buildCorpus();
    const gen = corpus.passages();
    const db = bdb.database.db;
    const [source] = await db
      .insert(trainingSources)
      .values({ businessId, kind: 'file', name: 'bench-corpus.txt', format: 'txt', sizeBytes: 0, preview: 'Synthetic bench corpus' })
      .returning({ id: trainingSources.id });
    let chars = 0;
    let position = 0;
    const nextBatch = () => {
      const rows = [];
      for (let i = 0; i < BATCH && position < PASSAGES; i++, position++) {
        const p = gen.next().value!;
        chars += p.content.length;
        rows.push({ businessId, sourceId: source!.id, title: p.title, url: p.url, content: p.content, position });
      }
      return rows;
    };
    // Two writers on PostgreSQL (two cores), one on PGlite (a single connection anyway).
    const writers = kind === 'postgres' ? 2 : 1;
    await Promise.all(
      Array.from({ length: writers }, async () => {
        for (let rows = nextBatch(); rows.length; rows = nextBatch()) await db.insert(passages).values(rows);
      }),
    );
    // Bulk-loaded rows bypass ingestion, so the ranking statistics are computed once here.
    await rebuildTermStats(db, businessId);
    const tInsert = performance.now();
    // A long-lived database has been vacuumed and analysed by autovacuum (GIN pending list merged).
    await bdb.database.exec('VACUUM ANALYZE passages');
    const tVacuum = performance.now();
    notes.push(
      `corpus: ${int(PASSAGES)} passages (avg ${int(chars / PASSAGES)} chars) from ${corpus.sentenceCount} fixture sentences, vocabulary ${int(corpus.vocabularySize)} words; ` +
        `generated and inserted on ${bdb.label} in ${((tInsert - t0) / 1000).toFixed(1)} s (${int(PASSAGES / ((tInsert - t0) / 1000))} passages/s), VACUUM ANALYZE ${((tVacuum - tInsert) / 1000).toFixed(1)} s`,
    );
    const s = srv;
    return {
      bdb,
      app: s.app,
      baseUrl: s.baseUrl,
      businessId,
      notes,
      async close() {
        await s.close();
        await bdb.close();
      },
    };
  } catch (err) {
    await srv?.close().catch(() => {});
    await bdb.close();
    throw err;
  }
}
