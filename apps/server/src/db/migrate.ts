import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any fixed number; all processes agree on it so only one migrates at a time. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed SQL migrations in order, each in its own transaction, recording them in
 * `schema_migrations`. An advisory lock makes concurrent starts of several processes safe.
 * (drizzle-orm's migrator has no lock and differs between drivers; this is the same on both.)
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return database.withConnection(async (query) => {
    const applied: string[] = [];
    await query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = new Set((await query('SELECT name FROM schema_migrations')).map((r) => String(r.name)));
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').replaceAll('--> statement-breakpoint', '');
        const name = file.replaceAll("'", "''");
        try {
          await query(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
        } catch (err) {
          await query('ROLLBACK').catch(() => {});
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(file);
      }
    } finally {
      await query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
    return applied;
  });
}
