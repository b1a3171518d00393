import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database of its own for the calling test file. */
export async function createTestDatabase(): Promise<Database> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const dump = new Blob([readFileSync(tpl.dumpFile)]);
    return openPglite(undefined, dump);
  }
  const name = `${tpl.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
  } finally {
    await admin.end();
  }
  const db = openPostgres(withDatabase(tpl.url, name), 5);
  const close = db.close;
  db.close = async () => {
    await close();
    const a = new pg.Client({ connectionString: tpl.url });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  return db;
}
