import type { Database } from '../src/db/client.ts';

/** Rows of term_stats for the business that differ from a recount of its passages (none when in step). */
export async function termStatsDrift(database: Database, businessId: number) {
  const id = Math.trunc(businessId);
  return database.withConnection((query) =>
    query(`
      WITH expected AS (
        SELECT s.word AS lexeme, s.ndoc::int AS df FROM ts_stat('SELECT tsv FROM passages WHERE business_id = ${id}') s
        UNION ALL
        SELECT '', count(*)::int FROM passages WHERE business_id = ${id}
      )
      (SELECT lexeme, df FROM expected EXCEPT SELECT lexeme, df FROM term_stats WHERE business_id = ${id})
      UNION ALL
      (SELECT lexeme, df FROM term_stats WHERE business_id = ${id} EXCEPT SELECT lexeme, df FROM expected)
      LIMIT 20`),
  );
}
